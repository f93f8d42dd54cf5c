import { describe, expect, it } from 'vitest';
import { safeHref } from '../safe-href';

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

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', '//evil.example', '/\\evil.example', 'not a url', '', null, undefined])(
    'refuses %s',
    (url) => {
      expect(safeHref(url as string | null | undefined)).toBeNull();
    },
  );
});
