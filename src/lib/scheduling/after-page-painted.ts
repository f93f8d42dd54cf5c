import { afterLoadWhenIdle } from './after-load';
import { afterNextPaint } from './after-next-paint';

/** How long the wait for the page heading's paint lasts before the work runs anyway (a tab in the background). */
export const PAINT_REPORT_FALLBACK_MS = 3000;

/** The Element Timing name of every page's main heading (src/components/page-heading.tsx). */
export const PAGE_HEADING_TIMING = 'page-heading';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged into React's own, whose type parameter it repeats
  interface HTMLAttributes<T> {
    /** Element Timing: the browser reports when this element has been painted, under this name. */
    elementtiming?: string;
  }
}

/**
 * Runs `callback` once the browser reports that a page's main heading has been painted (Element Timing): work that
 * must not compete with the first screen the attendee sees. A frame's own callbacks run before its paint is presented,
 * so a frame alone is too early, and the page's first contentful paint may have been another screen (the frame's
 * loader while the profile comes). On a later page of the same visit the earlier pages' reports are there already: it
 * runs at once. Without Element Timing (browsers other than Chromium's) it runs after the next frame, and so it does
 * when nothing is reported within `fallbackMs`. Returns a function that cancels it.
 */
export function afterPagePainted(callback: () => void, fallbackMs = PAINT_REPORT_FALLBACK_MS): () => void {
  let cancelFrame: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  let timer: number | undefined;
  let started = false;
  /** `reported`: the browser has reported the paint, presented by then; otherwise the next frame is waited for. */
  const start = (reported = false) => {
    if (started) return;
    started = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    if (reported) callback();
    else cancelFrame = afterNextPaint(callback);
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) {
    start();
  } else {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
      if (entries.some((entry) => entry.identifier === PAGE_HEADING_TIMING)) start(true);
    });
    observer.observe({ type: 'element', buffered: true });
    if (!started) timer = window.setTimeout(() => start(), fallbackMs);
  }
  return () => {
    started = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    cancelFrame?.();
  };
}

/**
 * Runs `callback` once a page's heading has painted (afterPagePainted), the page has loaded and the browser is idle:
 * work of the whole visit that can wait (the attendee watch, keeping pages for the next visit). The load event alone
 * may come before the first screen, while the page waits for the profile. Returns a function that cancels it.
 */
export function afterPageSettled(callback: () => void): () => void {
  let cancelLoad: (() => void) | undefined;
  const cancelPaint = afterPagePainted(() => {
    cancelLoad = afterLoadWhenIdle(callback, 0);
  });
  return () => {
    cancelPaint();
    cancelLoad?.();
  };
}
