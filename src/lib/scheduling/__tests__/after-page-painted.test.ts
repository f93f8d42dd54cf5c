import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterPagePainted,
  afterPageSettled,
  PAGE_HEADING_TIMING,
  PAINT_REPORT_FALLBACK_MS,
} from '../after-page-painted';
import { ElementTiming } from '@/testing/element-timing';

/** The next frame and the task after it (afterNextPaint). */
const nextFrame = () => vi.advanceTimersByTime(20);

afterEach(() => {
  ElementTiming.observers.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterPagePainted', () => {
  it("runs once the browser reports the paint of a page's heading, not before", () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', ElementTiming);
    const callback = vi.fn();
    afterPagePainted(callback);
    nextFrame();
    ElementTiming.report('another-element');
    nextFrame();
    expect(callback).not.toHaveBeenCalled();
    ElementTiming.report(PAGE_HEADING_TIMING);
    expect(callback).toHaveBeenCalledTimes(1);
    ElementTiming.report(PAGE_HEADING_TIMING);
    vi.advanceTimersByTime(PAINT_REPORT_FALLBACK_MS);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(ElementTiming.observers.size).toBe(0);
  });

  it('runs after the fallback delay when no paint is reported (a tab in the background)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', ElementTiming);
    const callback = vi.fn();
    afterPagePainted(callback, 3000);
    vi.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    nextFrame();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frame where the browser has no Element Timing', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class extends ElementTiming {
        static supportedEntryTypes = ['paint'];
      },
    );
    const callback = vi.fn();
    afterPagePainted(callback);
    expect(callback).not.toHaveBeenCalled();
    nextFrame();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', ElementTiming);
    const callback = vi.fn();
    const cancel = afterPagePainted(callback);
    cancel();
    ElementTiming.report(PAGE_HEADING_TIMING);
    vi.advanceTimersByTime(PAINT_REPORT_FALLBACK_MS + 100);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('afterPageSettled', () => {
  it('waits for the heading’s paint even once the page has loaded, then for the browser to be idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', ElementTiming);
    const idle = vi.fn((callback: () => void) => window.setTimeout(callback, 50));
    vi.stubGlobal('requestIdleCallback', idle);
    expect(document.readyState).toBe('complete');
    const callback = vi.fn();
    afterPageSettled(callback);
    vi.advanceTimersByTime(PAINT_REPORT_FALLBACK_MS - 100);
    expect(idle).not.toHaveBeenCalled();
    ElementTiming.report(PAGE_HEADING_TIMING);
    nextFrame();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, even while the browser is about to be idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', ElementTiming);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 50));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
    const callback = vi.fn();
    const cancel = afterPageSettled(callback);
    ElementTiming.report(PAGE_HEADING_TIMING);
    nextFrame();
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
  });
});
