import { describe, expect, it } from 'vitest';
import { coveredRuns, fuzzTable, fuzzTableRows, progressParts } from '../../../scripts/lib/fuzz-progress.mjs';

/** Progress lines as the harness writes them (FUZZ_PROGRESS). */
const line = (endpoint: string, from: number, runs: number, failures = 0, seed = 20250908) =>
  JSON.stringify({ endpoint, page: '/auth/my-survey', from, runs, failures, seed, at: '2026-11-27T16:00:00.000Z' });

describe('the fuzz table of a run made in parts', () => {
  it('joins the parts of an endpoint, one after the other or side by side', () => {
    const coreA = [line('auth/my-survey', 0, 100), line('auth/my-survey', 0, 200)].join('\n');
    const coreB = [line('auth/my-survey', 200, 300), line('auth/my-survey', 200, 400, 1)].join('\n');
    const rows = fuzzTableRows([...progressParts(coreA), ...progressParts(coreB)]);
    expect(rows).toEqual([
      { endpoint: 'auth/my-survey', page: '/auth/my-survey', seed: 20250908, covered: [[1, 400]], failures: 1 },
    ]);
    expect(fuzzTable(rows)).toContain('| `auth/my-survey` | /auth/my-survey | 20250908 | 1–400 | 1 |');
  });

  it('shows the runs a stopped part made and the gaps between parts', () => {
    const text = [line('auth/cut-off-date', 0, 100), line('auth/cut-off-date', 3300, 3400)].join('\n');
    const rows = fuzzTableRows(progressParts(text));
    expect(rows[0].covered).toEqual([
      [1, 100],
      [3301, 3400],
    ]);
    expect(fuzzTable(rows)).toContain('| 1–100, 3,301–3,400 |');
  });

  it('counts a part run again as another part, and its failures', () => {
    const text = [
      line('auth/tour-booking', 0, 100, 1),
      line('auth/tour-booking', 0, 200, 2),
      line('auth/tour-booking', 0, 100, 0),
    ].join('\n');
    const parts = progressParts(text);
    expect(parts.map((part) => [part.runs, part.failures])).toEqual([
      [200, 2],
      [100, 0],
    ]);
    expect(fuzzTableRows(parts)[0]).toMatchObject({ covered: [[1, 200]], failures: 2 });
  });

  it('keeps seeds and endpoints apart and passes over what is not a progress line', () => {
    const text = [
      'not json',
      '{"endpoint":"auth/preferences","from":"0","runs":100,"failures":0,"seed":1}',
      line('auth/preferences', 0, 100, 0, 7),
      line('auth/preferences', 0, 100),
      line('auth/preferences/slots', 0, 100),
    ].join('\n');
    const rows = fuzzTableRows(progressParts(text));
    expect(rows.map((row) => [row.endpoint, row.seed])).toEqual([
      ['auth/preferences', 7],
      ['auth/preferences', 20250908],
      ['auth/preferences/slots', 20250908],
    ]);
  });

  it('reads a file written before --from existed as runs from the start', () => {
    const text = JSON.stringify({ endpoint: 'auth/media-slots', page: '/user/media', runs: 300, failures: 0, seed: 5 });
    expect(fuzzTableRows(progressParts(text))[0].covered).toEqual([[1, 300]]);
  });

  it('joins ranges that touch or overlap, in order', () => {
    const part = (from: number, runs: number) => ({ endpoint: 'e', page: '', seed: 1, from, runs, failures: 0 });
    expect(coveredRuns([part(400, 800), part(0, 400), part(700, 900), part(1000, 1100)])).toEqual([
      [1, 900],
      [1001, 1100],
    ]);
  });
});
