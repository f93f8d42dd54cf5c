import { t } from '@/i18n/i18n';
import type { DateStr, TourSlot } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';
import { formatRange } from '@/lib/dates/range';

/** "Tuesday 9 September 2025" for a calendar date, independent of the browser's zone. */
export const formatDay = (date: DateStr): string => formatLongDate(date);

/** "13:00" from "13:00:00". */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** "Tuesday 9 September 2025, 13:00–13:45", in the attendee's language. */
export function tourSlotLabel(slot: TourSlot): string {
  return t('{day}, {time}', {
    day: formatDay(slot.date),
    time: formatRange(formatTime(slot.start_time), formatTime(slot.end_time)),
  });
}

/** The seats line of a slot, in words so it never depends on colour. */
export function seatsText(slot: TourSlot): string {
  if (slot.remaining_seats <= 0) {
    return t('Fully booked: no seats remaining of {total}', { total: slot.available_seats });
  }
  return t('{remaining} of {total} seats remaining', { remaining: slot.remaining_seats, total: slot.available_seats });
}
