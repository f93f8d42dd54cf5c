import type { QueryClient } from '@tanstack/react-query';
import { PageHeading } from '@/components/page-heading';
import { mediaProvidersQueryOptions } from '../api/media-providers';
import { mediaSlotsQueryOptions } from '../api/media-slots';
import { MediaSurvey } from '../components/media-survey';
import { PhotoGallery } from '../components/photo-gallery';
import { PressCoverage } from '../components/press-coverage';
import '../media.css';

/**
 * Asks for the survey's choices (the media providers and the interview slots) before the page
 * first renders (start-up calls this for a signed-in attendee while the profile is still on its
 * way): neither needs the profile, so the survey finds them already loading or loaded.
 */
export function prefetchPageData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(mediaProvidersQueryOptions());
  void queryClient.prefetchQuery(mediaSlotsQueryOptions());
}

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
