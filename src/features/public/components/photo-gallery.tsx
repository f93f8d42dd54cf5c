import { useEffect, useMemo, useRef, useState } from 'react';
import { Modal } from '@/components/modal';
import { env } from '@/config/env';
import { settings } from '@/config/settings';
import { type MessageId, useLocale, useT } from '@/i18n/i18n';
import { LOCALE_DIRECTION } from '@/i18n/locale-choice';
import { filterPhotos, galleryPhotos, groupLabels, photoAlt, stepIndex, type GalleryFilter } from '../logic/gallery';

const filters: { value: GalleryFilter; label: MessageId }[] = [
  { value: 'all', label: 'show all' },
  { value: 'web', label: groupLabels.web },
  { value: 'branding', label: groupLabels.branding },
];

/** Set name of the lightbox: every photo on show belongs to one set (spec A§2). */
const LIGHTBOX_SET = 'roadtrip';

/** Photos added at a time: eight rows of three (twelve of two on a phone). */
export const GALLERY_PAGE_SIZE = 24;

/**
 * The next page of photos is added as the visitor scrolls near the end of the grid; the "Show more
 * photos" button does the same where the browser cannot watch the scrolling, or for a keyboard user.
 */
function useMorePhotos(more: boolean, count: number, onMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target || typeof IntersectionObserver === 'undefined') return undefined;
    // Observed again after every page, so a page that leaves the end of the grid on screen is followed by the next.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, count]);
  return sentinel;
}

/**
 * Photo Gallery (spec A§2): filter buttons, a centred three-column grid of square lazy thumbnails
 * added page by page, and a large lightbox (the 700 px photo) that steps through the photos on show.
 */
export function PhotoGallery({ offline = env.apiMocking }: { offline?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const photos = useMemo(() => galleryPhotos({ fileHost: settings.fileHost, offline }), [offline]);
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [count, setCount] = useState(GALLERY_PAGE_SIZE);
  const shown = useMemo(() => filterPhotos(photos, filter), [photos, filter]);
  const current = openIndex === null ? null : shown[openIndex];
  const listed = shown.slice(0, count);
  const more = count < shown.length;
  const showMore = () => setCount((n) => Math.min(n + GALLERY_PAGE_SIZE, shown.length));
  const sentinel = useMorePhotos(more, count, showMore);
  const grid = useRef<HTMLUListElement>(null);

  const choose = (value: GalleryFilter) => {
    setFilter(value);
    setCount(GALLERY_PAGE_SIZE);
  };

  // Focus goes back to the thumbnail of the photo last shown (listed first if the lightbox stepped past the grid's end).
  const close = () => {
    const index = openIndex;
    setOpenIndex(null);
    if (index === null) return;
    setCount((n) => Math.max(n, Math.ceil((index + 1) / GALLERY_PAGE_SIZE) * GALLERY_PAGE_SIZE));
    window.requestAnimationFrame(() =>
      grid.current?.querySelector<HTMLButtonElement>(`[data-index="${index}"]`)?.focus(),
    );
  };

  const step = (delta: number) =>
    setOpenIndex((index) => (index === null ? index : stepIndex(index, delta, shown.length)));
  const isOpen = current !== null;
  const shownCount = shown.length;

  // Arrow keys step through the set wherever focus is inside the open lightbox: the arrow towards the line's end
  // (right, left on a right-to-left page) to the next photo.
  const forward = LOCALE_DIRECTION[locale] === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      const delta = event.key === forward ? 1 : -1;
      setOpenIndex((index) => (index === null ? index : stepIndex(index, delta, shownCount)));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, shownCount, forward]);

  return (
    <div className="photo-gallery">
      <div className="photo-gallery__filters" role="group" aria-label={t('Filter photos')}>
        {filters.map((option) => (
          <button
            key={option.value}
            type="button"
            className="photo-gallery__filter"
            aria-pressed={filter === option.value}
            onClick={() => choose(option.value)}
          >
            {t(option.label)}
          </button>
        ))}
      </div>
      <p className="photo-gallery__count" aria-live="polite">
        {more
          ? t('{count} photos, showing the first {shown}', { count: shown.length, shown: listed.length })
          : t('{count} photos', { count: shown.length })}
      </p>
      <ul className="photo-gallery__grid" data-lightbox-set={LIGHTBOX_SET} ref={grid}>
        {listed.map((photo, index) => (
          <li key={photo.id} className="photo-gallery__item" data-group={photo.group}>
            <button
              type="button"
              className="photo-gallery__thumb"
              data-index={index}
              onClick={() => setOpenIndex(index)}
            >
              <img
                src={photo.thumbnail}
                alt={photoAlt(photo)}
                width={350}
                height={350}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {more ? (
        <div className="photo-gallery__more" ref={sentinel}>
          <button type="button" className="btn btn--secondary" onClick={showMore}>
            {t('Show more photos')}
          </button>
        </div>
      ) : null}
      <Modal
        open={current !== null}
        title={current ? photoAlt(current) : t('Photo')}
        onClose={close}
        className="lightbox"
      >
        {current && openIndex !== null ? (
          <div className="lightbox__body">
            <img className="lightbox__image" src={current.full} alt={photoAlt(current)} width={700} height={467} />
            <div className="lightbox__nav">
              <button type="button" className="btn btn--secondary" onClick={() => step(-1)}>
                {/* ‹ and › are mirrored characters: on a right-to-left page each points the other way. */}
                <span aria-hidden="true">‹ </span>
                {t('Previous photo')}
              </button>
              <p className="lightbox__position" aria-live="polite">
                {t('Image {index} of {count}', { index: openIndex + 1, count: shown.length })}
              </p>
              <button type="button" className="btn btn--secondary" onClick={() => step(1)}>
                {t('Next photo')}
                <span aria-hidden="true"> ›</span>
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
