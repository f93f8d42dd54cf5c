#!/usr/bin/env node
/**
 * `npm run fonts:subset`: writes src/styles/fonts/inter-portal.woff2 from the installed Inter (settings in
 * scripts/lib/font-subset.mjs). Run it after changing those settings or updating @fontsource-variable/inter,
 * and put the printed `unicode-range` in the @font-face of src/styles/global.css.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeSubset, OUTPUT, unicodeRange } from './lib/font-subset.mjs';

const font = await makeSubset();
writeFileSync(OUTPUT, font);
console.log(`${path.relative(process.cwd(), OUTPUT)}: ${(font.length / 1024).toFixed(1)} KB`);
console.log(`unicode-range: ${unicodeRange()};`);
