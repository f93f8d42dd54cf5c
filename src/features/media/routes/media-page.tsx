import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { lazyReady } from '@/components/lazy-ready';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { afterNextPaint } from '@/lib/scheduling/after-next-paint';
import { mediaProvidersQueryOptions } from '../api/media-providers';
import { mediaSlotsQueryOptions } from '../api/media-slots';
import { MediaSurvey } from '../components/media-survey';
import { loadMediaSurveyChecks } from '../logic/use-media-survey';
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

/**
 * The press coverage and the photo gallery sit below the survey: their code comes in a chunk of
 * its own, asked for once the page's first screen has been painted.
 */
const { Component: MediaExtras, preload: preloadMediaExtras } = lazyReady(() =>
  import('../components/media-extras').then((module) => module.MediaExtras),
);

export function MediaPage() {
  // After the first paint: the press coverage and photos (a failure shows when the section
  // renders) and the survey's checks (a failure shows when the survey is sent).
  useEffect(
    () =>
      afterNextPaint(() => {
        void preloadMediaExtras().catch(() => undefined);
        void loadMediaSurveyChecks().catch(() => undefined);
      }),
    [],
  );
  return (
    <div className="page media-page">
      <PageHeading>Media Interviews</PageHeading>
      <MediaSurvey />
      <Suspense
        fallback={
          <div className="card media-extras-pending" aria-busy="true">
            <Loader label="Loading the press coverage and photos…" />
          </div>
        }
      >
        <MediaExtras />
      </Suspense>
    </div>
  );
}
