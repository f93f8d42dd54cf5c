#!/usr/bin/env node
/**
 * `npm run test:fuzz:table -- <progress files>`: the fuzz table of a long run made in parts, from the files its
 * parts wrote with FUZZ_PROGRESS (scripts/lib/fuzz-progress.mjs says how the parts are read).
 *
 *   FUZZ_PROGRESS=/tmp/a.jsonl npm run test:fuzz -- --runs=2500 --only=auth/my-survey
 *   FUZZ_PROGRESS=/tmp/b.jsonl npm run test:fuzz -- --runs=5000 --from=2500 --only=auth/my-survey
 *   npm run test:fuzz:table -- /tmp/a.jsonl /tmp/b.jsonl
 */
import { readFileSync } from 'node:fs';
import { fuzzTable, fuzzTableRows, progressParts } from './lib/fuzz-progress.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Name the progress files: npm run test:fuzz:table -- /tmp/a.jsonl /tmp/b.jsonl');
  process.exit(2);
}
const parts = files.flatMap((file) => progressParts(readFileSync(file, 'utf8')));
const rows = fuzzTableRows(parts);
const failures = rows.reduce((sum, row) => sum + row.failures, 0);
const count = (n, what) => `${n} ${what}${n === 1 ? '' : 's'}`;
process.stdout.write(
  `${fuzzTable(rows)}\n\n${count(rows.length, 'endpoint')}, ${count(parts.length, 'part')}, ${count(failures, 'failure')}.\n`,
);
