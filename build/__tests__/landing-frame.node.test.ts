import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANDING_FRAME, LANDING_FRAMES, landingFrameHtml } from '../plugins/landing-frame.js';

const source = readFileSync(new URL(`../../public/${LANDING_FRAME}`, import.meta.url), 'utf8');
const builtIndex = `<!doctype html><html><head>
    <link rel="preload" href="/assets/inter-portal-AbC123.woff2" as="font" type="font/woff2" crossorigin>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-XyZ789.css">
  </head><body></body></html>`;
const headScript = "(()=>{document.documentElement.dataset.head='1'})();";
const build = (html = source) => landingFrameHtml(html, { headScript, builtIndex, policy: "default-src 'self'" });
const scriptsOf = (html: string) => [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);

describe('the built welcome frame', () => {
  it("links the portal's built stylesheet and typeface instead of their source paths", () => {
    const html = build();
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/index-XyZ789.css">');
    expect(html).toContain('<link rel="preload" href="/assets/inter-portal-AbC123.woff2" as="font"');
    expect(html).not.toContain('/src/');
    expect(html).not.toContain('modulepreload');
  });

  it('carries the policy right after the character set, before its one script, the head script', () => {
    const html = build();
    const charset = html.indexOf('<meta charset');
    const policy = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(charset).toBeGreaterThan(-1);
    expect(policy).toBeGreaterThan(charset);
    expect(policy).toBeLessThan(html.indexOf('<script>'));
    expect(scriptsOf(html)).toEqual([headScript]);
  });

  it('in development gets the head script and keeps its source links, with no policy', () => {
    const html = landingFrameHtml(source, { headScript });
    expect(scriptsOf(html)).toEqual([headScript]);
    expect(html).toContain('href="/src/styles/global.css"');
    expect(html).not.toContain('Content-Security-Policy');
  });

  it('fails the build on a script of its own', () => {
    const changed = source.replace('</body>', '<script>alert(1)</script></body>');
    expect(() => build(changed)).toThrow(/script of its own/);
  });

  it("fails the build when the frame or index.html no longer links the portal's stylesheet", () => {
    expect(() => build(source.replace('href="/src/styles/global.css"', 'href="/other.css"'))).toThrow(/stylesheet/);
    expect(() =>
      landingFrameHtml(source, { headScript, builtIndex: '<head></head>', policy: "default-src 'self'" }),
    ).toThrow(/index.html links no stylesheet/);
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

describe('the Arabic welcome frame', () => {
  const arabic = readFileSync(new URL(`../../public/${LANDING_FRAMES[1]}`, import.meta.url), 'utf8');
  /** The page's structure: its elements with their classes, links and ids, texts left out. */
  const skeleton = (html: string) =>
    [...html.split('<body>')[1].matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attributes]) =>
      [tag, ...[...attributes.matchAll(/(class|href|id|src|target)="([^"]*)"/g)].map(([, n, v]) => `${n}=${v}`)].join(
        ' ',
      ),
    );

  it('is the English page, element for element, in Arabic and right to left', () => {
    expect(skeleton(arabic)).toEqual(skeleton(source));
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<title>مؤتمر لندن للاجتماعات الثنائية</title>');
  });

  it('says nothing in English, its texts and accessible names included', () => {
    const body = arabic.split('<body>')[1];
    const texts = [...body.matchAll(/>([^<]+)</g)].map(([, text]) => text.trim()).filter(Boolean);
    const names = [...body.matchAll(/(?:alt|aria-label)="([^"]*)"/g)].map(([, text]) => text);
    expect([...texts, ...names].filter((text) => /[A-Za-z]{2,}/.test(text))).toEqual([]);
  });

  it('is built as the English one is', () => {
    const html = build(arabic);
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/index-XyZ789.css">');
    expect(scriptsOf(html)).toEqual([headScript]);
  });
});
