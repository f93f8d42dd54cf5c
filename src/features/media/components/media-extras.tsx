import { PhotoGallery } from './photo-gallery';
import { PressCoverage } from './press-coverage';

/** What sits below the media survey: the press coverage and the photo gallery (their own chunk, see media-page.tsx). */
export function MediaExtras() {
  return (
    <>
      <PressCoverage />
      <PhotoGallery />
    </>
  );
}
