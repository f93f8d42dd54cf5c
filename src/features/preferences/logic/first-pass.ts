/**
 * How many company rows the preferences list renders before its first paint. The rest are
 * added right after that paint, so the first screen is shown sooner; the first pass must
 * still fill the whole first screen, or the attendee would see rows appear under the fold
 * line they are looking at.
 */

/** Shorter than any company row on any screen width (a row is one line of name, meta and presenters plus its selects). */
export const SHORTEST_ROW_PX = 100;

/**
 * Less than what stands above the list on any screen width: the page heading, the availability
 * toolbar, the meeting counters and the filters (about 550 px on a desktop, 1000 px on a phone).
 */
export const ABOVE_LIST_PX = 300;

/** Never fewer rows than this, whatever the window reports (a window not laid out yet reports 0). */
export const MIN_FIRST_PASS_ROWS = 4;

/**
 * Enough rows to cover the rest of a window of this height below what stands above the list,
 * even if every row were as short as a row can be.
 */
export function firstPassRows(viewportHeight: number): number {
  const height = Number.isFinite(viewportHeight) ? viewportHeight : 0;
  return Math.max(MIN_FIRST_PASS_ROWS, Math.ceil((height - ABOVE_LIST_PX) / SHORTEST_ROW_PX));
}

/**
 * Rows per group of the list. Rows below the first screen are skipped by the browser a group at a time
 * (`content-visibility: auto` on the group): one skipped box per group instead of one per row, so a list of
 * thousands of companies does not make the browser check every row's visibility each frame or hit-test
 * every row on each click (docs/performance.md, meeting preferences).
 */
export const ROWS_PER_GROUP = 25;

/** The list's rows in groups of ROWS_PER_GROUP, each with the index of its first row. */
export function rowGroups<T>(items: readonly T[]): { start: number; companies: T[] }[] {
  const groups: { start: number; companies: T[] }[] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_GROUP)
    groups.push({ start, companies: items.slice(start, start + ROWS_PER_GROUP) });
  return groups;
}
