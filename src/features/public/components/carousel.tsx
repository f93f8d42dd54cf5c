import { useId, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { type MessageId, useLocale, useT } from '@/i18n/i18n';
import { LOCALE_DIRECTION } from '@/i18n/locale-choice';
import {
  breakpointRules,
  clampPosition,
  layoutAt,
  maxPosition,
  positionShowing,
  visibleSlides,
  type CarouselBreakpoints,
} from '../logic/carousel';
import { useViewportWidth } from './use-viewport-width';

/**
 * Each carousel's accessible name and its controls' names, catalogue texts; the English name also names its layout.
 * Whole texts rather than a name filled in ("Previous {items}"), so that English carries no compiled message for them.
 */
const NAMES = {
  'Past speakers': {
    previous: 'Previous past speakers',
    next: 'Next past speakers',
    scroll: 'Past speakers, use the arrow keys to scroll',
  },
  'Past events': {
    previous: 'Previous past events',
    next: 'Next past events',
    scroll: 'Past events, use the arrow keys to scroll',
  },
  'Flagship conferences': {
    previous: 'Previous flagship conferences',
    next: 'Next flagship conferences',
    scroll: 'Flagship conferences, use the arrow keys to scroll',
  },
} as const satisfies Record<string, { previous: MessageId; next: MessageId; scroll: MessageId }>;

export type CarouselLabel = keyof typeof NAMES & MessageId;

type Props<T> = {
  /** Accessible name of the carousel, e.g. "Past speakers". */
  label: CarouselLabel;
  items: readonly T[];
  /** Slides per view and gap from each width up. */
  layout: CarouselBreakpoints;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className?: string;
};

/**
 * A carousel with previous/next buttons, arrow keys and a list of slides. Focusing a
 * slide's content brings it into view, so nothing is out of reach for keyboard users.
 */
export function Carousel<T>({ label, items, layout, getKey, renderItem, className }: Props<T>) {
  const t = useT();
  const locale = useLocale();
  const names = NAMES[label];
  const width = useViewportWidth();
  const { perView, gap } = layoutAt(layout, width);
  const count = items.length;
  const [rawPosition, setPosition] = useState(0);
  const position = clampPosition(rawPosition, count, perView);
  const last = maxPosition(count, perView);
  const shown = visibleSlides(position, count, perView);
  const statusId = useId();
  // Names the carousel in its stylesheet rules: the same in the page written at build time and in the
  // browser, and without quotes (the text of a style element is not unescaped).
  const layoutKey = `carousel-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  // From a fractional end position (3.5 per view), one step back lands on a whole slide.
  const move = (delta: number) =>
    setPosition(clampPosition(delta > 0 ? Math.floor(position) + 1 : Math.ceil(position) - 1, count, perView));

  // The arrow towards the line's end (right, left on a right-to-left page, where the slides run leftwards) moves on.
  const [forward, back] =
    LOCALE_DIRECTION[locale] === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === forward) {
      event.preventDefault();
      move(1);
    } else if (event.key === back) {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      setPosition(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setPosition(last);
    }
  };

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={t(label)}
      data-carousel={layoutKey}
      data-per-view={perView}
      data-gap={gap}
    >
      {/* The slides' sizes at every width, from the same table as the script's (see breakpointRules). */}
      <style>{breakpointRules(`[data-carousel=${layoutKey}]`, layout)}</style>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          aria-label={t(names.previous)}
          aria-controls={`${statusId}-track`}
          disabled={position <= 0}
          onClick={() => move(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={statusId} className="carousel__status" aria-live="polite">
          {count === 0
            ? t('No items')
            : t('Showing {first} to {last} of {count}', {
                first: shown[0] + 1,
                last: shown[shown.length - 1] + 1,
                count,
              })}
        </p>
        <button
          type="button"
          className="carousel__button"
          aria-label={t(names.next)}
          aria-controls={`${statusId}-track`}
          disabled={position >= last}
          onClick={() => move(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* The list takes arrow keys; it is focusable so keyboard users can scroll it without a pointer. */}
      <div className="carousel__viewport" tabIndex={0} role="group" aria-label={t(names.scroll)} onKeyDown={onKeyDown}>
        <ul
          id={`${statusId}-track`}
          className="carousel__track"
          style={{ '--carousel-position': position } as CSSProperties}
        >
          {items.map((item, index) => (
            <li
              key={getKey(item)}
              className="carousel__slide"
              data-visible={shown.includes(index) ? 'true' : 'false'}
              onFocus={() => setPosition(positionShowing(index, position, count, perView))}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
