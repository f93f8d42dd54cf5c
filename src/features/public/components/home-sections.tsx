import { Link } from 'react-router-dom';
import { settings } from '@/config/settings';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { APP_FEATURES, FLAGSHIP_TIMELINE } from '../content/marketing';
import { FLAGSHIP_BREAKPOINTS } from '../logic/carousel';
import { Carousel } from './carousel';

/** The timeline of past flagship conferences, in a carousel. */
export function FlagshipConferences() {
  const t = useT();
  return (
    <section className="public-section flagship" aria-labelledby="flagship-title">
      <h2 id="flagship-title">{t('Our flagship conferences, 2010 - 2025')}</h2>
      <Carousel
        label="Flagship conferences"
        items={FLAGSHIP_TIMELINE}
        layout={FLAGSHIP_BREAKPOINTS}
        getKey={(item) => String(item.year)}
        renderItem={(item) => (
          <article className="timeline-card">
            <h3 className="timeline-card__year">{item.year}</h3>
            <p className="timeline-card__title">
              {t('{edition}th Annual London One-on-One', { edition: item.edition })}
            </p>
            <p className="timeline-card__text">{t(item.text)}</p>
          </article>
        )}
      />
    </section>
  );
}

/** What the conference app offers, with links to the app stores that are configured. */
export function ConferenceApp() {
  const t = useT();
  return (
    <section className="public-section app" aria-labelledby="app-title">
      <h2 id="app-title">{t('The conference app')}</h2>
      <p>{t('Download the conference app to carry everything you need during the week:')}</p>
      <ul className="app__features">
        {APP_FEATURES.map((feature) => (
          <li key={feature}>{t(feature)}</li>
        ))}
      </ul>
      {settings.appStore.ios || settings.appStore.android ? (
        <ul className="app__stores">
          {(
            [
              [settings.appStore.ios, 'Download on the App Store'],
              [settings.appStore.android, 'Get it on Google Play'],
            ] as const
          ).map(([href, label]) =>
            href ? (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {t(label)}
                  <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
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
  const t = useT();
  return (
    <nav className="public-section more-links" aria-label={t('More information')}>
      <ul>
        <li>
          <Link to={paths.providerList}>{t('List of service providers')}</Link>
        </li>
        <li>
          <Link to={paths.affiliates}>{t('List of affiliates')}</Link>
        </li>
        <li>
          <Link to={paths.privacyPolicy}>{t('Privacy policy')}</Link>
        </li>
        <li>
          <Link to={paths.testimonial}>{t('Submit a testimonial')}</Link>
        </li>
        <li>
          <Link to={paths.landingContent}>{t('Past speakers, events and videos')}</Link>
        </li>
        <li>
          <Link to={paths.landing}>{t('Welcome page')}</Link>
        </li>
      </ul>
    </nav>
  );
}
