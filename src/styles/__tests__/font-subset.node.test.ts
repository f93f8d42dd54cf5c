import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FACES, makeSubset, unicodeRange, WEIGHTS } from '../../../scripts/lib/font-subset.mjs';

/**
 * Each typeface file is the subset its settings make (scripts/lib/font-subset.mjs), and its @font-face in
 * global.css declares exactly its characters and weights: a character added to the settings but not to the
 * CSS (or the other way round) would be drawn in another face, or the file downloaded for nothing.
 */
const css = (name: string) => readFileSync(fileURLToPath(new URL(`../${name}`, import.meta.url)), 'utf8');
const fontFaces = [...css('global.css').matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body);
const property = (fontFace: string, name: string) =>
  new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(fontFace)?.[1]?.replace(/\s+/g, ' ').trim();
const faceOf = (family: string) => fontFaces.find((body) => property(body, 'font-family') === `'${family}'`) ?? '';

/** At most: Inter's Latin subset and the Arabic one. */
const LIMIT_KB: Record<string, number> = { 'Inter Variable': 30, 'Noto Sans Arabic Variable': 40 };

describe.each(FACES)('the typeface subset $family', (face) => {
  it('is the committed file, byte for byte', async () => {
    const made = await makeSubset(face);
    const committed = readFileSync(face.output);
    expect(committed.length, 'run npm run fonts:subset').toBe(made.length);
    expect(committed.equals(made), 'run npm run fonts:subset').toBe(true);
    expect(committed.length).toBeLessThan(LIMIT_KB[face.family] * 1024);
  });

  it('is declared with its characters and weights in global.css', () => {
    const fontFace = faceOf(face.family);
    expect(property(fontFace, 'src')).toContain(`url('./fonts/${face.file}')`);
    expect(property(fontFace, 'unicode-range')).toBe(unicodeRange(face));
    expect(property(fontFace, 'font-weight')).toBe(`${WEIGHTS.min} ${WEIGHTS.max}`);
  });
});

describe('the typefaces', () => {
  it('cover every weight the design tokens use', () => {
    const weights = [...css('tokens.css').matchAll(/--font-weight-[\w-]+\s*:\s*(\d+)/g)].map(([, value]) =>
      Number(value),
    );
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(WEIGHTS.max);
    }
  });

  it('name the Arabic face only on Arabic pages, after Inter', () => {
    const stacks = [...css('global.css').matchAll(/--font-sans\s*:([^;]+);/g)].map(([, stack]) => stack);
    const tokens = css('tokens.css');
    expect(tokens).not.toContain('Noto Sans Arabic');
    expect(css('global.css')).toMatch(
      /html\[lang='ar'\]\s*{\s*--font-sans:\s*'Inter Variable', 'Noto Sans Arabic Variable'/,
    );
    expect(stacks).toHaveLength(1);
  });
});
