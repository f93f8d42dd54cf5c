import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from '../after-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('afterLoadWhenIdle', () => {
  it('runs the callback the given delay after a load that has passed, once the browser is idle', () => {
    vi.useFakeTimers();
    const idle = vi.fn((callback: () => void) => window.setTimeout(callback, 0));
    vi.stubGlobal('requestIdleCallback', idle);
    try {
      const callback = vi.fn();
      afterLoadWhenIdle(callback, 3000);
      vi.advanceTimersByTime(2999);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(idle).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('never runs a cancelled callback', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const cancel = afterLoadWhenIdle(callback, 3000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
  });
});
