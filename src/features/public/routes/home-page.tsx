import { Link } from 'react-router-dom';
import { ContentSection } from '@/components/sample-content';
import { VIDEOS } from '@/content/videos';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { Agenda } from '../components/agenda';
import { Countdown } from '../components/countdown';
import { HomeBanner } from '../components/home-banner';
import { ConferenceApp, FlagshipConferences, MoreLinks } from '../components/home-sections';
import { Statistics } from '../components/statistics';
import { VideoPoster } from '../components/video-facade';
import '../public.css';

/**
 * The public home page, in the spec's order: banner, welcome, agenda, location, countdown, profile, about,
 * video, flagship conferences, the app, then links to the other public pages (spec A§2 "Home").
 */
export function HomePage() {
  const t = useT();
  return (
    <div className="public-page home">
      <HomeBanner />

      <section className="public-section" aria-labelledby="welcome-title">
        <h2 id="welcome-title">{t('Welcome')}</h2>
        <p>
          {t(
            "Each September the London One-on-One Conference brings institutional investors from around the world together with listed companies from the Middle East and North Africa. Over four days, investors meet the senior management of presenting companies in private one-on-one and small-group meetings, scheduled around each attendee's preferences.",
          )}
        </p>
        <p>
          {t(
            'Registered attendees can sign in to manage their details, days of attendance, meeting preferences and schedule. The list of',
          )}{' '}
          <Link to={paths.companies}>{t('confirmed companies')}</Link> {t('is available to signed-in investors.')}
        </p>
      </section>

      <section className="public-section" aria-labelledby="agenda-title">
        <h2 id="agenda-title">{t('Agenda')}</h2>
        <Agenda />
      </section>

      <section className="public-section location" aria-labelledby="location-title">
        <h2 id="location-title">{t('Location')}</h2>
        <p>
          {t(
            "The conference takes place at a football stadium in north London, with dedicated meeting floors, a registration hall and catering for all attendees. The stadium is a few minutes' walk from the Underground, and a shuttle bus runs every morning from the conference hotel.",
          )}
        </p>
      </section>

      <section className="public-section countdown-section" aria-labelledby="countdown-title">
        <h2 id="countdown-title">{t('Countdown to the conference')}</h2>
        <Countdown />
      </section>

      <section className="public-section" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('Who we are')}</h2>
        <p>
          {t(
            'The conference is organised by an investment bank with a long-standing research, brokerage and capital-markets presence across the MENA region. It also runs a One-on-One conference in the region and the London conference for the MENA region, connecting issuers with the global investment community.',
          )}
        </p>
      </section>

      <section className="public-section about" aria-labelledby="about-title">
        <h2 id="about-title">{t('About the conference')}</h2>
        <p>
          {t(
            "This year marks the 19th annual London One-on-One Conference. Since its first edition it has grown into one of the largest gatherings of MENA-listed companies and international investors outside the region. Last year's conference brought together:",
          )}
        </p>
        <Statistics />
      </section>

      <section className="public-section" aria-labelledby="video-title">
        <h2 id="video-title">{t('Conference video')}</h2>
        <ContentSection
          block={VIDEOS}
          what={t('video')}
          unpublished={t('The conference video will be published here.')}
        >
          {(videos) => (videos[0] ? <VideoPoster video={videos[0]} /> : null)}
        </ContentSection>
      </section>

      <FlagshipConferences />

      <ConferenceApp />

      <MoreLinks />
    </div>
  );
}
