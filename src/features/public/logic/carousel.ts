/**
 * Slides per view of the carousels of the public pages (spec A§2, A§9), as tables of breakpoints: the
 * stylesheet sizes the slides from them (so the first paint has the visitor's layout), and the script
 * reads them for the position and the status.
 */
export type CarouselLayout = { perView: number; gap: number };

/** A carousel's layout from each width up (`minWidth` ascending, the first at 0): one table for the script and the stylesheet. */
export type CarouselBreakpoints = readonly (CarouselLayout & { minWidth: number })[];

/** The layout a table gives at a viewport width. */
export function layoutAt(breakpoints: CarouselBreakpoints, width: number): CarouselLayout {
  let layout: CarouselLayout = breakpoints[0];
  for (const point of breakpoints) if (width >= point.minWidth) layout = point;
  return { perView: layout.perView, gap: layout.gap };
}

/** Past speakers: 1 slide, 2 from 640 px, 3 from 768 px, 6 from 1024 px; 20 px gaps below 768 px, 30 px from there. */
export const SPEAKERS_BREAKPOINTS: CarouselBreakpoints = [
  { minWidth: 0, perView: 1, gap: 20 },
  { minWidth: 640, perView: 2, gap: 20 },
  { minWidth: 768, perView: 3, gap: 30 },
  { minWidth: 1024, perView: 6, gap: 30 },
];

/** The flagship slider: 3.5 slides from 1100 px, 2.2 from 700 px, 1 below (the 600 px breakpoint and smaller). */
export const FLAGSHIP_BREAKPOINTS: CarouselBreakpoints = [
  { minWidth: 0, perView: 1, gap: 20 },
  { minWidth: 700, perView: 2.2, gap: 20 },
  { minWidth: 1100, perView: 3.5, gap: 20 },
];

/**
 * The stylesheet rules that size the slides of the carousel matching `selector` at every width, from its table:
 * a page written at build time shows each visitor's layout from its first paint, before any script knows the
 * window's width, and taking the page over changes nothing on screen.
 */
export function breakpointRules(selector: string, breakpoints: CarouselBreakpoints): string {
  return breakpoints
    .map(({ minWidth, perView, gap }) => {
      const rule = `${selector}{--carousel-per-view:${perView};--carousel-gap:${gap}px}`;
      return minWidth > 0 ? `@media (min-width:${minWidth}px){${rule}}` : rule;
    })
    .join('');
}

/** The furthest the track may move: the last slide ends flush with the right edge. */
export function maxPosition(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** Keeps a position within 0..maxPosition; a step past the end lands exactly on the end. */
export function clampPosition(position: number, count: number, perView: number): number {
  return Math.min(Math.max(0, position), maxPosition(count, perView));
}

/** Indexes of the slides at least partly in view at `position`. */
export function visibleSlides(position: number, count: number, perView: number): number[] {
  const first = Math.floor(position);
  const last = Math.min(count - 1, Math.ceil(position + perView) - 1);
  const out: number[] = [];
  for (let i = first; i <= last; i += 1) out.push(i);
  return out;
}

/** The position that brings slide `index` fully into view, moving as little as possible. */
export function positionShowing(index: number, position: number, count: number, perView: number): number {
  if (index < position) return clampPosition(index, count, perView);
  if (index + 1 > position + perView) return clampPosition(index + 1 - perView, count, perView);
  return position;
}
