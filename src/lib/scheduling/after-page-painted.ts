import { afterNextPaint } from './after-next-paint';

/** How long a part waits for its page's paint to be reported before it runs anyway (a tab in the background). */
export const PAINT_REPORT_FALLBACK_MS = 3000;

/** The `elementtiming` name the page's first screen carries (set by `markPainted`). */
export type PaintMark = string;

/**
 * Runs `callback` once the browser reports that the element marked with `markPainted(mark)` has been painted
 * (Element Timing): work that must not compete with what the attendee sees first. A frame's callbacks run before its
 * paint is presented, so a frame alone is too early, and the page's first contentful paint may have been an earlier
 * screen (the frame's loader). Without Element Timing (browsers other than Chromium's) it runs after the next frame;
 * when no paint is reported within `fallbackMs`, it runs then. Returns a function that cancels it.
 */
export function afterPagePainted(
  mark: PaintMark,
  callback: () => void,
  fallbackMs = PAINT_REPORT_FALLBACK_MS,
): () => void {
  let cancelFrame: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  let timer: number | undefined;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    cancelFrame = afterNextPaint(callback);
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) {
    start();
  } else {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === mark))
        start();
    });
    observer.observe({ type: 'element', buffered: true });
    if (!started) timer = window.setTimeout(start, fallbackMs);
  }
  return () => {
    started = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    cancelFrame?.();
  };
}

/** A ref that marks its element for `afterPagePainted(mark)` (set before the element's first paint). */
export const markPainted = (mark: PaintMark) => (element: HTMLElement | null) => {
  element?.setAttribute('elementtiming', mark);
};
