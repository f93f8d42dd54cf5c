import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useSessionParts } from '@/lib/session/use-session';
import { CONFERENCE_DATES, CONFERENCE_TITLE } from '../content/marketing';

/** The home banner: the conference and its dates, the dashboard for a signed-in attendee, else Sign in and the activation of an invitation. */
export function HomeBanner() {
  const t = useT();
  const parts = useSessionParts();
  return (
    <section className="banner" aria-labelledby="home-title">
      <p className="banner__kicker">{t('Welcome to the')}</p>
      <PageHeading id="home-title">{t(CONFERENCE_TITLE)}</PageHeading>
      <p className="banner__dates">{t(CONFERENCE_DATES)}</p>
      <ul className="banner__actions">
        {parts.signedIn && !parts.firstRegistration && (
          <li className={parts.className('signed-in')}>
            <Link className="btn btn--light" to={paths.user.dashboard}>
              {t('My Dashboard')}
            </Link>
          </li>
        )}
        {/* A first registration has no dashboard or registration details to open yet, only the registration itself. */}
        {parts.firstRegistration && (
          <li>
            <Link className="btn btn--light" to={paths.auth.signup}>
              {t('Continue my registration')}
            </Link>
          </li>
        )}
        {parts.signedOut && (
          <>
            <li className={parts.className('signed-out')}>
              <Link className="btn btn--light" to={paths.auth.login}>
                {t('Sign in')}
              </Link>
            </li>
            <li className={parts.className('signed-out')}>
              <Link className="btn btn--outline-light" to={paths.auth.identify}>
                {t('Activate your invitation')}
              </Link>
            </li>
          </>
        )}
        {!parts.firstRegistration && (
          <li>
            <Link className="btn btn--outline-light" to={paths.user.registration}>
              {t('Edit my details and availability')}
            </Link>
          </li>
        )}
        <li>
          <Link className="btn btn--outline-light" to={paths.importantDeadlines}>
            {t('Important Deadlines')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
