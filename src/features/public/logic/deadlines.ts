import type { ConferenceText } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';

/** `date` is null when the server left it out or sent it unreadable. */
export type Deadline = { id: string; label: string; date: string | null };

/** Deadlines published as static text (spec A§9) rather than in the conference text. */
export const STATIC_DEADLINES: Deadline[] = [
  { id: 'accommodation', label: 'Accommodation booking', date: '2025-07-10' },
  { id: 'logo', label: 'Company logo submission', date: '2025-07-01' },
];

/** The conference-text deadlines (when loaded) and the static ones, earliest first. */
export function buildDeadlines(
  text:
    | Pick<
        ConferenceText,
        'presenters_registration_deadline' | 'investors_registration_deadline' | 'presentations_deadline'
      >
    | undefined,
): Deadline[] {
  const fromText: Deadline[] = text
    ? [
        {
          id: 'presenters',
          label: 'Registration for presenting companies',
          date: text.presenters_registration_deadline,
        },
        { id: 'investors', label: 'Registration for investors', date: text.investors_registration_deadline },
        { id: 'presentations', label: 'Presentations submission', date: text.presentations_deadline },
      ]
    : [];
  // Deadlines without a date ("To be announced") come last.
  const byDate = (a: Deadline, b: Deadline) =>
    (a.date ?? '\uffff').localeCompare(b.date ?? '\uffff') || a.id.localeCompare(b.id);
  return [...fromText, ...STATIC_DEADLINES].sort(byDate);
}

export function deadlineDate(date: string | null): string {
  return formatLongDate(date);
}
