import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPagePainted, markPainted, PAINT_REPORT_FALLBACK_MS } from '../after-page-painted';
import { ElementTiming } from '@/testing/element-timing';

/** The next frame and the task after it (afterNextPaint). */
const nextFrame = () => vi.advanceTimersByTime(20);

afterEach(() => {
  ElementTiming.observers.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterPagePainted', () => {
  it('runs once the browser reports the paint of the marked element, after the next frame', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', ElementTiming);
    const callback = vi.fn();
    afterPagePainted('first-screen', callback);
    nextFrame();
    ElementTiming.report('another-element');
    nextFrame();
    expect(callback).not.toHaveBeenCalled();
    ElementTiming.report('first-screen');
    expect(callback).not.toHaveBeenCalled();
    nextFrame();
    expect(callback).toHaveBeenCalledTimes(1);
    ElementTiming.report('first-screen');
    vi.advanceTimersByTime(PAINT_REPORT_FALLBACK_MS);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(ElementTiming.observers.size).toBe(0);
  });

  it('runs after the fallback delay when no paint is reported (a tab in the background)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', ElementTiming);
    const callback = vi.fn();
    afterPagePainted('first-screen', callback, 3000);
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
    afterPagePainted('first-screen', callback);
    expect(callback).not.toHaveBeenCalled();
    nextFrame();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', ElementTiming);
    const callback = vi.fn();
    const cancel = afterPagePainted('first-screen', callback);
    ElementTiming.report('first-screen');
    cancel();
    vi.advanceTimersByTime(PAINT_REPORT_FALLBACK_MS + 100);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('markPainted', () => {
  it('names its element for Element Timing', () => {
    const element = document.createElement('p');
    markPainted('first-screen')(element);
    expect(element.getAttribute('elementtiming')).toBe('first-screen');
    expect(() => markPainted('first-screen')(null)).not.toThrow();
  });
});
