import { PageHeading } from '@/components/page-heading';
import { MediaSurvey } from '../components/media-survey';
import { PhotoGallery } from '../components/photo-gallery';
import { PressCoverage } from '../components/press-coverage';
import '../media.css';

export function MediaPage() {
  return (
    <div className="page media-page">
      <PageHeading>Media Interviews</PageHeading>
      <MediaSurvey />
      <PressCoverage />
      <PhotoGallery />
    </div>
  );
}
