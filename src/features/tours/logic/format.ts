import type { DateStr, TourSlot } from '@/lib/api/contract';
import { readCalendarDate, TO_BE_ANNOUNCED } from '@/lib/dates/calendar-date';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Tuesday 9 September 2025" for a calendar date, independent of the browser's zone. */
export function formatDay(date: DateStr): string {
  const day = readCalendarDate(date);
  if (!day) return TO_BE_ANNOUNCED;
  const [y, m, d] = day.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** "13:00" from "13:00:00". */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/** "Tuesday 9 September 2025, 13:00–13:45". */
export function tourSlotLabel(slot: TourSlot): string {
  return `${formatDay(slot.date)}, ${formatTime(slot.start_time)}–${formatTime(slot.end_time)}`;
}

/** The seats line of a slot, in words so it never depends on colour. */
export function seatsText(slot: TourSlot): string {
  if (slot.remaining_seats <= 0) return `Fully booked: no seats remaining of ${slot.available_seats}`;
  return `${slot.remaining_seats} of ${slot.available_seats} seats remaining`;
}
