import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { OfflineNotice } from '@/components/offline-notice';
import { paths } from '@/config/paths';
import { settings } from '@/config/settings';
import { t as translate, useT } from '@/i18n/i18n';
import { LanguageSwitchItem } from '@/i18n/language-switch-slot';
import { showAlert } from '@/lib/alerts';
import { isApiErrorOf } from '@/lib/api/errors';
import { lazyComponent } from '@/lib/lazy';
import { afterPageSettled } from '@/lib/scheduling/after-page-painted';
import { isPresenterProfile, useCancellationUrl, useConferenceText, useProfile } from '@/lib/profile/profile';
import { endRegistration, endSession } from '@/lib/session/session';
import { logout } from '@/lib/session/logout';
import { useSession } from '@/lib/session/use-session';
import { useMenuDisclosure } from '../layouts/menu-disclosure';
import { RouteTransition } from '../layouts/route-transition';
import { type AttendeeIdentity, Identity } from './identity';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';

export const STICKY_HEADER_OFFSET = 330;

/**
 * The schedule read again in the background, its changes told, reminders before meetings: code of its own, mounted
 * once the profile is in and the page has loaded (its files and its reads after the page's first paint, not before).
 */
const AttendeeWatch = lazyComponent(() =>
  import('@/features/reminders/components/attendee-watch').then((module) => module.AttendeeWatch),
);
/**
 * Whether the page has been scrolled by STICKY_HEADER_OFFSET or more. Told by an IntersectionObserver
 * watching a mark placed on the page just above that offset (`mark`), which the browser works out
 * after its own layout: a scroll handler reading `window.scrollY` lays the page out again inside the
 * scroll (a request board's card carried along by the keyboard scrolls the window in every step).
 */
function useStickyHeader(): { sticky: boolean; mark: (element: HTMLElement | null) => void } {
  const [sticky, setSticky] = useState(false);
  const [element, mark] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element || !window.IntersectionObserver) return undefined;
    // Out of view above the window: scrolled past it (out of view below is a window shorter than it).
    const observer = new IntersectionObserver((entries) => {
      // The last entry tells where it is now.
      for (const entry of entries) setSticky(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { sticky, mark };
}

/** The logged-in shell of spec A§2: top bar, side menu, page content once the profile is loaded, footer. */
export function ShellLayout() {
  const { loggedIn } = useSession();
  const { sticky, mark } = useStickyHeader();
  const menu = useMenuDisclosure('top-links side-menu');
  const menuOpen = menu.open;
  const profile = useProfile();
  const text = useConferenceText();
  const cancellation = useCancellationUrl(loggedIn);
  const handledError = useRef<unknown>(null);
  const t = useT();

  useEffect(() => {
    const error = profile.error;
    if (!error || handledError.current === error) return;
    handledError.current = error;
    if (isApiErrorOf(error, 'unauthorized')) return; // the session has ended: the router goes to login
    if (isApiErrorOf(error, 'validation')) {
      // The registration is no longer valid (e.g. cancelled): spec B§7. The session ends, plain login follows.
      void showAlert(error.firstMessage(translate('Something Went Wrong')), 'error');
      endSession({ redirectBack: false, replace: true });
      return;
    }
    // A failed profile load ends the registration process (spec A§4); the signed-in session stays so the page can retry.
    endRegistration({ keepLogin: true });
  }, [profile.error]);

  // The page itself mounts when the profile is in. Read straight from the query, that would be one
  // synchronous render of the whole page in the task that received the answer; deferred, React
  // renders it as a transition and yields to the browser every few milliseconds.
  const profileReady = useDeferredValue(!profile.isPending);
  // Set once the page's heading has painted, the page has loaded and the browser is idle: what can wait starts then.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageSettled(() => setLoaded(true)), []);

  const email = text.data?.conference_email ?? profile.data?.conference?.conference_email ?? settings.conferenceEmail;
  const presenter = isPresenterProfile(profile.data);
  const conference = profile.data?.conference;
  const person = profile.data?.client.client;
  const attendee: AttendeeIdentity | null = person
    ? { name: person.full_titled_name, company: person.company?.name || null, presenter }
    : null;

  return (
    // The Menu button's disclosure (narrow screens, by CSS), as in the public frame.
    <div className={`shell${menuOpen ? ' shell--menu-open' : ''}`} {...menu.containerProps}>
      {/* One pixel ending a pixel above STICKY_HEADER_OFFSET (global.css): out of view from that much scroll. */}
      <div ref={mark} className="scroll-mark" />
      <header className={`top-bar${sticky ? ' top-bar--sticky' : ''}`}>
        <div className="top-bar__inner">
          <button className="menu-toggle" {...menu.buttonProps}>
            <span className="menu-toggle__label">{t('Menu')}</span>
          </button>
          <Suspense fallback={null}>
            <Identity conference={conference} />
          </Suspense>
          <nav aria-label={t('Top')} id="top-links">
            <ul className="top-bar__links">
              <li>
                <Link to={paths.landing}>{t('Home')}</Link>
              </li>
              <li>
                <Link to={paths.user.information}>{t('Useful Information')}</Link>
              </li>
              <li>
                <a href={`mailto:${email}`}>{t('Contact Us')}</a>
              </li>
              <LanguageSwitchItem />
            </ul>
          </nav>
          {attendee ? (
            <Suspense fallback={null}>
              <Identity attendee={attendee} className="top-bar__attendee" />
            </Suspense>
          ) : null}
          {loggedIn ? (
            <button type="button" className="btn btn--ghost top-bar__logout" onClick={() => void logout()}>
              {t('Logout')}
            </button>
          ) : null}
        </div>
      </header>
      <div className={`shell__body${menuOpen ? ' shell__body--menu-open' : ''}`}>
        <aside className="shell__aside">
          {/* On a phone the top bar has no room for the attendee: the open menu names them. */}
          {attendee ? (
            <Suspense fallback={null}>
              <Identity attendee={attendee} className="shell__attendee" />
            </Suspense>
          ) : null}
          {profile.data ? (
            <SideMenu
              id="side-menu"
              presenter={presenter}
              guidelinesUrl={text.data?.participation_guidelines_url}
              companiesListUrl={conference?.companies_list_url}
              valuationTableUrl={conference?.valuation_table_url}
              email={email}
              cancellationUrl={cancellation.data}
            />
          ) : (
            // Until the role is known, only the items every role shares.
            <SideMenu id="side-menu" presenter email={email} cancellationUrl={cancellation.data} />
          )}
        </aside>
        <main id="main-content" className="shell__main" tabIndex={-1}>
          <OfflineNotice />
          {/* A profile kept from before (a failed refresh, a server out of reach) keeps the page on screen. */}
          {profile.isPending || !profileReady ? (
            <Loader label={t('Loading your profile…')} />
          ) : profile.isError && !profile.data ? (
            <LoadError
              error={profile.error}
              title={t('We could not load your profile.')}
              onRetry={() => void profile.refetch()}
            />
          ) : (
            <RouteTransition>
              <Outlet />
            </RouteTransition>
          )}
        </main>
      </div>
      <SiteFooter email={email} />
      {loggedIn && profile.data && loaded ? (
        <Suspense fallback={null}>
          <AttendeeWatch />
        </Suspense>
      ) : null}
    </div>
  );
}
