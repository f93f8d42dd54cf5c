#!/usr/bin/env node
/**
 * `npm run fonts:subset`: writes the portal's typeface files (src/styles/fonts) from the installed fonts (settings in
 * scripts/lib/font-subset.mjs). Run it after changing those settings or updating a font package, and put each printed
 * `unicode-range` in its @font-face of src/styles/global.css.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FACES, makeSubset, unicodeRange } from './lib/font-subset.mjs';

for (const face of FACES) {
  const font = await makeSubset(face);
  writeFileSync(face.output, font);
  console.log(`${path.relative(process.cwd(), face.output)}: ${(font.length / 1024).toFixed(1)} KB`);
  console.log(`  ${face.family} unicode-range: ${unicodeRange(face)};`);
}
