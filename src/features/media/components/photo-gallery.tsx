import { galleryImages } from '../content';

/** Photographs of the last edition. */
export function PhotoGallery() {
  return (
    <section className="card media-gallery" aria-labelledby="media-gallery-title">
      <h2 id="media-gallery-title">Photo Gallery</h2>
      <ul className="media-gallery__grid">
        {galleryImages.map((image) => (
          <li key={image.src}>
            <figure className="media-gallery__figure">
              <img src={image.src} alt={image.alt} width={320} height={200} loading="lazy" />
              <figcaption>{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
