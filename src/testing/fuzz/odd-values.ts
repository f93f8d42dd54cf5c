/**
 * Values "around" a field of the contract: of the same type as the demo's value but unusual
 * (a date that is no date, a time zone that does not exist, a script address where a link was,
 * a number at the edge, a boolean as text). Such values pass the answer's type checks and reach
 * what the page does with them, where a value of another type is mostly refused by the reader.
 */
import type { Json } from '../drift/variants';

/** The global a payload from an answer would set if the page ran it as script. */
export const PWNED_FLAG = '__fuzzPwned';

const set = `window.${PWNED_FLAG}=1`;

/** Text a page must show as text (or not at all): markup, script addresses, right-to-left, emoji, combining marks. */
export const unusualTexts: readonly string[] = [
  `<script>${set}</script>`,
  `<img src=x onerror="${set}">`,
  `"><svg onload="${set}">`,
  `<a href="javascript:${set}">link</a>`,
  `<iframe srcdoc="<script>parent.${PWNED_FLAG}=1</script>"></iframe>`,
  `javascript:${set}`,
  ` JaVaScRiPt:${set}`,
  `\tjavascript:${set}`,
  `data:text/html,<script>${set}</script>`,
  `vbscript:${set}`,
  'مؤتمر لندن السنوي للاستثمار',
  '\u202Eevil.exe\u202C',
  'שלום עולם (London)',
  '👩🏽‍💻🇬🇧🏳️‍🌈👨‍👩‍👧‍👦',
  'Z̷̢͓̓a̵̢̛l̴̰̈g̸̱̈́o̵͇͝ t̶̛͔e̴̢͝x̸̣̌t̷̰̓',
  'e\u0301\u0302\u0303\u0304\u0305',
  '\u0000\u0001\u001f',
  '\u200B\u200C\u200D\uFEFF',
  '   ',
  '',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  '{{constructor.constructor("return 1")()}}',
  '${7*7}',
  '%s %d %n',
  '__proto__',
  'constructor',
  '\uD800',
  '2025-02-30',
  '0000-00-00',
  '9999-12-31',
  '2025-09-08 25:61:00',
  '2025-09-08T10:00:00Z',
  '99:99:99',
  '24:00:00',
  'not a date',
  'Europe/Atlantis',
  '+99:00',
];

/** Numbers at the edges, and numbers sent as text a parser may trip on. */
export const edgeNumbers: readonly Json[] = [
  0,
  -1,
  1,
  0.5,
  -1.5,
  2147483647,
  -2147483648,
  2 ** 53,
  1e21,
  1e308,
  -1e308,
  5e-324,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '١٢',
  ' 12 ',
  '12abc',
  '007',
  '1,000',
  '-0',
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;

const oddDates = [
  '2025-02-30',
  '2025-13-01',
  '0000-00-00',
  '9999-12-31',
  '2025-9-8',
  '08/09/2025',
  '2025-09-08T00:00:00',
  '1970-01-01',
  '',
];
const oddTimes = ['24:00:00', '99:99:99', '14:00', '2:00 PM', '14:00:00.000', '-01:00:00', '00:00:00', '23:59:59', ''];
const oddDateTimes = [
  '2025-02-30 10:00:00',
  '2025-09-08T10:00:00Z',
  '2025-09-08 25:61:00',
  '2025-09-08',
  'not a date',
  '',
];
const oddZones = ['Europe/Atlantis', 'UTC', 'Etc/GMT+14', '+99:00', 'europe/london', 'Asia/Kolkata', 'Local', ''];
const oddLinks = [
  `javascript:window.${PWNED_FLAG}=1`,
  ` JaVaScRiPt:window.${PWNED_FLAG}=1`,
  `data:text/html,<script>window.${PWNED_FLAG}=1</script>`,
  '//evil.example/path',
  '/\\evil.example',
  'http://',
  'https://exa mple.example',
  'ftp://files.example/x',
  'mailto:',
  'www.example.com',
];
const oddEmails = [
  'a@b',
  '"<script>"@example.com',
  'name@xn--80ak6aa92e.com',
  '@',
  'a b@example.com',
  `javascript:window.${PWNED_FLAG}=1`,
];
const oddNumbers: Json[] = [0, -1, 1, 0.5, -0.5, 2147483647, 2 ** 53, 1e21, 1e308, 5e-324, ' 12 ', '007', '1e3', '-0'];

/** The unusual values of the kind of `value`, or null for a list or an object (mutated otherwise). */
function oddValues(value: Json): readonly Json[] | null {
  if (typeof value === 'number') return oddNumbers;
  if (typeof value === 'boolean') return [!value, 0, 1, '0', '1', 'true', 'false', 'yes', ''];
  if (value === null) return [...unusualTexts.slice(0, 12), ...oddNumbers.slice(0, 6), true, false];
  if (typeof value !== 'string') return null;
  if (DATE.test(value)) return oddDates;
  if (TIME.test(value)) return oddTimes;
  if (DATE_TIME.test(value)) return oddDateTimes;
  if (/^[A-Z][a-z]+\/[A-Za-z_]+/.test(value)) return oddZones;
  if (/^(https?:|mailto:|\/)/i.test(value)) return oddLinks;
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return oddEmails;
  return unusualTexts;
}

/** The `k`-th unusual value of the kind of `value`; a list or an object is emptied. */
export function oddValue(value: Json, k: number): Json {
  const values = oddValues(value);
  if (values === null) return Array.isArray(value) ? [] : {};
  return values[Math.abs(k) % values.length];
}
