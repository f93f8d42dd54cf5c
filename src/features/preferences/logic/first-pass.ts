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
