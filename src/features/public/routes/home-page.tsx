import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { ContentSection } from '@/components/sample-content';
import { settings } from '@/config/settings';
import { VIDEOS } from '@/content/videos';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/use-session';
import { Agenda } from '../components/agenda';
import { Carousel } from '../components/carousel';
import { Countdown } from '../components/countdown';
import { Statistics } from '../components/statistics';
import { VideoPoster } from '../components/video-facade';
import { APP_FEATURES, CONFERENCE_DATES, CONFERENCE_TITLE, FLAGSHIP_TIMELINE } from '../content/marketing';
import { flagshipLayout } from '../logic/carousel';
import '../public.css';

/**
 * The public home page (spec A§2 Home): banner, welcome, agenda, location, countdown, profile, about, video,
 * flagship, app. The banner offers a signed-in attendee their dashboard, and a visitor Sign in and the
 * activation of an invitation.
 */
export function HomePage() {
  const { loggedIn } = useSession();
  return (
    <div className="public-page home">
      <section className="banner" aria-labelledby="home-title">
        <p className="banner__kicker">Welcome to the</p>
        <PageHeading id="home-title">{CONFERENCE_TITLE}</PageHeading>
        <p className="banner__dates">{CONFERENCE_DATES}</p>
        <ul className="banner__actions">
          {loggedIn ? (
            <li>
              <Link className="btn btn--light" to={paths.user.dashboard}>
                My Dashboard
              </Link>
            </li>
          ) : (
            <>
              <li>
                <Link className="btn btn--light" to={paths.auth.login}>
                  Sign in
                </Link>
              </li>
              <li>
                <Link className="btn btn--outline-light" to={paths.auth.identify}>
                  Activate your invitation
                </Link>
              </li>
            </>
          )}
          <li>
            <Link className="btn btn--outline-light" to={paths.user.registration}>
              Edit my details and availability
            </Link>
          </li>
          <li>
            <Link className="btn btn--outline-light" to={paths.importantDeadlines}>
              Important Deadlines
            </Link>
          </li>
        </ul>
      </section>

      <section className="public-section" aria-labelledby="welcome-title">
        <h2 id="welcome-title">Welcome</h2>
        <p>
          Each September the London One-on-One Conference brings institutional investors from around the world together
          with listed companies from the Middle East and North Africa. Over four days, investors meet the senior
          management of presenting companies in private one-on-one and small-group meetings, scheduled around each
          attendee&apos;s preferences.
        </p>
        <p>
          Registered attendees can sign in to manage their details, days of attendance, meeting preferences and
          schedule. The list of <Link to={paths.companies}>confirmed companies</Link> is available to signed-in
          investors.
        </p>
      </section>

      <section className="public-section" aria-labelledby="agenda-title">
        <h2 id="agenda-title">Agenda</h2>
        <Agenda />
      </section>

      <section className="public-section location" aria-labelledby="location-title">
        <h2 id="location-title">Location</h2>
        <p>
          The conference takes place at a football stadium in north London, with dedicated meeting floors, a registration
          hall and catering for all attendees. The stadium is a few minutes&apos; walk from the Underground, and a shuttle
          bus runs every morning from the conference hotel.
        </p>
      </section>

      <section className="public-section countdown-section" aria-labelledby="countdown-title">
        <h2 id="countdown-title">Countdown to the conference</h2>
        <Countdown />
      </section>

      <section className="public-section" aria-labelledby="profile-title">
        <h2 id="profile-title">Who we are</h2>
        <p>
          The conference is organised by an investment bank with a long-standing research, brokerage and capital-markets
          presence across the MENA region. It also runs a One-on-One conference in the region and the London conference
          for the MENA region, connecting issuers with the global investment community.
        </p>
      </section>

      <section className="public-section about" aria-labelledby="about-title">
        <h2 id="about-title">About the conference</h2>
        <p>
          This year marks the 19th annual London One-on-One Conference. Since its first edition it has grown into one of
          the largest gatherings of MENA-listed companies and international investors outside the region. Last year&apos;s
          conference brought together:
        </p>
        <Statistics />
      </section>

      <section className="public-section" aria-labelledby="video-title">
        <h2 id="video-title">Conference video</h2>
        <ContentSection block={VIDEOS} what="video" unpublished="The conference video will be published here.">
          {(videos) => (videos[0] ? <VideoPoster video={videos[0]} /> : null)}
        </ContentSection>
      </section>

      <section className="public-section flagship" aria-labelledby="flagship-title">
        <h2 id="flagship-title">Our flagship conferences, 2010 - 2025</h2>
        <Carousel
          label="Flagship conferences"
          items={FLAGSHIP_TIMELINE}
          layout={flagshipLayout}
          getKey={(item) => String(item.year)}
          renderItem={(item) => (
            <article className="timeline-card">
              <h3 className="timeline-card__year">{item.year}</h3>
              <p className="timeline-card__title">{item.title}</p>
              <p className="timeline-card__text">{item.text}</p>
            </article>
          )}
        />
      </section>

      <section className="public-section app" aria-labelledby="app-title">
        <h2 id="app-title">The conference app</h2>
        <p>Download the conference app to carry everything you need during the week:</p>
        <ul className="app__features">
          {APP_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {settings.appStore.ios || settings.appStore.android ? (
          <ul className="app__stores">
            {[
              [settings.appStore.ios, 'Download on the App Store'],
              [settings.appStore.android, 'Get it on Google Play'],
            ].map(([href, label]) =>
              href ? (
                <li key={label}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
      </section>

      <nav className="public-section more-links" aria-label="More information">
        <ul>
          <li>
            <Link to={paths.providerList}>List of service providers</Link>
          </li>
          <li>
            <Link to={paths.affiliates}>List of affiliates</Link>
          </li>
          <li>
            <Link to={paths.privacyPolicy}>Privacy policy</Link>
          </li>
          <li>
            <Link to={paths.testimonial}>Submit a testimonial</Link>
          </li>
          <li>
            <Link to={paths.landingContent}>Past speakers, events and videos</Link>
          </li>
          <li>
            <Link to={paths.landing}>Welcome page</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
