import { describe, expect, it } from 'vitest';
import { safeHref, websiteHref } from '../safe-href';

describe('safeHref', () => {
  it.each([
    'https://meet.londonconference.example/j/2509087',
    'http://example.com',
    'mailto:schedules@londonconference.example',
    'tel:+442079460101',
    '/user/schedule-preview',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>x</script>',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    'not a url',
    '',
    null,
    undefined,
  ])('refuses %s', (url) => {
    expect(safeHref(url as string | null | undefined)).toBeNull();
  });
});

describe('websiteHref', () => {
  it('gives an address without a scheme https://, never an in-app path', () => {
    expect(websiteHref('www.example.com')).toBe('https://www.example.com');
    expect(websiteHref(' example.com/investors ')).toBe('https://example.com/investors');
    expect(websiteHref('//www.example.com')).toBe('https://www.example.com');
  });
  it('keeps http and https addresses', () => {
    expect(websiteHref('https://www.example.com')).toBe('https://www.example.com');
    expect(websiteHref('http://example.com')).toBe('http://example.com');
  });
  it('refuses other schemes, empty values and text that is no address', () => {
    for (const value of ['javascript:alert(1)', 'mailto:a@b.example', '', null, undefined, 'not a site', 'localhost']) {
      expect(websiteHref(value)).toBeNull();
    }
  });
});
