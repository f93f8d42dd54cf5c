import { useEffect, useMemo, useState } from 'react';
import { Modal } from '@/components/modal';
import { env } from '@/config/env';
import { settings } from '@/config/settings';
import { filterPhotos, galleryPhotos, groupLabels, stepIndex, type GalleryFilter } from '../logic/gallery';

const filters: { value: GalleryFilter; label: string }[] = [
  { value: 'all', label: 'show all' },
  { value: 'web', label: groupLabels.web },
  { value: 'branding', label: groupLabels.branding },
];

/** Set name of the lightbox: every photo on show belongs to one set (spec A§2). */
const LIGHTBOX_SET = 'roadtrip';

/**
 * Photo Gallery (spec A§2): filter buttons, a three-column grid of square lazy
 * thumbnails and a lightbox that steps through the photos on show.
 */
export function PhotoGallery({ offline = env.apiMocking }: { offline?: boolean }) {
  const photos = useMemo(() => galleryPhotos({ fileHost: settings.fileHost, offline }), [offline]);
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const shown = useMemo(() => filterPhotos(photos, filter), [photos, filter]);
  const current = openIndex === null ? null : shown[openIndex];

  const step = (delta: number) =>
    setOpenIndex((index) => (index === null ? index : stepIndex(index, delta, shown.length)));
  const isOpen = current !== null;
  const shownCount = shown.length;

  // Arrow keys step through the set wherever focus is inside the open lightbox.
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      const delta = event.key === 'ArrowRight' ? 1 : -1;
      setOpenIndex((index) => (index === null ? index : stepIndex(index, delta, shownCount)));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, shownCount]);

  return (
    <div className="photo-gallery">
      <div className="photo-gallery__filters" role="group" aria-label="Filter photos">
        {filters.map((option) => (
          <button
            key={option.value}
            type="button"
            className="photo-gallery__filter"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p className="photo-gallery__count" aria-live="polite">
        {shown.length} photos
      </p>
      <ul className="photo-gallery__grid" data-lightbox-set={LIGHTBOX_SET}>
        {shown.map((photo, index) => (
          <li key={photo.id} className="photo-gallery__item" data-group={photo.group}>
            <button type="button" className="photo-gallery__thumb" onClick={() => setOpenIndex(index)}>
              <img src={photo.thumbnail} alt={photo.alt} width={350} height={350} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== null}
        title={current ? current.alt : 'Photo'}
        onClose={() => setOpenIndex(null)}
        className="lightbox"
      >
        {current && openIndex !== null ? (
          <div className="lightbox__body">
            <img className="lightbox__image" src={current.full} alt={current.alt} width={700} height={467} />
            <div className="lightbox__nav">
              <button type="button" className="btn btn--secondary" onClick={() => step(-1)}>
                <span aria-hidden="true">‹ </span>Previous photo
              </button>
              <p className="lightbox__position" aria-live="polite">
                Image {openIndex + 1} of {shown.length}
              </p>
              <button type="button" className="btn btn--secondary" onClick={() => step(1)}>
                Next photo<span aria-hidden="true"> ›</span>
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
