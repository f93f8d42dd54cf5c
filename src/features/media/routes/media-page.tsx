import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { useT } from '@/i18n/i18n';
import { afterNextPaint } from '@/lib/scheduling/after-next-paint';
import { mediaProvidersQueryOptions } from '../api/media-providers';
import { mediaSlotsQueryOptions } from '../api/media-slots';
import { MediaSurvey } from '../components/media-survey';
import { loadMediaSurveyChecks } from '../hooks/use-media-survey';
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
const MediaExtras = lazyComponent(() => import('../components/media-extras').then((module) => module.MediaExtras));

function ExtrasPending() {
  const t = useT();
  return (
    <div className="card media-extras-pending" aria-busy="true">
      <Loader label={t('Loading the press coverage and photos…')} />
    </div>
  );
}

export function MediaPage() {
  // Mounted once the first screen has been painted (at once when its code is already here):
  // mounted with the page, it would ask for its code before that paint.
  const [extrasMounted, setExtrasMounted] = useState(MediaExtras.isLoaded);
  const t = useT();
  // After the first paint: the press coverage and photos (a failure shows when the section
  // renders) and the survey's checks (a failure shows when the survey is sent).
  useEffect(
    () =>
      afterNextPaint(() => {
        void MediaExtras.preload().catch(() => undefined);
        void loadMediaSurveyChecks().catch(() => undefined);
        setExtrasMounted(true);
      }),
    [],
  );
  return (
    <div className="page media-page">
      <PageHeading>{t('Media Interviews')}</PageHeading>
      <MediaSurvey />
      {extrasMounted ? (
        <Suspense fallback={<ExtrasPending />}>
          <MediaExtras />
        </Suspense>
      ) : (
        <ExtrasPending />
      )}
    </div>
  );
}
