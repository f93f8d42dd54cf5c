import { describe, expect, it, vi } from 'vitest';
import { rememberer } from '../remembered';

describe('remembered answers', () => {
  it('works an answer out once per key', () => {
    const remember = rememberer<number>();
    const compute = vi.fn(() => 42);
    expect(remember('Asia/Dubai', compute)).toBe(42);
    expect(remember('Asia/Dubai', compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps a false or undefined answer too', () => {
    const remember = rememberer<boolean | undefined>();
    const compute = vi.fn(() => undefined);
    remember('Not/A_Zone', compute);
    remember('Not/A_Zone', compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep an answer for a key longer than any real one (a 100 kB text from a server)', () => {
    const remember = rememberer<number>({ maxKeyLength: 80 });
    const compute = vi.fn(() => 1);
    const long = 'x'.repeat(100_000);
    remember(long, compute);
    remember(long, compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('starts over once it holds its capacity, so a week of new keys keeps memory bounded', () => {
    const remember = rememberer<number>({ capacity: 3 });
    const compute = vi.fn((n: number) => n);
    for (const key of ['a', 'b', 'c']) remember(key, () => compute(1));
    remember('d', () => compute(1)); // full: the three kept answers go, 'd' is kept
    remember('a', () => compute(1)); // worked out again
    remember('d', () => compute(1)); // still kept
    expect(compute).toHaveBeenCalledTimes(5);
  });
});
