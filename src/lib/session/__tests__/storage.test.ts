// @vitest-environment jsdom
// (a device's storage quota, which jsdom has as browsers do: vitest.config.ts)
import { afterEach, describe, expect, it } from 'vitest';
import { readItem, storageKeys, writeItem } from '../storage';

describe('writeItem on a device that cannot hold the value', () => {
  afterEach(() => window.localStorage.clear());

  it('leaves the key absent, never holding the older value, and does not throw', () => {
    writeItem(storageKeys.presenterMates, [{ id: 1 }]);
    expect(readItem(storageKeys.presenterMates)).toEqual([{ id: 1 }]);
    // jsdom holds 5,000,000 code units per origin, as browsers about do.
    expect(() => writeItem(storageKeys.presenterMates, ['x'.repeat(5_100_000)])).not.toThrow();
    expect(readItem(storageKeys.presenterMates)).toBeNull();
    writeItem(storageKeys.timer, 1800);
    expect(readItem(storageKeys.timer)).toBe(1800);
  });
});
