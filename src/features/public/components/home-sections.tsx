import { Link } from 'react-router-dom';
import { settings } from '@/config/settings';
import { paths } from '@/config/paths';
import { APP_FEATURES, FLAGSHIP_TIMELINE } from '../content/marketing';
import { FLAGSHIP_BREAKPOINTS } from '../logic/carousel';
import { Carousel } from './carousel';

/** The timeline of past flagship conferences, in a carousel. */
export function FlagshipConferences() {
  return (
    <section className="public-section flagship" aria-labelledby="flagship-title">
      <h2 id="flagship-title">Our flagship conferences, 2010 - 2025</h2>
      <Carousel
        label="Flagship conferences"
        items={FLAGSHIP_TIMELINE}
        layout={FLAGSHIP_BREAKPOINTS}
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
  );
}

/** What the conference app offers, with links to the app stores that are configured. */
export function ConferenceApp() {
  return (
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
  );
}

/** Links to the other public pages. */
export function MoreLinks() {
  return (
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
  );
}
