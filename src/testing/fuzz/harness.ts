/**
 * The fuzz suite of one endpoint: fetches the mock backend's demo answer, serves fuzz cases of it
 * (arbitraries.ts) to the signed-in page that reads it and checks each visit (visit.ts).
 *
 * The runs and the seed come from the environment (scripts/fuzz.mjs): FUZZ_RUNS, FUZZ_SEED.
 * Every run is counted; when some fail, fast-check is run again on the same seed to shrink
 * the first failure, and the test fails with that counterexample.
 */
import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzCases } from './arbitraries';
import { fittingAnswer, rawAnswer, type FuzzCase, type Json } from './mutations';
import { demoAnswer, lastOutcome, lastSent, visit, type FuzzEndpoint } from './visit';

export type { FuzzEndpoint, FormContext, SentRequest } from './visit';

export const DEFAULT_RUNS = 6;
export const DEFAULT_SEED = 20250908;

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export const fuzzRuns = () => numberFromEnv('FUZZ_RUNS', DEFAULT_RUNS);
export const fuzzSeed = () => numberFromEnv('FUZZ_SEED', DEFAULT_SEED);
/**
 * FUZZ_FROM: how many runs of the seed an earlier part of a long run made. Their cases are generated (fast-check's
 * cases depend on the seed and their place in the sequence) but not served: the runs made are FUZZ_FROM + 1 to FUZZ_RUNS.
 */
export const fuzzFrom = () => numberFromEnv('FUZZ_FROM', 0);

/** A fuzz table cell, read back by the table reporter from the test's meta: runs `from` + 1 to `runs` of the seed. */
export type FuzzResult = { endpoint: string; page: string; from: number; runs: number; failures: number; seed: number };

declare module 'vitest' {
  interface TaskMeta {
    fuzz?: FuzzResult;
  }
}

/** Describes a case for a failure report: the mutations, or the kind of whole answer. */
export function describeCase(fuzzCase: FuzzCase): string {
  if ('whole' in fuzzCase) {
    const { status, contentType, body } = fuzzCase.whole;
    return `whole answer ${status} ${contentType}: ${body.slice(0, 120)}`;
  }
  return fuzzCase.mutations
    .map(
      (m) =>
        `${m.op} at "${m.at}"${m.pick === null ? '' : ` (#${m.pick})`}${'value' in m ? ` = ${fc.stringify(m.value).slice(0, 80)}` : ''}${'key' in m ? ` key "${m.key}"` : ''}`,
    )
    .join('; ');
}

/**
 * A long run (`--runs=5000`) takes hours: with FUZZ_PROGRESS set to a file, every endpoint adds a line
 * (JSON) to it each PROGRESS_EVERY runs, so the runs made so far are known if the run is stopped.
 */
const PROGRESS_EVERY = 100;
function progress(result: FuzzResult) {
  const file = process.env.FUZZ_PROGRESS;
  if (file) appendFileSync(file, `${JSON.stringify({ ...result, at: new Date().toISOString() })}\n`);
}

/**
 * With FUZZ_TRACE set to a file, each case is written to it (JSON as FUZZ_REPLAY takes it, cut at 100 kB) before its
 * visit: a run that takes the test process down (out of memory, a hang) leaves its last case there.
 */
function trace(run: number, fuzzCase: FuzzCase) {
  const file = process.env.FUZZ_TRACE;
  if (file) appendFileSync(file, `${run}\t${JSON.stringify(fuzzCase).slice(0, 100_000)}\n`);
}

/** How long a failure is shrunk before it is reported as it stands. */
const SHRINK_MS = 10 * 60_000;

/** FUZZ_ONLY (a part of an endpoint's label) runs the suites of those endpoints only. */
const selected = (endpoint: FuzzEndpoint) => !process.env.FUZZ_ONLY || endpoint.label.includes(process.env.FUZZ_ONLY);

export function fuzzSuite(endpoint: FuzzEndpoint) {
  describe.runIf(selected(endpoint))(`fuzz: ${endpoint.label}`, () => {
    let demo: Json;
    beforeAll(async () => {
      demo = await demoAnswer(endpoint);
    });

    const replay = process.env.FUZZ_REPLAY;
    // The checks hold for the demo answer, and the page shows its content with it: a fuzz run that
    // fails is the answer's doing, and one that passes is not a page that never got as far.
    it.skipIf(replay)(
      `${endpoint.label}: the demo answer passes and shows the content`,
      async () => {
        const answer = rawAnswer(demo, { mutations: [] });
        expect(await visit(endpoint, answer)).toEqual([]);
        expect(lastOutcome).toBe('content');
      },
      120_000,
    );

    // FUZZ_REPLAY (a case as the failure report prints it, in JSON) visits the page with that one case.
    it.runIf(replay)(
      `${endpoint.label}: replay`,
      async () => {
        const fuzzCase = JSON.parse(replay ?? '{}') as FuzzCase;
        const problems = await visit(endpoint, rawAnswer(demo, fuzzCase));
        process.stdout.write(
          `\nreplay ${describeCase(fuzzCase)}\n→ ${problems.join('\n→ ') || 'no problem'}\n${document.querySelector('main')?.outerHTML.slice(0, 20_000) ?? 'no main'}\n${lastSent.map((r) => `${r.method} ${r.path} ${r.body.slice(0, 2000)}\n${r.page.outerHTML.slice(0, 60_000)}`).join('\n')}\n`,
        );
      },
      120_000,
    );

    it.skipIf(replay)(
      `${endpoint.label} on ${endpoint.page}`,
      async ({ task }) => {
        const runs = fuzzRuns();
        const seed = fuzzSeed();
        const from = fuzzFrom();
        if (from >= runs) throw new Error(`FUZZ_FROM (${from}) must be below FUZZ_RUNS (${runs}).`);
        const cases = fuzzCases(demo);
        let failures = 0;
        let run = 0;
        // Cases generated, the ones passed over for their size included: the index fast-check's `path` takes.
        let generated = 0;
        let firstFailure = -1;
        const examples: string[] = [];
        await fc.assert(
          fc.asyncProperty(cases, async (fuzzCase) => {
            generated += 1;
            const answer = fittingAnswer(demo, fuzzCase);
            fc.pre(answer !== null);
            if (run < from) {
              run += 1;
              return;
            }
            trace(run, fuzzCase);
            const problems = await visit(endpoint, answer);
            if (problems.length > 0) {
              failures += 1;
              if (firstFailure < 0) firstFailure = generated - 1;
              if (examples.length < 3) examples.push(`${describeCase(fuzzCase)}\n    → ${problems.join('\n    → ')}`);
            }
            run += 1;
            if (run % PROGRESS_EVERY === 0 || run === runs)
              progress({ endpoint: endpoint.label, page: endpoint.page, from, runs: run, failures, seed });
          }),
          { seed, numRuns: runs },
        );
        task.meta.fuzz = { endpoint: endpoint.label, page: endpoint.page, from, runs, failures, seed };
        if (failures === 0) return;
        process.stdout.write(
          `\n${endpoint.label}: ${failures} of ${runs - from} runs failed, for example:\n${examples.join('\n')}\n`,
        );
        // The first failure again (straight from its run), shrunk to the fewest and smallest mutations that
        // still fail; shrinking stops after SHRINK_MS with the smallest case found by then.
        await fc.assert(
          fc.asyncProperty(cases, async (fuzzCase) => {
            const answer = fittingAnswer(demo, fuzzCase);
            fc.pre(answer !== null);
            const problems = await visit(endpoint, answer, { quickStuck: true });
            expect(problems, describeCase(fuzzCase)).toEqual([]);
          }),
          {
            seed,
            // From `path` on, fast-check runs numRuns cases: the failed one only, then its shrinks.
            numRuns: 1,
            path: String(firstFailure),
            interruptAfterTimeLimit: SHRINK_MS,
            markInterruptAsFailure: true,
          },
        );
        throw new Error(`${failures} of ${runs - from} runs failed, but the failure did not repeat when shrinking.`);
      },
      0,
    );
  });
}
