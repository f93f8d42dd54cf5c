/**
 * The portal's typeface files, each a variable font cut down to what the portal shows (docs/performance.md, "The
 * typeface"): Inter for Latin text, so that a first visit downloads 26 KB instead of 48 KB, and Noto Sans Arabic for
 * the Arabic pages (37 KB instead of 162 KB; an English page never asks for it: only the Arabic pages name it in their
 * font stack, src/styles/global.css). `npm run fonts:subset` writes them; a unit test checks that each committed file
 * is what these settings make and that global.css declares the same characters and weights.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** The weights the design tokens use (regular 400 to bold 700). */
export const WEIGHTS = { min: 400, max: 700 };

/**
 * @typedef {{ family: string, source: string, output: string, file: string, ranges: number[][], features: string[] }} Face
 * @type {Face[]}
 */
export const FACES = [
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-portal.woff2',
    output: path.join(root, 'src/styles/fonts/inter-portal.woff2'),
    /**
     * Printable ASCII, Latin-1 (accented names, £, ×, ·), the dotless i and œ, dashes, curly quotes, bullet, ellipsis,
     * angle quotes, €, ™ and the minus sign. Any other character is drawn in another face (`unicode-range` says so).
     */
    ranges: [
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
    ],
    /** Kerning, ligatures and marks as Inter draws text by default, and tabular figures. */
    features: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'],
  },
  {
    family: 'Noto Sans Arabic Variable',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    file: 'noto-sans-arabic-portal.woff2',
    output: path.join(root, 'src/styles/fonts/noto-sans-arabic-portal.woff2'),
    /**
     * The Arabic block (letters, marks, Arabic punctuation and digits, for the catalogue's texts and for names the
     * server sends in Arabic) and the joiners and direction marks. Latin letters and digits stay Inter's.
     */
    ranges: [
      [0x600, 0x6ff],
      [0x200c, 0x200f],
    ],
    /** The contextual forms Arabic is written with, its ligatures, marks and cursive attachment, and kerning. */
    features: ['init', 'medi', 'fina', 'isol', 'rlig', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'curs', 'kern'],
  },
];

/** The CSS `unicode-range` value for a face's ranges. */
export function unicodeRange(face) {
  const hex = (n) => n.toString(16).toUpperCase();
  return face.ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/** Makes a face's subset (a woff2 Buffer) from its installed file. */
export async function makeSubset(face) {
  const { default: subsetFont } = await import('subset-font');
  let text = '';
  for (const [from, to] of face.ranges) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return subsetFont(readFileSync(require.resolve(face.source)), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures: face.features,
  });
}
