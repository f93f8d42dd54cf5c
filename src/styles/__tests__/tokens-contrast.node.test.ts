import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The text/background pairs declared in tokens.css (`@contrast <text> on <background> <ratio>`) meet their
 * WCAG contrast ratio, computed from the colours the tokens hold: a colour change that makes text hard to
 * read fails here before it reaches a page.
 */
const source = readFileSync(fileURLToPath(new URL('../tokens.css', import.meta.url)), 'utf8');

function tokenValues(css: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) values.set(name!, value!.trim());
  return values;
}

/** A token's colour as #rrggbb, following var() references to other tokens. */
function resolveColour(values: Map<string, string>, name: string, seen = new Set<string>()): string {
  const value = values.get(name);
  if (value === undefined) throw new Error(`${name} is not declared in tokens.css`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (reference) {
    if (seen.has(name)) throw new Error(`${name} refers to itself`);
    return resolveColour(values, reference[1]!, seen.add(name));
  }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (!hex) throw new Error(`${name} is not an opaque hex colour: ${value}`);
  const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
  return `#${digits.toLowerCase()}`;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const values = tokenValues(source);
const pairs = [...source.matchAll(/@contrast\s+(--[\w-]+)\s+on\s+(--[\w-]+)\s+([\d.]+)/g)].map(
  ([, text, background, ratio]) => ({ text: text!, background: background!, minimum: Number(ratio) }),
);

describe('design token contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('declares the pairs the pages use', () => {
    expect(pairs.length).toBeGreaterThan(10);
    expect(pairs.some((pair) => pair.text === '--color-text' && pair.background === '--color-surface')).toBe(true);
  });

  it.each(pairs)('$text on $background reaches $minimum:1', ({ text, background, minimum }) => {
    const ratio = contrastRatio(resolveColour(values, text), resolveColour(values, background));
    expect(ratio, `${text} on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(minimum);
  });
});
