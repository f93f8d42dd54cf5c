/**
 * The day view's column, like a calendar's: each timed item of one conference day on a time axis
 * in the zone shown, items that overlap side by side. Minutes count from midnight of the
 * conference day in that zone, so an item the zone moves past midnight sits below 24:00 (and one
 * moved to the day before above 00:00) instead of wrapping round.
 */
import { convertTime } from '@/lib/dates/time-zones';

/** A moment (arrival, departure) or a very short item still gets this much room on the axis. */
export const MIN_BLOCK_MINUTES = 20;

export type Placeable = { key: string; date: string; start: string; end: string };

export type Placed<T> = {
  item: T;
  /** Minutes from the day's midnight in the zone shown. */
  start: number;
  end: number;
  /** The item's column among the items it overlaps, and how many columns they share. */
  column: number;
  columns: number;
};

export type DayLayout<T> = { placed: Placed<T>[]; axisStart: number; axisEnd: number; hours: number[] };

/** Minutes from midnight of `date` in `zone` to the London wall-clock `date` `time`. */
export function minutesInZone(date: string, time: string, zone: string): number {
  const converted = convertTime(date, time, zone);
  const [h, m] = converted.time.split(':').map(Number);
  return converted.dayShift * 1440 + h * 60 + m;
}

/**
 * Places the items: overlapping items (directly or through others) form a group whose columns
 * are assigned first-free in start order; every item of a group shares its number of columns.
 */
export function layoutDay<T extends Placeable>(items: T[], zone: string): DayLayout<T> {
  const timed = items
    .map((item) => {
      const start = minutesInZone(item.date, item.start, zone);
      const end = Math.max(minutesInZone(item.date, item.end, zone), start);
      return { item, start, end, blockEnd: Math.max(end, start + MIN_BLOCK_MINUTES), column: 0, columns: 1 };
    })
    .sort((a, b) => a.start - b.start || b.blockEnd - a.blockEnd || a.item.key.localeCompare(b.item.key));

  let group: typeof timed = [];
  let columnEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const entry of group) entry.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };
  for (const entry of timed) {
    if (entry.start >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((end) => end <= entry.start);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(entry.blockEnd);
    } else columnEnds[column] = entry.blockEnd;
    entry.column = column;
    group.push(entry);
    groupEnd = Math.max(groupEnd, entry.blockEnd);
  }
  closeGroup();

  if (timed.length === 0) return { placed: [], axisStart: 8 * 60, axisEnd: 18 * 60, hours: [] };
  const axisStart = Math.floor(Math.min(...timed.map((e) => e.start)) / 60) * 60;
  const axisEnd = Math.max(Math.ceil(Math.max(...timed.map((e) => e.blockEnd)) / 60) * 60, axisStart + 60);
  const hours: number[] = [];
  for (let minute = axisStart; minute <= axisEnd; minute += 60) hours.push(minute);
  return {
    placed: timed.map(({ item, start, end, column, columns }) => ({ item, start, end, column, columns })),
    axisStart,
    axisEnd,
    hours,
  };
}

/** "09:00", "00:00 (+1)", "23:00 (-1)" for a minute of the axis. */
export function axisLabel(minute: number): string {
  const shift = Math.floor(minute / 1440);
  const inDay = minute - shift * 1440;
  const text = `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return shift === 0 ? text : `${text} (${shift > 0 ? '+' : ''}${shift})`;
}
