import { describe, expect, it } from 'vitest';
import {
  breakpointRules,
  clampPosition,
  FLAGSHIP_BREAKPOINTS,
  layoutAt,
  maxPosition,
  positionShowing,
  SPEAKERS_BREAKPOINTS,
  visibleSlides,
} from '../carousel';

describe('the speakers carousel', () => {
  it.each([
    [320, 1, 20],
    [639, 1, 20],
    [640, 2, 20],
    [767, 2, 20],
    [768, 3, 30],
    [1023, 3, 30],
    [1024, 6, 30],
    [1920, 6, 30],
  ])('at %i px shows %i slides with %i px gaps', (width, perView, gap) => {
    expect(layoutAt(SPEAKERS_BREAKPOINTS, width)).toEqual({ perView, gap });
  });
});

describe('the flagship carousel', () => {
  it.each([
    [375, 1],
    [600, 1],
    [699, 1],
    [700, 2.2],
    [1099, 2.2],
    [1100, 3.5],
    [1600, 3.5],
  ])('at %i px shows %d slides', (width, perView) => {
    expect(layoutAt(FLAGSHIP_BREAKPOINTS, width).perView).toBe(perView);
  });
});

describe('positions', () => {
  it('ends with the last slide flush, also with fractional views', () => {
    expect(maxPosition(8, 6)).toBe(2);
    expect(maxPosition(16, 3.5)).toBe(12.5);
    expect(maxPosition(2, 6)).toBe(0);
    expect(clampPosition(13, 16, 3.5)).toBe(12.5);
    expect(clampPosition(-1, 16, 3.5)).toBe(0);
  });

  it('lists the slides at least partly in view', () => {
    expect(visibleSlides(0, 8, 3)).toEqual([0, 1, 2]);
    expect(visibleSlides(0, 16, 3.5)).toEqual([0, 1, 2, 3]);
    expect(visibleSlides(12.5, 16, 3.5)).toEqual([12, 13, 14, 15]);
  });

  it('moves just enough to show a focused slide', () => {
    expect(positionShowing(5, 0, 8, 3)).toBe(3);
    expect(positionShowing(1, 3, 8, 3)).toBe(1);
    expect(positionShowing(4, 3, 8, 3)).toBe(3);
  });
});

describe('breakpointRules', () => {
  it('writes each breakpoint of the table as the rule the stylesheet sizes the slides with', () => {
    expect(breakpointRules('[data-carousel="c1"]', SPEAKERS_BREAKPOINTS)).toBe(
      '[data-carousel="c1"]{--carousel-per-view:1;--carousel-gap:20px}' +
        '@media (min-width:640px){[data-carousel="c1"]{--carousel-per-view:2;--carousel-gap:20px}}' +
        '@media (min-width:768px){[data-carousel="c1"]{--carousel-per-view:3;--carousel-gap:30px}}' +
        '@media (min-width:1024px){[data-carousel="c1"]{--carousel-per-view:6;--carousel-gap:30px}}',
    );
  });
});
