/**
 * What the page says once the preferences are saved: whether they can still be changed and until
 * when. The page stays open for changes up to and including the conference's cut-off date (contract
 * §5.7: the cut-off is reached when today's London date is after cut_off_date); after it the server
 * closes the page (spec B§8, 422), so changes go through the scheduling team.
 */
import type { DateStr } from '@/lib/api/contract';
import { activeLocale, t } from '@/i18n/i18n';
import { formatLongDate } from '@/lib/dates/format';
import { SCHEDULING_EMAIL, savedMessages } from '../messages';
import { isolate } from '@/i18n/isolate';

/** The saved notice, which takes the focus as it appears. */
export const SAVED_NOTICE_ID = 'pref-saved-notice';

export type SavedState = { changeable: true; until: DateStr | null } | { changeable: false; until: DateStr };

export function savedState(cutOffDate: DateStr | null | undefined, today: DateStr): SavedState {
  if (!cutOffDate || !/^\d{4}-\d{2}-\d{2}$/.test(cutOffDate)) return { changeable: true, until: null };
  return today > cutOffDate ? { changeable: false, until: cutOffDate } : { changeable: true, until: cutOffDate };
}

/** The sentence after 'Your preferences submitted successfully.', in the active language. */
export function savedText(state: SavedState): string {
  if (!state.changeable) {
    const email = isolate(SCHEDULING_EMAIL, activeLocale());
    return t(savedMessages.closed, { date: formatLongDate(state.until), email });
  }
  return state.until ? t(savedMessages.until, { date: formatLongDate(state.until) }) : t(savedMessages.open);
}
