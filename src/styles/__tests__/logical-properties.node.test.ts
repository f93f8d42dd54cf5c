import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Right to left (src/i18n: `dir="rtl"` on <html> for Arabic) the layout mirrors itself only through logical
 * properties: margin-inline-start, padding-inline-end, border-inline-start, inset-inline-start, text-align: start,
 * float: inline-start… A physical left or right in a stylesheet, or in a component's inline style, stays where it is
 * and breaks the mirrored page. Movement (translateX) is mirrored by a `[dir='rtl']` rule beside it.
 */
const SRC = fileURLToPath(new URL('../../', import.meta.url));

const PHYSICAL_CSS: [RegExp, string][] = [
  [/(?<![\w-])(margin|padding|border)-(left|right)\b/, 'a -left/-right property: use -inline-start/-inline-end'],
  [/(?<![\w-])border-(top|bottom)-(left|right)-radius\b/, 'a physical corner: use border-start-start-radius…'],
  [/(?<![\w-])(left|right)\s*:/, 'left/right: use inset-inline-start/inset-inline-end'],
  [/(?<![\w-])(text-align|float|clear)\s*:\s*(left|right)\b/, 'left/right: use start/end (inline-start/inline-end)'],
];

/** A four-value shorthand whose right and left differ (margin, padding, inset, border widths…), or corners. */
function asymmetricShorthand(property: string, value: string): boolean {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (part) parts.push(part);
      part = '';
    } else part += char;
  }
  if (part) parts.push(part);
  if (parts.length !== 4) return false;
  if (property === 'border-radius') return parts[0] !== parts[1] || parts[2] !== parts[3];
  return parts[1] !== parts[3];
}

/** The physical left/right declarations of a stylesheet, as "line: declaration (why)". */
export function physicalDeclarations(css: string): string[] {
  const found: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  withoutComments.split('\n').forEach((line, index) => {
    for (const declaration of line.split(';')) {
      // The declaration alone: what follows a rule's opening brace, before a closing one.
      const text = declaration
        .slice(declaration.lastIndexOf('{') + 1)
        .split('}')[0]
        .trim();
      if (!text || text.startsWith('@')) continue;
      const rule = PHYSICAL_CSS.find(([pattern]) => pattern.test(text));
      if (rule) found.push(`${index + 1}: ${text} (${rule[1]})`);
      const shorthand = /^(margin|padding|inset|border-width|border-style|border-color|border-radius)\s*:\s*(.+)$/.exec(
        text,
      );
      if (shorthand && asymmetricShorthand(shorthand[1], shorthand[2])) {
        found.push(`${index + 1}: ${text} (right and left differ: use the -inline- properties)`);
      }
    }
  });
  return found;
}

const INLINE_PHYSICAL =
  /\b(left|right|marginLeft|marginRight|paddingLeft|paddingRight|borderLeft\w*|borderRight\w*)\s*:|\b(textAlign|float)\s*:\s*['"](left|right)['"]/;

/** Physical left/right keys of the inline style objects (`style={{ … }}`) of a component's source. */
export function physicalInlineStyles(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/style=\{\{([\s\S]*?)\}\}/g)) {
    const hit = INLINE_PHYSICAL.exec(match[1]);
    if (hit) found.push(hit[0]);
  }
  return found;
}

const files = (ending: RegExp) =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => ending.test(file) && !file.includes('__tests__') && !file.startsWith('testing/'));

describe('stylesheets laid out with logical properties (right to left mirrors them)', () => {
  it('finds each kind of physical left/right declaration (the check can fail)', () => {
    const sample = [
      '.a { margin-left: 1rem; }',
      '.b { padding-right: 0; border-left-color: red; }',
      '.c { left: 0; }',
      '.d { text-align: right; }',
      '.e { float: left; }',
      '.f { margin: 0 1rem 0 2rem; }',
      '.g { border-radius: 0 4px 4px 0; }',
      '.h { border-top-left-radius: 4px; }',
    ].join('\n');
    expect(physicalDeclarations(sample)).toHaveLength(9);
    const logical = [
      '.a { margin-inline-start: 1rem; padding-inline-end: 0; inset-inline-start: 0; }',
      '.b { text-align: start; float: inline-start; margin: 0 1rem 0 1rem; border-radius: 4px 4px 0 0; }',
      '/* the left column */ .c { border-inline-start: 1px solid; }',
    ].join('\n');
    expect(physicalDeclarations(logical)).toEqual([]);
    expect(physicalInlineStyles('<li style={{ top: 1, left: `${x}%` }} />')).toEqual(['left:']);
    expect(physicalInlineStyles('<li style={{ top: 1, insetInlineStart: `${x}%` }} />')).toEqual([]);
  });

  it("no stylesheet under src/, nor the welcome frame's, declares a physical left or right", () => {
    const found = files(/\.css$/).flatMap((file) =>
      physicalDeclarations(readFileSync(`${SRC}${file}`, 'utf8')).map((line) => `${file}:${line}`),
    );
    const frame = new URL('../../../public/landing-frame/frame.css', import.meta.url);
    found.push(...physicalDeclarations(readFileSync(frame, 'utf8')).map((line) => `landing-frame/frame.css:${line}`));
    expect(found).toEqual([]);
  });

  it('no component sets a physical left or right in an inline style', () => {
    const found = files(/\.tsx$/).flatMap((file) =>
      physicalInlineStyles(readFileSync(`${SRC}${file}`, 'utf8')).map((hit) => `${file}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
