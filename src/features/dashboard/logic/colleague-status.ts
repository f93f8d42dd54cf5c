import type { MessageId } from '@/i18n/i18n';

/** A colleague's conference status as the dashboard shows it (spec A§4): a label, a style and an icon, never colour alone. */
export type StatusTone = 'warning' | 'success' | 'danger';

/** `label`: a text of the message catalogue, shown through `t()`. */
export type ColleagueStatus = { label: MessageId; tone: StatusTone; icon: string };

export function colleagueStatus(status: number | null | undefined): ColleagueStatus {
  switch (status) {
    case 1:
      return { label: 'Not registered', tone: 'warning', icon: '⚠' };
    case 2:
      return { label: 'Registered', tone: 'success', icon: '✓' };
    case 3:
      return { label: 'Cancelled', tone: 'danger', icon: '✕' };
    case 4:
      return { label: 'Declined', tone: 'danger', icon: '✕' };
    case 5:
      return { label: 'Deferred', tone: 'danger', icon: '✕' };
    default:
      return { label: 'Rejected', tone: 'danger', icon: '✕' };
  }
}
