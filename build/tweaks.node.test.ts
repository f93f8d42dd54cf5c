import { describe, expect, it } from 'vitest';
import { TWEAKS, tweaksLeftOut } from './tweaks.js';

describe('the tweaks a build leaves out', () => {
  it('are none by default, else those named, comma-separated', () => {
    expect(tweaksLeftOut().size).toBe(0);
    expect(tweaksLeftOut('').size).toBe(0);
    expect([...tweaksLeftOut('compile-hints,axios-xhr-only')]).toEqual(['compile-hints', 'axios-xhr-only']);
    expect([...tweaksLeftOut(TWEAKS.join(','))]).toEqual([...TWEAKS]);
  });

  it('fail on a name that is no tweak', () => {
    expect(() => tweaksLeftOut('compile-hints,compile-hint')).toThrow(/no tweak compile-hint \(the tweaks: /);
  });
});
