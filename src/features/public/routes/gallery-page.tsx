import { PageHeading } from '@/components/page-heading';
import { useT } from '@/i18n/i18n';
import { PhotoGallery } from '../components/photo-gallery';
import '../public.css';

/**
 * The photo gallery (spec A§2 Photo Gallery section, anchor id portfolio): public at /gallery
 * in the public layout (A§6), and at /user/gallery inside the signed-in shell.
 */
export function GalleryPage() {
  const t = useT();
  return (
    <section id="portfolio" className="page gallery-page" aria-labelledby="gallery-title">
      <PageHeading id="gallery-title">{t('Photo Gallery')}</PageHeading>
      <PhotoGallery />
    </section>
  );
}
