/**
 * Prints the drift suite's table: endpoint × drift kind → pass/FAIL and the number of
 * variants, read from the test names (see `driftTestName`), then the totals.
 */
import type { Reporter, TestModule } from 'vitest/node';

const NAME = /^(.+?) › (.+?) › (\d+) variants?$/;

type Cell = { passed: boolean; variants: number };

export default class DriftTableReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const table = new Map<string, Map<string, Cell>>();
    const kinds: string[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const match = NAME.exec(test.name);
        if (!match) continue;
        const [, endpoint, kind, count] = match;
        if (!kinds.includes(kind)) kinds.push(kind);
        const row = table.get(endpoint) ?? new Map<string, Cell>();
        row.set(kind, { passed: test.result().state === 'passed', variants: Number(count) });
        table.set(endpoint, row);
      }
    }
    if (table.size === 0) return;
    let total = 0;
    let failed = 0;
    const lines = [`| Endpoint | ${kinds.join(' | ')} |`, `|---|${kinds.map(() => '---').join('|')}|`];
    for (const [endpoint, row] of [...table].sort(([a], [b]) => a.localeCompare(b))) {
      const cells = kinds.map((kind) => {
        const cell = row.get(kind);
        if (!cell) return '—';
        total += cell.variants;
        if (!cell.passed) failed += cell.variants;
        return `${cell.passed ? 'pass' : 'FAIL'} (${cell.variants})`;
      });
      lines.push(`| \`${endpoint}\` | ${cells.join(' | ')} |`);
    }
    lines.push('', `Drift suite: ${total} variants, ${total - failed} pass, ${failed} fail.`);
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  }
}
