/**
 * The built index.html (the e2e build, as dist-e2e is made) carries the
 * Content-Security-Policy before any script or stylesheet and holds no inline script
 * or handler; deploy/nginx.conf sends the same policy plus frame-ancestors.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../vite.config';

const root = path.resolve(__dirname, '../../..');
let outDir = '';
let html = '';

beforeAll(() => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-index-'));
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}`);
  html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const decode = (value: string) => value.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

function metaPolicy(): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\s*\/?>/.exec(html);
  if (!match) throw new Error('no Content-Security-Policy meta tag');
  return decode(match[1]);
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('built index.html', () => {
  it('carries the policy as the first element of <head>, before every script and stylesheet', () => {
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    expect(head.trim().startsWith('<meta http-equiv="Content-Security-Policy"')).toBe(true);
    expect(metaPolicy()).toBe(contentSecurityPolicy({}));
  });

  it('allows only what the portal uses', () => {
    const policy = directives(metaPolicy());
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://files.londonconference.example']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // Ignored (with a console warning) in a <meta> policy: sent by the server instead.
    expect(policy.has('frame-ancestors')).toBe(false);
  });

  it('has no inline script, no inline handler and no javascript: URL', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('links a valid web app manifest whose icons are PNGs of the stated sizes', () => {
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest">/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/icons\/apple-touch-icon\.png" \/>/);
    expect(html).toMatch(/<meta name="theme-color" content="#00502e" \/>/);
    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.webmanifest'), 'utf8')) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'London One-on-One Conference', short_name: 'London 1:1', start_url: '/user/dashboard', display: 'standalone', theme_color: '#00502e' });
    const sizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    expect(sizes).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const png = readFileSync(path.join(outDir, icon.src));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it('builds the service worker with the app shell precached and no API route, registered by the app (no registration script)', () => {
    const worker = readFileSync(path.join(outDir, 'service-worker.js'), 'utf8');
    expect(worker).toContain('"index.html"');
    expect(worker).toContain('manifest.webmanifest');
    expect(worker).not.toContain('mockServiceWorker.js');
    expect(worker).not.toMatch(/registerRoute\((?!new [a-z]+\.NavigationRoute)/);
    expect(existsSync(path.join(outDir, 'registerSW.js'))).toBe(false);
    expect(html).not.toContain('registerSW');
  });

  it('keeps the mock service worker in a mock build only', () => {
    expect(existsSync(path.join(outDir, 'mockServiceWorker.js'))).toBe(true);
  });
});

describe('policy options', () => {
  it('adds the file host and an absolute API origin, and frame-ancestors for a header', () => {
    const policy = directives(
      contentSecurityPolicy({ VITE_FILE_HOST: 'https://cdn.example.org/photos/', VITE_API_BASE_URL: 'https://api.example.org/api/v1/user' }, { forHeader: true }),
    );
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.example.org']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.org']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://api.example.org']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('deploy/nginx.conf sends the default policy in its header form', () => {
    const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
    const header = /add_header Content-Security-Policy "([^"]+)" always;/.exec(conf)?.[1];
    expect(header).toBe(contentSecurityPolicy({}, { forHeader: true }));
  });
});
