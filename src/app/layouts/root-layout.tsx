import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';
import { t, tText, useLocale, useT } from '@/i18n/i18n';
import { clearPostLoginTarget, clearSignOut, getPostLoginTarget } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { decideAccess, signOutTarget } from '@/lib/session/redirects';
import { useCurrentRoute } from '../route-match';
import type { AppRoute } from '../routes';
import { attachRouteStylesheet } from '../route-stylesheet';

/** Title, route stylesheet and focus management for each route change. */
function RouteEffects({ route }: { route: AppRoute }) {
  const location = useLocation();
  const first = useRef(true);
  const locale = useLocale();

  useEffect(() => {
    // pageTitle's form (src/config/site.ts), both parts in the attendee's language; set again when it changes.
    document.title = `${t(route.title)} | ${tText(SITE_NAME)}`;
  }, [route.title, locale]);

  useEffect(() => {
    const link = attachRouteStylesheet(route.stylesheet);
    return () => link?.remove();
  }, [route.stylesheet]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    // Move focus to the new page's main heading once it is on screen (pages may show a loader
    // first). A page that replaces its heading element as it loads (loader, then content) would
    // drop that focus to the document: for a short while, focus lost that way goes to the new
    // heading. Focus the visitor moved elsewhere is left alone.
    let tries = 0;
    let timer = 0;
    let focused: HTMLElement | null = null;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('[data-page-heading]');
      const lost = focused !== null && (document.activeElement === document.body || document.activeElement === null);
      if (heading && (focused === null || (lost && heading !== focused))) {
        heading.focus({ preventScroll: false });
        focused = heading;
      } else if (focused !== null && !lost && document.activeElement !== focused) {
        return;
      }
      tries += 1;
      if (tries < 40) timer = window.setTimeout(focusHeading, 50);
    };
    focusHeading();
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  return null;
}

/**
 * Applies the route guard (spec A§4) to every route, then renders it. A session that has just
 * ended (a 401 anywhere, an explicit logout) is the one navigation to the login page, made here;
 * so is the way out of an expired registration (Identify, login or the dashboard). That exit is
 * taken from the session state as soon as the navigation is made, and the guard keeps the old
 * page away until the new one is reached.
 */
export function RootLayout() {
  const location = useLocation();
  const route = useCurrentRoute();
  const { loggedIn, signOut } = useSession();
  const t = useT();
  const access = route.access;
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const signedOutTo =
    (signOut ? signOutTarget(signOut, location.pathname, location.search) : null) ??
    (leavingTo !== null && leavingTo !== location.pathname ? leavingTo : null);
  const decision = signedOutTo
    ? ({ allow: false, to: signedOutTo } as const)
    : decideAccess(access, loggedIn, location.pathname, location.search, getPostLoginTarget());

  useEffect(() => {
    if (access !== 'guest') clearPostLoginTarget();
  }, [access]);

  useEffect(() => {
    // The way out is held here first, and the owed exit cleared only once a render has it: the
    // session store re-renders at once when it changes, and that render must still lead away.
    if (signOut?.to && leavingTo !== signOut.to) {
      setLeavingTo(signOut.to);
      return;
    }
    if (signOut && (signOut.to || !signedOutTo)) clearSignOut();
  }, [signOut, signedOutTo, leavingTo]);

  useEffect(() => {
    if (leavingTo === location.pathname) setLeavingTo(null);
  }, [leavingTo, location.pathname]);

  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('Skip to main content')}
      </a>
      <RouteEffects route={route} />
      {decision.allow ? (
        <Outlet />
      ) : (
        <Navigate to={decision.to} replace={signedOutTo ? (signOut?.replace ?? true) : true} />
      )}
    </>
  );
}
