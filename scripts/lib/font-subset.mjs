/**
 * The portal's typeface file: Inter (variable weight, from @fontsource-variable/inter's Latin file) cut down to
 * what the portal shows, so that a first visit downloads 26 KB instead of 48 KB (docs/performance.md, "The
 * typeface"). `npm run fonts:subset` writes it; a unit test checks that the committed file is what these
 * settings make and that src/styles/global.css declares the same characters.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export const SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const OUTPUT = path.join(root, 'src/styles/fonts/inter-portal.woff2');

/**
 * The characters kept, as code point ranges: printable ASCII, Latin-1 (accented names, £, ×, ·), the
 * dotless i and œ, dashes, curly quotes, bullet, ellipsis, angle quotes, €, ™ and the minus sign. Any other
 * character is drawn in the system face (the `unicode-range` of the face says so).
 */
export const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/** The weights the design tokens use (regular 400 to bold 700). */
export const WEIGHTS = { min: 400, max: 700 };

/** OpenType features kept: kerning, ligatures and marks as Inter draws text by default, and tabular figures. */
export const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/** The CSS `unicode-range` value for RANGES. */
export function unicodeRange() {
  const hex = (n) => n.toString(16).toUpperCase();
  return RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/** Makes the subset (a woff2 Buffer) from the installed Inter file. */
export async function makeSubset() {
  const { default: subsetFont } = await import('subset-font');
  let text = '';
  for (const [from, to] of RANGES) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return subsetFont(readFileSync(require.resolve(SOURCE)), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
}
