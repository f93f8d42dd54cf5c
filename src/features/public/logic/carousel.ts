/**
 * Slides per view of the two carousels of the public pages (spec A§2, A§9), as pure
 * functions of the viewport width so the layout is decided before the first paint.
 */
export type CarouselLayout = { perView: number; gap: number };

/** Past speakers: 1 slide, 2 from 640 px, 3 from 768 px, 6 from 1024 px; 20 px gaps below 768 px, 30 px from there. */
export function speakersLayout(width: number): CarouselLayout {
  if (width >= 1024) return { perView: 6, gap: 30 };
  if (width >= 768) return { perView: 3, gap: 30 };
  if (width >= 640) return { perView: 2, gap: 20 };
  return { perView: 1, gap: 20 };
}

/** The flagship slider: 3.5 slides from 1100 px, 2.2 from 700 px, 1 below (the 600 px breakpoint and smaller). */
export function flagshipLayout(width: number): CarouselLayout {
  if (width >= 1100) return { perView: 3.5, gap: 20 };
  if (width >= 700) return { perView: 2.2, gap: 20 };
  return { perView: 1, gap: 20 };
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
