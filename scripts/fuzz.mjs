#!/usr/bin/env node
/**
 * `npm run test:fuzz`: the fuzz suite (src/testing/fuzz, vitest.fuzz.config.ts) with its table.
 *
 *   npm run test:fuzz                         the runs npm test makes (a few per endpoint, seed fixed)
 *   npm run test:fuzz -- --runs=5000          5,000 runs per endpoint (by hand: it takes hours)
 *   npm run test:fuzz -- --seed=7 --only=auth/my-survey
 *                                             another seed; only the endpoints whose label contains the text
 *   npm run test:fuzz -- --runs=5000 --from=2500 --only=auth/preferences/slots
 *                                             runs 2,501 to 5,000 of the seed only: the cases before are generated
 *                                             but not served (a long run split in parts, on two cores or two days)
 *   FUZZ_PROGRESS=/tmp/a.jsonl npm run test:fuzz -- --runs=5000
 *                                             a line per endpoint every 100 runs into the file; the files of a
 *                                             run made in parts give its table: npm run test:fuzz:table -- <files>
 *   FUZZ_TRACE=/tmp/cases.txt npm run test:fuzz -- --runs=5000
 *                                             each case written to the file before its visit (a run that takes
 *                                             the process down leaves its last case there, for FUZZ_REPLAY)
 *
 * Any other argument goes to vitest (a file filter, --reporter=…).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
const rest = [];
for (const arg of process.argv.slice(2)) {
  const match = /^--(runs|seed|only|from)=(.+)$/.exec(arg);
  if (!match) {
    rest.push(arg);
    continue;
  }
  const [, name, value] = match;
  // --from=0 is the start of the seed, as without --from (a script that splits a run may begin there).
  const smallest = name === 'from' ? 0 : 1;
  if (name !== 'only' && !(/^\d+$/.test(value) && Number(value) >= smallest)) {
    console.error(`--${name} takes a whole number of at least ${smallest}, not ${value}`);
    process.exit(2);
  }
  env[{ runs: 'FUZZ_RUNS', seed: 'FUZZ_SEED', only: 'FUZZ_ONLY', from: 'FUZZ_FROM' }[name]] = value;
}

const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.fuzz.config.ts', ...rest], {
  cwd: root,
  env,
  stdio: 'inherit',
});
child.once('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
