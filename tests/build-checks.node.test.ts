import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT, tweakChecks } from '../scripts/lib/build-checks.mjs';

/**
 * The build check that what two build tweaks leave out (react-router's development warnings, axios's
 * fetch adapter) stays out of the built JavaScript (scripts/check-build.mjs runs it on both builds).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const filler = `const portal = ${JSON.stringify('x'.repeat(100_000))};\n`;

/** The names of the checks that throw on `javascript`, and the first message. */
function failures(javascript: string, leftOut = LEFT_OUT) {
  const failed: string[] = [];
  const messages: string[] = [];
  for (const [name, check] of tweakChecks({ root, javascript, leftOut })) {
    try {
      check();
    } catch (error) {
      failed.push(name);
      messages.push((error as Error).message);
    }
  }
  return { failed, message: messages[0] ?? '' };
}

const installed = (folder: string) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => readFileSync(path.join(root, folder, name), 'utf8'))
    .join('\n');

describe('the check on what the build tweaks leave out', () => {
  it('passes JavaScript without them', () => {
    expect(failures(`${filler}console.log("No routes");`).failed).toEqual([]);
  });

  it("fails JavaScript holding react-router's development build", () => {
    const { failed, message } = failures(filler + installed('node_modules/react-router/dist/development'));
    expect(failed).toEqual([
      "its JavaScript holds none of react-router's development warnings (react-router-production)",
    ]);
    expect(message).toMatch(/react-router-production no longer has its effect/);
  });

  it('fails JavaScript holding one of its warnings', () => {
    const javascript = `${filler}console.warn(\`No routes matched location "\${location.pathname}"\`);`;
    expect(failures(javascript).failed).toEqual([
      "its JavaScript holds none of react-router's development warnings (react-router-production)",
    ]);
  });

  it("fails JavaScript holding axios's fetch adapter", () => {
    const fetchAdapter = readFileSync(path.join(root, 'node_modules/axios/lib/adapters/fetch.js'), 'utf8');
    const { failed, message } = failures(filler + fetchAdapter);
    expect(failed).toEqual(["its JavaScript holds none of axios's fetch adapter (axios-xhr-only)"]);
    expect(message).toMatch(/axios-xhr-only no longer has its effect/);
  });

  it('fails when the installed package no longer holds a text it looks for (an upgrade reworded it)', () => {
    const reworded = [{ ...LEFT_OUT[1], texts: [...LEFT_OUT[1].texts, 'a text axios never wrote'] }];
    const { failed, message } = failures(filler, reworded);
    expect(failed).toHaveLength(1);
    expect(message).toMatch(/axios\/lib\/adapters\/fetch\.js no longer holds "a text axios never wrote"/);
  });

  it('fails too little JavaScript to be a whole build', () => {
    expect(failures('console.log(1);').failed).toHaveLength(LEFT_OUT.length);
  });
});
