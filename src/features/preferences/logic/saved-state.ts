/**
 * What the page says once the preferences are saved: whether they can still be changed and until
 * when. The page stays open for changes up to and including the conference's cut-off date (contract
 * §5.7: the cut-off is reached when today's London date is after cut_off_date); after it the server
 * closes the page (spec B§8, 422), so changes go through the scheduling team.
 */
import type { DateStr } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';
import { savedMessages } from '../messages';

/** The saved notice, which takes the focus as it appears. */
export const SAVED_NOTICE_ID = 'pref-saved-notice';

export type SavedState = { changeable: true; until: DateStr | null } | { changeable: false; until: DateStr };

export function savedState(cutOffDate: DateStr | null | undefined, today: DateStr): SavedState {
  if (!cutOffDate || !/^\d{4}-\d{2}-\d{2}$/.test(cutOffDate)) return { changeable: true, until: null };
  return today > cutOffDate ? { changeable: false, until: cutOffDate } : { changeable: true, until: cutOffDate };
}

/** The sentence after 'Your preferences submitted successfully.' */
export function savedText(state: SavedState): string {
  if (!state.changeable) return savedMessages.closed(formatLongDate(state.until));
  return state.until ? savedMessages.until(formatLongDate(state.until)) : savedMessages.open;
}
