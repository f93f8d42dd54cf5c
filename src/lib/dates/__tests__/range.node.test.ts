import { describe, expect, it } from 'vitest';
import { formatRange } from '../range';

describe('formatRange', () => {
  it('closes an en dash up between two times', () => {
    expect(formatRange('09:30', '10:20')).toBe('09:30–10:20');
    expect(formatRange('07:30', '08:20')).toBe('07:30–08:20');
  });

  it('keeps the end’s day marker after it', () => {
    expect(formatRange('23:30', '00:20 (+1)')).toBe('23:30–00:20 (+1)');
  });

  it('spaces the dash when the start has a marker of its own', () => {
    expect(formatRange('23:30 (−1)', '00:20')).toBe('23:30 (−1) – 00:20');
  });

  it('never writes a hyphen or a spaced dash between plain times', () => {
    for (const [a, b] of [
      ['00:00', '23:59'],
      ['14:00', '17:50'],
    ]) {
      expect(formatRange(a, b)).not.toMatch(/ - | – |-/);
    }
  });
});
