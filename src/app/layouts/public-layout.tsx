import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { LanguageSwitchItem } from '@/i18n/language-switch-slot';
import { settings } from '@/config/settings';
import { useConferenceText } from '@/lib/profile/conference-text';
import { logoutAsked } from '@/lib/session/logout';
import { useSessionParts } from '@/lib/session/use-session';
import { useCurrentRoute } from '../route-match';
import { SiteFooter } from '../shell/site-footer';
import { useMenuDisclosure } from './menu-disclosure';
import { RouteTransition } from './route-transition';

/**
 * Header menu of the public pages (spec A§2 Home): Home, Important Deadlines, the public Photo
 * Gallery (A§6: the gallery is public), Contact us, then the dashboard and Logout or Sign in (except on
 * /landing, whose own navbar has them). During a first registration the dashboard cannot open yet,
 * so the menu offers the way back to the registration instead, and Logout asks first. On a phone the links sit
 * behind a Menu button, as in the signed-in frame.
 */
export function PublicLayout() {
  const parts = useSessionParts();
  const route = useCurrentRoute();
  // The landing page's own navbar carries the account links there (Sign in, or dashboard and Logout).
  const accountLinks = route.path !== paths.landingContent;
  const { data: text } = useConferenceText();
  const email = text?.conference_email || settings.conferenceEmail;
  const menu = useMenuDisclosure('public-links');
  const t = useT();
  return (
    <div className={`public-layout${menu.open ? ' public-layout--menu-open' : ''}`} {...menu.containerProps}>
      <header className="public-header">
        <Link to={paths.home} className="brand">
          {t('London One-on-One Conference')}
        </Link>
        <button className="menu-toggle" {...menu.buttonProps}>
          <span className="menu-toggle__label">{t('Menu')}</span>
        </button>
        <nav aria-label={t('Main')} id="public-links">
          <ul className="public-header__menu">
            <li>
              <Link to={paths.home}>{t('Home')}</Link>
            </li>
            <li>
              <Link to={paths.importantDeadlines}>{t('Important Deadlines')}</Link>
            </li>
            <li>
              <Link to={paths.gallery}>{t('Photo Gallery')}</Link>
            </li>
            <li>
              <a href={`mailto:${email}`}>{t('Contact us')}</a>
            </li>
            {accountLinks && parts.signedIn && (
              <>
                {/* During a first registration there is no dashboard to open yet: the way back is to the registration. */}
                {!parts.firstRegistration ? (
                  <li className={parts.className('signed-in')}>
                    <Link to={paths.user.dashboard}>{t('My Dashboard')}</Link>
                  </li>
                ) : route.path !== paths.auth.signup ? (
                  <li>
                    <Link to={paths.auth.signup}>{t('Continue my registration')}</Link>
                  </li>
                ) : null}
                <li className={parts.className('signed-in')}>
                  <button type="button" className="link-button" onClick={() => void logoutAsked()}>
                    {t('Logout')}
                  </button>
                </li>
              </>
            )}
            {accountLinks && parts.signedOut && (
              <li className={parts.className('signed-out')}>
                <Link to={paths.auth.login}>{t('Sign in')}</Link>
              </li>
            )}
            <LanguageSwitchItem />
          </ul>
        </nav>
      </header>
      {/* A guest-only page stays unpainted for a signed-in visitor until the guard sends them on. */}
      <main
        id="main-content"
        className="public-main"
        tabIndex={-1}
        data-guest-only={route.access === 'guest' || undefined}
      >
        <RouteTransition>
          <Outlet />
        </RouteTransition>
      </main>
      <SiteFooter email={email} />
    </div>
  );
}
