import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageTitle, SITE_NAME } from '../site';

describe('the site name', () => {
  it('is the title of index.html and of the welcome frame, the documents the build does not title itself', () => {
    for (const file of ['../../../index.html', '../../../public/landing-frame/index.html']) {
      const html = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], file).toBe(SITE_NAME);
    }
  });

  it("ends every page's title", () => {
    expect(pageTitle('Login')).toBe('Login | London One-on-One Conference');
  });
});
