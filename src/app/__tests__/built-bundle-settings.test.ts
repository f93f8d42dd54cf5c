/**
 * The production build (mocking off, the shipped sample settings): it succeeds, ends with
 * the list of organiser settings still holding sample values, and its JavaScript carries no
 * OAuth client secret — the calendar code exchange relies on PKCE unless the organiser sets
 * VITE_OUTLOOK_CLIENT_SECRET.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
let outDir = '';
let output = '';
let javascript = '';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

beforeAll(() => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-production-'));
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    encoding: 'utf8',
    // Only the shipped samples: no organiser value from the environment running the test.
    env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_'))),
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}`);
  output = result.stdout;
  javascript = filesUnder(outDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('production build with the sample settings', () => {
  it('ends with the list of settings still holding sample values', () => {
    const lines = output.trimEnd().split('\n');
    const start = lines.findIndex((line) => line.startsWith('Organiser settings still holding sample values'));
    expect(start).toBeGreaterThan(0);
    const listed = lines.slice(start + 1).map((line) => /^ {2}- (VITE_\w+) = /.exec(line)?.[1]);
    expect(listed).toContain('VITE_CONFERENCE_EMAIL');
    expect(listed).toContain('VITE_FILE_HOST');
    expect(listed).toContain('VITE_OUTLOOK_CLIENT_ID');
    expect(listed.every(Boolean)).toBe(true);
  });

  it('ships no OAuth client secret, demo or other, and asks for the PKCE challenge', () => {
    expect(javascript.length).toBeGreaterThan(100_000);
    expect(javascript).not.toContain('demo-client-secret');
    expect(javascript).not.toMatch(/client_secret\s*:\s*["'`]/);
    expect(javascript).toContain('code_challenge_method');
  });
});
