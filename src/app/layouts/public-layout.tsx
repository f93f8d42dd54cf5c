import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { settings } from '@/config/settings';
import { useConferenceText } from '@/lib/profile/conference-text';
import { logoutAsked } from '@/lib/session/logout';
import { useSessionParts } from '@/lib/session/use-session';
import { useCurrentRoute } from '../route-match';
import { SiteFooter } from '../shell/site-footer';
import { RouteTransition } from './route-transition';

/**
 * Header menu of the public pages (spec A§2 Home): Home, Important Deadlines, the public Photo
 * Gallery (A§6: the gallery is public), Contact us, then the dashboard and Logout or Sign in (except on
 * /landing, whose own navbar has them). During a first registration the dashboard cannot open yet,
 * so the menu offers the way back to the registration instead, and Logout asks first.
 */
export function PublicLayout() {
  const parts = useSessionParts();
  const route = useCurrentRoute();
  // The landing page's own navbar carries the account links there (Sign in, or dashboard and Logout).
  const accountLinks = route.path !== paths.landingContent;
  const { data: text } = useConferenceText();
  const email = text?.conference_email || settings.conferenceEmail;
  return (
    <div className="public-layout">
      <header className="public-header">
        <Link to={paths.home} className="brand">
          London One-on-One Conference
        </Link>
        <nav aria-label="Main">
          <ul className="public-header__menu">
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            <li>
              <Link to={paths.importantDeadlines}>Important Deadlines</Link>
            </li>
            <li>
              <Link to={paths.gallery}>Photo Gallery</Link>
            </li>
            <li>
              <a href={`mailto:${email}`}>Contact us</a>
            </li>
            {accountLinks && parts.signedIn && (
              <>
                {/* During a first registration there is no dashboard to open yet: the way back is to the registration. */}
                {!parts.firstRegistration ? (
                  <li className={parts.className('signed-in')}>
                    <Link to={paths.user.dashboard}>My Dashboard</Link>
                  </li>
                ) : route.path !== paths.auth.signup ? (
                  <li>
                    <Link to={paths.auth.signup}>Continue my registration</Link>
                  </li>
                ) : null}
                <li className={parts.className('signed-in')}>
                  <button type="button" className="link-button" onClick={() => void logoutAsked()}>
                    Logout
                  </button>
                </li>
              </>
            )}
            {accountLinks && parts.signedOut && (
              <li className={parts.className('signed-out')}>
                <Link to={paths.auth.login}>Sign in</Link>
              </li>
            )}
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
