import type { Video } from '@/content/videos';
import { useT } from '@/i18n/i18n';

/**
 * The home page video as a poster linking to the video host in a new tab: no
 * third-party frame or cookies on the home page, and nothing heavy to load. The video's title is the organiser's, as
 * written, in its own direction.
 */
export function VideoPoster({ video }: { video: Video }) {
  const t = useT();
  return (
    <a className="video-poster" href={video.url} target="_blank" rel="noopener noreferrer">
      <img src="/landing-frame/video-poster.svg" alt="" width={960} height={540} loading="lazy" decoding="async" />
      <span className="video-poster__play">
        <span aria-hidden="true">▶ </span>
        {t('Watch:')} <bdi>{video.title}</bdi>
        <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
      </span>
    </a>
  );
}
