import type { Video } from '@/content/videos';

/**
 * The home page video as a poster linking to the video host in a new tab: no
 * third-party frame or cookies on the home page, and nothing heavy to load.
 */
export function VideoPoster({ video }: { video: Video }) {
  return (
    <a className="video-poster" href={video.url} target="_blank" rel="noopener noreferrer">
      <img src="/landing-frame/video-poster.svg" alt="" width={960} height={540} loading="lazy" decoding="async" />
      <span className="video-poster__play">
        <span aria-hidden="true">▶ </span>Watch: {video.title}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </span>
    </a>
  );
}
