/**
 * A presenter's colleagues: their status (1 not registered, 2 registered, anything else
 * cancelled or declined), which rows can be selected or cancelled, and which selected
 * colleagues still lack data the server needs (spec B§2, B§4, B§5).
 */
import { type MessageId, t, tText } from '@/i18n/i18n';
import type { Colleague, Id } from '@/lib/api/contract';
import { INCOMPLETE_DATA, NOT_REGISTERED, REGISTERED } from '../messages';
import { isolate } from '@/i18n/isolate';
import { colleagueEditValues } from './colleague-details';
import { colleagueEditSchema } from './colleague-forms';

/**
 * Status 1 reads 'Not Registered'; any other status shows the server's own text (as sent, never translated), or
 * 'Registered' when the server sent none.
 */
export function colleagueStatusLabel(
  mate: Pick<Colleague, 'status' | 'status_human'>,
): { message: MessageId } | { server: string } {
  if (mate.status === 1) return { message: NOT_REGISTERED };
  return mate.status_human ? { server: mate.status_human } : { message: REGISTERED };
}

/** The status as its words: the catalogue's English id, or the server's own text. */
export function colleagueStatusText(mate: Pick<Colleague, 'status' | 'status_human'>): string {
  const label = colleagueStatusLabel(mate);
  return 'server' in label ? label.server : label.message;
}

export function colleagueStatusTone(status: number): 'warning' | 'success' | 'danger' {
  if (status === 1) return 'warning';
  if (status === 2) return 'success';
  return 'danger';
}

/** Registered colleagues cannot be selected for the main submit; cancelled, declined... neither. */
export const isSelectableColleague = (mate: Pick<Colleague, 'status'>) => mate.status === 1;
export const isCancellableColleague = (mate: Pick<Colleague, 'status'>) => mate.status === 2;

export function colleagueName(mate: Pick<Colleague, 'first_name' | 'family_name' | 'full_titled_name'>): string {
  const name = [mate.first_name, mate.family_name].filter(Boolean).join(' ');
  return name || mate.full_titled_name;
}

/** The edit-modal errors of one colleague's stored data, in field order. */
export function colleagueDataErrors(mate: Colleague): string[] {
  const result = colleagueEditSchema.safeParse(colleagueEditValues(mate));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

export type IncompleteColleague = { name: string; errors: string[] };

/** The selected colleagues whose stored data the server would refuse, for the 'Data is incompelete' alert. */
export function incompleteColleagues(mates: Colleague[], selected: Id[]): IncompleteColleague[] {
  const chosen = new Set(selected);
  return mates
    .filter((mate) => chosen.has(mate.conf_client_id))
    .map((mate) => ({ name: colleagueName(mate), errors: colleagueDataErrors(mate) }))
    .filter((entry) => entry.errors.length > 0);
}

/** The alert's text, in the attendee's language when it opens (the names as the server sent them). */
export function incompleteColleaguesText(entries: IncompleteColleague[]): string {
  return entries
    .map(
      (entry) =>
        `${isolate(entry.name)}: ${t(INCOMPLETE_DATA)}\n${entry.errors.map((e) => `- ${tText(e)}`).join('\n')}`,
    )
    .join('\n\n');
}

/** Replaces one colleague in the list with the server's answer to a register or an edit. */
export function replaceColleague(mates: Colleague[], updated: Colleague): Colleague[] {
  return mates.map((mate) =>
    mate.conf_client_id === updated.conf_client_id || mate.id === updated.id ? { ...mate, ...updated } : mate,
  );
}

/** Applies the answer of a cancel (the new status and its text) to the colleague's row. */
export function applyColleagueStatus(
  mates: Colleague[],
  confClient: { id: Id; status: number; status_human: string },
): Colleague[] {
  return mates.map((mate) =>
    mate.conf_client_id === confClient.id
      ? { ...mate, status: confClient.status as Colleague['status'], status_human: confClient.status_human }
      : mate,
  );
}
