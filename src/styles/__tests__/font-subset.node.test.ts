import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeSubset, OUTPUT, unicodeRange, WEIGHTS } from '../../../scripts/lib/font-subset.mjs';

/**
 * The typeface file is the subset its settings make (scripts/lib/font-subset.mjs), and the @font-face in
 * global.css declares exactly its characters and weights: a character added to the settings but not to the
 * CSS (or the other way round) would be drawn in the system face, or the file downloaded for nothing.
 */
const css = (name: string) => readFileSync(fileURLToPath(new URL(`../${name}`, import.meta.url)), 'utf8');
const fontFace = /@font-face\s*{([^}]*)}/.exec(css('global.css'))?.[1] ?? '';
const property = (name: string) =>
  new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(fontFace)?.[1]?.replace(/\s+/g, ' ').trim();

describe('the typeface subset', () => {
  it('is the committed file, byte for byte', async () => {
    const made = await makeSubset();
    const committed = readFileSync(OUTPUT);
    expect(committed.length, 'run npm run fonts:subset').toBe(made.length);
    expect(committed.equals(made), 'run npm run fonts:subset').toBe(true);
    expect(committed.length).toBeLessThan(30 * 1024);
  });

  it('is declared with its characters and weights in global.css', () => {
    expect(property('src')).toContain("url('./fonts/inter-portal.woff2')");
    expect(property('unicode-range')).toBe(unicodeRange());
    expect(property('font-weight')).toBe(`${WEIGHTS.min} ${WEIGHTS.max}`);
  });

  it('has every weight the design tokens use', () => {
    const weights = [...css('tokens.css').matchAll(/--font-weight-[\w-]+\s*:\s*(\d+)/g)].map(([, value]) =>
      Number(value),
    );
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(WEIGHTS.max);
    }
  });
});
