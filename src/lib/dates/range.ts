/**
 * The one way a range of times reads in the portal: "09:30–10:20", an en dash closed up between the two ends. When
 * the start carries words of its own (a day marker, "23:30 (−1)"), the dash is spaced, so it does not read as part of
 * them: "23:30 (−1) – 00:20". No import, so that a page written at build time can use it for nothing.
 */
export function formatRange(start: string, end: string): string {
  return `${start}${/\s/.test(start.trim()) ? ' – ' : '–'}${end}`;
}
