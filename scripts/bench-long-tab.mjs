#!/usr/bin/env node
/**
 * `npm run bench:long-tab`: a tab left open all week (tests/e2e/long-tab.own-api.spec.ts at full length).
 * One signed-in tab of the mocking-off build (its API answered in node) goes through 300 route
 * changes and 100 refetch rounds while the clock runs from 20 August to the last conference day. It
 * prints the JS heap after garbage collection, DOM nodes, detached DOM nodes, event listeners and
 * running intervals on the start page before and after, and fails when the heap grew by 5 MB or more
 * or the tab holds more of the others than at the start.
 *
 *   npm run bench:long-tab                      300 route changes, 100 refetch rounds
 *   npm run bench:long-tab -- --routes=1000 --refetches=300
 *
 * Builds dist-e2e and dist-faults first unless E2E_SKIP_BUILD=1 (the browser tests' configuration does it).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, LONG_TAB_ROUTES: '300', LONG_TAB_REFETCHES: '100', E2E_TRACE: 'off' };
for (const arg of process.argv.slice(2)) {
  const match = /^--(routes|refetches)=([1-9]\d*)$/.exec(arg);
  if (!match) {
    console.error(`Unknown argument ${arg}: use --routes=N or --refetches=N`);
    process.exit(2);
  }
  env[match[1] === 'routes' ? 'LONG_TAB_ROUTES' : 'LONG_TAB_REFETCHES'] = match[2];
}

const child = spawn(
  'npx',
  ['playwright', 'test', 'tests/e2e/long-tab.own-api.spec.ts', '--project=own-api', '--workers=1', '--reporter=list'],
  { cwd: root, env, stdio: 'inherit' },
);
child.once('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
