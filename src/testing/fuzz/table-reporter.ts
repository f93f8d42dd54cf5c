/**
 * Prints the fuzz suite's table, as the drift suite prints its own: endpoint (and the page it
 * was served to) × runs × failures, read from each fuzz test's meta (harness.tsx), then the totals.
 */
import type { Reporter, TestModule } from 'vitest/node';
import type { FuzzResult } from './harness';

export default class FuzzTableReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows: (FuzzResult & { state: string })[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const fuzz = test.meta().fuzz;
        if (fuzz) rows.push({ ...fuzz, state: test.result().state });
      }
    }
    if (rows.length === 0) return;
    rows.sort((a, b) => a.endpoint.localeCompare(b.endpoint));
    const lines = ['| Endpoint | Page | Runs | Failures |', '|---|---|---|---|'];
    for (const row of rows) {
      const made = row.from === 0 ? `${row.runs}` : `${row.from + 1}–${row.runs}`;
      lines.push(`| \`${row.endpoint}\` | ${row.page} | ${made} | ${row.failures} |`);
    }
    const runs = rows.reduce((sum, row) => sum + row.runs - row.from, 0);
    const failures = rows.reduce((sum, row) => sum + row.failures, 0);
    const seeds = [...new Set(rows.map((row) => row.seed))].join(', ');
    lines.push('', `Fuzz suite: ${rows.length} endpoints, ${runs} runs, ${failures} failures (seed ${seeds}).`);
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  }
}
