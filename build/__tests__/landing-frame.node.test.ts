import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT } from '../csp.js';
import { LANDING_FRAME, landingFrameHtml } from '../plugins/landing-frame.js';

const source = readFileSync(new URL(`../../public/${LANDING_FRAME}`, import.meta.url), 'utf8');
const builtIndex = `<head>
    <link rel="preload" href="/assets/inter-portal-AbC123.woff2" as="font" type="font/woff2" crossorigin>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-XyZ789.css">
  </head>`;
const fail = (message: string): never => {
  throw new Error(message);
};
const build = (html = source) => landingFrameHtml(html, builtIndex, "default-src 'self'", fail);

describe('the built welcome frame', () => {
  it("links the portal's built stylesheet and typeface instead of their source paths", () => {
    const html = build();
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-XyZ789.css">');
    expect(html).toContain('<link rel="preload" href="/assets/inter-portal-AbC123.woff2" as="font"');
    expect(html).not.toContain('/src/');
    expect(html).not.toContain('modulepreload');
  });

  it('carries the policy before its one script, which is the hashed head script', () => {
    const html = build();
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(-1);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script>'));
    expect([...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1])).toEqual([HEAD_SCRIPT]);
  });

  it('fails the build on any other inline script', () => {
    const changed = source.replace('</body>', '<script>alert(1)</script></body>');
    expect(() => build(changed)).toThrow(/script other than/);
  });

  it('offers "Sign in" to a visitor and "Go to my dashboard" to a signed-in attendee, each by the session rule', () => {
    expect(source).toMatch(
      /<li class="only-signed-out"><a class="btn btn--light" href="\/auth\/login"[^>]*>Sign in<\/a>/,
    );
    expect(source).toMatch(
      /<li class="only-signed-in">\s*<a class="btn btn--light" href="\/user\/dashboard"[^>]*>Go to my dashboard<\/a>/,
    );
    expect(source).not.toContain('View my dashboard');
  });
});
