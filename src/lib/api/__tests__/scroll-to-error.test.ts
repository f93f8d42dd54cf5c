import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToFirstError } from '../form-errors';

afterEach(() => {
  document.body.innerHTML = '';
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

/** A field at `top` px from the top of the window (the test document lays nothing out). */
function field(top: number, invalid: boolean): HTMLInputElement {
  const input = document.createElement('input');
  if (invalid) input.setAttribute('aria-invalid', 'true');
  input.getBoundingClientRect = () => ({
    top,
    bottom: top + 40,
    left: 0,
    right: 200,
    width: 200,
    height: 40,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  document.body.append(input);
  return input;
}

// Spec B§8: the form scrolls to its first error with an offset of 255 px (the fixed header above it).
describe('scroll to the first field error', () => {
  it('puts the first invalid field 255 px below the top of the window and focuses it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    field(100, false);
    const first = field(600, true);
    field(900, true);
    scrollToFirstError();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 + 600 - 255, behavior: 'smooth' });
    expect(first).toHaveFocus();
  });

  it('scrolls up to a field above the window the same way', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 2000 });
    field(-300, true);
    scrollToFirstError();
    expect(scrollTo).toHaveBeenCalledWith({ top: 2000 - 300 - 255, behavior: 'smooth' });
  });

  it('finds a field that the render after the failed submit marks a few frames later', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const input = field(500, false);
    scrollToFirstError();
    expect(scrollTo).not.toHaveBeenCalled();
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    input.setAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 500 - 255, behavior: 'smooth' }));
    expect(input).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does nothing without an invalid field, and stops looking after its frames', () => {
    // Frames on the test's clock: the looking ends within this test, not in a later one sharing the document.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const input = field(600, false);
    scrollToFirstError();
    vi.advanceTimersByTime(2_000);
    expect(vi.getTimerCount()).toBe(0);
    input.setAttribute('aria-invalid', 'true');
    vi.advanceTimersByTime(2_000);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
