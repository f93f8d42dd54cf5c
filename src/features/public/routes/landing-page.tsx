import { Link, useNavigate } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { ContentSection } from '@/components/sample-content';
import { paths } from '@/config/paths';
import { settings } from '@/config/settings';
import { useT } from '@/i18n/i18n';
import { PAST_EVENTS } from '@/content/past-events';
import { SPEAKERS } from '@/content/speakers';
import { VIDEOS } from '@/content/videos';
import { useConferenceText } from '@/lib/profile/profile';
import { useSessionParts } from '@/lib/session/use-session';
import { Carousel } from '../components/carousel';
import { LandingNavbar } from '../components/landing-navbar';
import { PastEvents } from '../components/past-events';
import { CONFERENCE_DATES, CONFERENCE_TITLE } from '../content/marketing';
import { SPEAKERS_BREAKPOINTS } from '../logic/carousel';
import '../public.css';

/**
 * The landing content with its own navbar (spec A§2 Landing page with navbar). The speakers, events and videos are
 * the organiser's words (src/content), as written, each in its own direction.
 */
export function LandingPage() {
  const t = useT();
  const parts = useSessionParts();
  const navigate = useNavigate();
  const { data: text } = useConferenceText();
  const email = text?.conference_email || settings.conferenceEmail;
  return (
    <div className="public-page landing">
      <LandingNavbar />

      <section id="introduction" className="public-section landing__intro" aria-labelledby="landing-title">
        <PageHeading id="landing-title">{t(CONFERENCE_TITLE)}</PageHeading>
        <p className="landing__dates">{t(CONFERENCE_DATES)}</p>
        <h2>{t('Introduction')}</h2>
        <p>
          {t(
            "The London One-on-One Conference is an investment conference built around private meetings. Listed companies from the Middle East and North Africa present to institutional investors in one-on-one and small-group meetings, scheduled by the organiser from both sides' preferences and availability. Alongside it, the organising investment bank runs a One-on-One conference in the region, and this London conference for the MENA region.",
          )}
        </p>
      </section>

      <section id="objectives" className="public-section" aria-labelledby="objectives-title">
        <h2 id="objectives-title">{t('Our Objectives')}</h2>
        <ul>
          <li>{t('Give international investors direct access to the senior management of MENA-listed companies.')}</li>
          <li>{t('Help presenting companies broaden and diversify their shareholder base.')}</li>
          <li>{t('Make every meeting count: schedules are built from the preferences of both sides.')}</li>
          <li>{t('Share research and market insight on the region with the investment community.')}</li>
        </ul>
        <div className="ready">
          <h3>{t('Ready to Participate')}</h3>
          <p>
            {t('Participation is by invitation. To take part as an investor or a presenting company,')}{' '}
            <a href={`mailto:${email}`}>{t('Contact us')}</a>.
          </p>
        </div>
      </section>

      <PastSpeakers />

      <section id="past-events" className="public-section" aria-labelledby="events-title">
        <h2 id="events-title">{t('Past Events')}</h2>
        <ContentSection
          block={PAST_EVENTS}
          what={t('events')}
          unpublished={t('Our past events will be published here.')}
        >
          {(events) => <PastEvents events={events} />}
        </ContentSection>
      </section>

      <VideoGallery />

      <section id="upcoming-events" className="public-section upcoming" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{t('Upcoming Events')}</h2>
        <img
          className="upcoming__image"
          src="/landing-frame/save-the-date.svg"
          alt={t('Save the date: 19th Annual London One-on-One Conference, 8–11 September 2025, London')}
          width={800}
          height={400}
          loading="lazy"
          decoding="async"
        />
        <p>
          {parts.signedIn && !parts.firstRegistration && (
            <Link
              className={['btn btn--primary', parts.className('signed-in')].filter(Boolean).join(' ')}
              to={paths.user.dashboard}
            >
              {t('View my dashboard')}
            </Link>
          )}
          {/* A first registration has no dashboard yet: the way on is the registration. */}
          {parts.firstRegistration && (
            <Link className="btn btn--primary" to={paths.auth.signup}>
              {t('Continue my registration')}
            </Link>
          )}
          {parts.signedOut && (
            // The spec calls this control a button: it is one (the navbar holds the page's one Sign in link).
            <button
              type="button"
              className={['btn btn--primary', parts.className('signed-out')].filter(Boolean).join(' ')}
              onClick={() => navigate(paths.auth.login)}
            >
              {t('Sign in')}
            </button>
          )}
        </p>
      </section>
    </div>
  );
}

/** Past Speakers: the organiser's speakers in a carousel, or the note that they will be published. */
function PastSpeakers() {
  const t = useT();
  return (
    <section id="past-speakers" className="public-section" aria-labelledby="speakers-title">
      <h2 id="speakers-title">{t('Past Speakers')}</h2>
      <ContentSection
        block={SPEAKERS}
        what={t('speakers')}
        unpublished={t('The speakers of past conferences will be published here.')}
      >
        {(speakers) => (
          <Carousel
            label="Past speakers"
            items={speakers}
            layout={SPEAKERS_BREAKPOINTS}
            getKey={(speaker) => speaker.name}
            renderItem={(speaker) => (
              <article className="speaker-card">
                <span className="speaker-card__avatar" aria-hidden="true" translate="no">
                  {speaker.name
                    .replace(/^(Dr|Mr|Ms)\.\s+/, '')
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <h3 className="speaker-card__name" dir="auto">
                  {speaker.name}
                </h3>
                <p className="speaker-card__title" dir="auto">
                  {speaker.title}
                </p>
              </article>
            )}
          />
        )}
      </ContentSection>
    </section>
  );
}

/** Video Gallery: the organiser's videos, and the conference's video channel when it has one. */
function VideoGallery() {
  const t = useT();
  const youtube = settings.socialLinks.find((link) => link.network === 'youtube')?.href;
  return (
    <section id="video-gallery" className="public-section" aria-labelledby="videos-title">
      <h2 id="videos-title">{t('Video Gallery')}</h2>
      <ContentSection
        block={VIDEOS}
        what={t('videos (their links are searches on the video site)')}
        unpublished={t('Videos of our conferences will be published here.')}
      >
        {(videos) => (
          <ul className="video-grid">
            {videos.map((video) => (
              <li key={video.title} className="video-card">
                <a href={video.url} target="_blank" rel="noopener noreferrer">
                  <img src={video.thumbnail} alt="" width={320} height={180} loading="lazy" decoding="async" />
                  <span className="video-card__title" dir="auto">
                    {video.title}
                  </span>
                  <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                </a>
                <p className="video-card__date" dir="auto">
                  {video.date}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ContentSection>
      {youtube ? (
        <p className="landing-more-videos">
          <a href={youtube} target="_blank" rel="noopener noreferrer">
            {t('Click here for more')}
            <span className="visually-hidden"> {t('videos (opens in a new tab)')}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
