/**
 * The fuzz table of a long run made in parts (`--from`, two cores or several days), from the progress files
 * the parts wrote (FUZZ_PROGRESS: a JSON line per endpoint every 100 runs and at the end, src/testing/fuzz/harness.ts).
 *
 * A part is the lines of one endpoint and seed with the same `from`, in the order written; a line whose count is not
 * above the one before starts another part (the same part run again). A part made runs `from` + 1 to its last count,
 * with the failures of its last line, whether it ran to its end or was stopped.
 */

/** The parts in the progress lines (text of one or more files); lines that are not progress records are passed over. */
export function progressParts(text) {
  const parts = [];
  const open = new Map();
  for (const line of text.split('\n')) {
    let record;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    // Files written before --from existed have no `from`: their runs began at the start of the seed.
    const { endpoint, page, seed, from = 0, runs, failures } = record ?? {};
    if (typeof endpoint !== 'string' || ![seed, from, runs, failures].every(Number.isInteger) || runs <= from) continue;
    const key = JSON.stringify([endpoint, seed, from]);
    const part = open.get(key);
    if (part && runs > part.runs) {
      part.runs = runs;
      part.failures = failures;
      continue;
    }
    const started = { endpoint, page: typeof page === 'string' ? page : '', seed, from, runs, failures };
    parts.push(started);
    open.set(key, started);
  }
  return parts;
}

/** Runs `from` + 1 to `runs` of every part, joined: [[first, last], …] in order. */
export function coveredRuns(parts) {
  const ranges = parts.map((part) => [part.from + 1, part.runs]).sort((a, b) => a[0] - b[0]);
  const joined = [];
  for (const [first, last] of ranges) {
    const previous = joined.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else joined.push([first, last]);
  }
  return joined;
}

/** One row per endpoint and seed: the runs of the seed made (joined) and the failures the parts found. */
export function fuzzTableRows(parts) {
  const groups = new Map();
  for (const part of parts) {
    const key = JSON.stringify([part.endpoint, part.seed]);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(part);
  }
  return [...groups.values()]
    .map((group) => ({
      endpoint: group[0].endpoint,
      page: group.find((part) => part.page)?.page ?? '',
      seed: group[0].seed,
      covered: coveredRuns(group),
      failures: group.reduce((sum, part) => sum + part.failures, 0),
    }))
    .sort((a, b) => a.endpoint.localeCompare(b.endpoint) || a.seed - b.seed);
}

const number = (value) => value.toLocaleString('en-GB');

/** The table as Markdown, the way `npm run test:fuzz` prints it. */
export function fuzzTable(rows) {
  const lines = ['| Endpoint | Page | Seed | Runs of the seed | Failures |', '|---|---|---|---|---|'];
  for (const row of rows) {
    const runs = row.covered.map(([first, last]) => `${number(first)}–${number(last)}`).join(', ');
    lines.push(`| \`${row.endpoint}\` | ${row.page} | ${row.seed} | ${runs} | ${row.failures} |`);
  }
  return lines.join('\n');
}
