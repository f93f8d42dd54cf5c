import { useT } from '@/i18n/i18n';
import { galleryImages } from '../content';

/** Photographs of the last edition, described in the attendee's language. */
export function PhotoGallery() {
  const t = useT();
  return (
    <section className="card media-gallery" aria-labelledby="media-gallery-title">
      <h2 id="media-gallery-title">{t('Photo Gallery')}</h2>
      <ul className="media-gallery__grid">
        {galleryImages.map((image) => (
          <li key={image.src}>
            <figure className="media-gallery__figure">
              <img src={image.src} alt={t(image.alt)} width={320} height={200} loading="lazy" />
              <figcaption>{t(image.caption)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
