/**
 * The router's routes, built from the plain route list (route-list.ts: path, access, title,
 * layout) by giving each path its page. Each page is loaded lazily (preloadable.tsx), so every
 * route is its own chunk, and sits behind its own error boundary, so a failing page never takes
 * the shell down.
 */
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loader } from '@/components/loader';
import { paths } from '@/config/paths';
import { preloadable } from './preloadable';
import { notFoundEntry, routeList, type RouteAccess, type RouteEntry, type RouteLayout } from './route-list';
import { RouteBoundary } from './route-error';

export type RouteHandle = {
  access: RouteAccess;
  title: string;
  /** A stylesheet added while this route is shown. */
  stylesheet?: string;
  /** Starts downloading the page's code (the same module React.lazy loads when it renders). */
  preload?: () => Promise<unknown>;
};

type PageModule = Record<string, unknown>;
type PageSource = { load: () => Promise<PageModule>; exportName: string };

const page = (load: () => Promise<PageModule>, exportName: string): PageSource => ({ load, exportName });

/** The page module of every path of the route list. */
const pages: Record<string, PageSource> = {
  [paths.user.dashboard]: page(() => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage'),
  [paths.user.profile]: page(() => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage'),
  [paths.user.gallery]: page(() => import('@/features/public/routes/gallery-page'), 'GalleryPage'),
  [paths.user.information]: page(() => import('@/features/public/routes/information-page'), 'InformationPage'),
  [paths.user.companies]: page(() => import('@/features/companies/routes/companies-page'), 'CompaniesPage'),
  [paths.user.conciergeServices]: page(() => import('@/features/public/routes/concierge-page'), 'ConciergePage'),
  [paths.user.hotelAssistance]: page(
    () => import('@/features/public/routes/hotel-assistance-page'),
    'HotelAssistancePage',
  ),
  [paths.user.preferences]: page(() => import('@/features/preferences/routes/preferences-page'), 'PreferencesPage'),
  [paths.user.registration]: page(() => import('@/features/registration/routes/register-page'), 'RegisterPage'),
  [paths.user.schedulePreview]: page(() => import('@/features/schedule/routes/schedule-page'), 'SchedulePage'),
  [paths.user.media]: page(() => import('@/features/media/routes/media-page'), 'MediaPage'),
  [paths.user.busSchedule]: page(() => import('@/features/tours/routes/bus-schedule-page'), 'BusSchedulePage'),
  [paths.user.feedbackSurvey]: page(
    () => import('@/features/survey/routes/feedback-survey-page'),
    'FeedbackSurveyPage',
  ),
  [paths.user.booking]: page(() => import('@/features/tours/routes/booking-page'), 'BookingPage'),
  [paths.companies]: page(() => import('@/features/companies/routes/companies-page'), 'CompaniesPage'),
  [paths.webexGuide]: page(() => import('@/features/public/routes/webex-guide-page'), 'WebexGuidePage'),
  [paths.auth.companies]: page(() => import('@/features/companies/routes/companies-page'), 'CompaniesPage'),
  [paths.auth.availability]: page(() => import('@/features/availability/routes/availability-page'), 'AvailabilityPage'),
  [paths.auth.schedulePreview]: page(() => import('@/features/schedule/routes/schedule-page'), 'SchedulePage'),
  [paths.auth.mySurvey]: page(() => import('@/features/survey/routes/my-survey-page'), 'MySurveyPage'),
  [paths.auth.afterUpdatePrefs]: page(
    () => import('@/features/registration/routes/after-update-prefs-page'),
    'AfterUpdatePrefsPage',
  ),
  [paths.auth.cancellation]: page(() => import('@/features/cancellation/routes/cancellation-page'), 'CancellationPage'),
  [paths.auth.cancellationConfirmed]: page(
    () => import('@/features/cancellation/routes/cancellation-confirmed-page'),
    'CancellationConfirmedPage',
  ),
  [paths.home]: page(() => import('@/features/public/routes/home-page'), 'HomePage'),
  [paths.landingContent]: page(() => import('@/features/public/routes/landing-page'), 'LandingPage'),
  [paths.gallery]: page(() => import('@/features/public/routes/gallery-page'), 'GalleryPage'),
  [paths.privacyPolicy]: page(() => import('@/features/public/routes/privacy-policy-page'), 'PrivacyPolicyPage'),
  [paths.providerList]: page(() => import('@/features/public/routes/provider-list-page'), 'ProviderListPage'),
  [paths.affiliates]: page(() => import('@/features/public/routes/affiliates-page'), 'AffiliatesPage'),
  [paths.importantDeadlines]: page(
    () => import('@/features/public/routes/important-deadlines-page'),
    'ImportantDeadlinesPage',
  ),
  [paths.testimonial]: page(() => import('@/features/public/routes/testimonial-page'), 'TestimonialPage'),
  [paths.redirect]: page(() => import('@/features/calendar-link/routes/redirect-page'), 'RedirectPage'),
  [paths.auth.identify]: page(() => import('@/features/registration/routes/identify-page'), 'IdentifyPage'),
  [paths.auth.signup]: page(() => import('@/features/registration/routes/register-page'), 'RegisterPage'),
  [paths.auth.thank]: page(() => import('@/features/registration/routes/thank-page'), 'ThankPage'),
  [paths.auth.login]: page(() => import('@/features/auth/routes/login-page'), 'LoginPage'),
  [paths.auth.passwordEmail]: page(() => import('@/features/auth/routes/password-email-page'), 'PasswordEmailPage'),
  [paths.auth.passwordReset]: page(() => import('@/features/auth/routes/password-reset-page'), 'PasswordResetPage'),
  [paths.landing]: page(() => import('@/features/public/routes/landing-frame-page'), 'LandingFramePage'),
  [notFoundEntry.path]: page(() => import('./not-found-page'), 'NotFoundPage'),
};

function toRoute({ path, access, title, stylesheet }: RouteEntry): RouteObject {
  const source = pages[path];
  if (!source) throw new Error(`No page for the route ${path}`);
  const { Component: Page, preload } = preloadable(source.load, source.exportName);
  const handle: RouteHandle = { access, title, preload, ...(stylesheet ? { stylesheet } : {}) };
  return {
    path,
    handle,
    element: (
      <RouteBoundary>
        <Suspense fallback={<Loader label="Loading the page…" />}>
          <Page />
        </Suspense>
      </RouteBoundary>
    ),
  };
}

const routesIn = (layout: RouteLayout) => routeList.filter((entry) => entry.layout === layout).map(toRoute);

export const shellRoutes: RouteObject[] = routesIn('shell');
export const publicRoutes: RouteObject[] = routesIn('public');
export const bareRoutes: RouteObject[] = routesIn('bare');
export const notFoundRoute: RouteObject = toRoute(notFoundEntry);

/** A path as the router compares it: case and a trailing slash ignored. */
const routeAt = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

export type RoutePlace = { route: RouteObject; layout: RouteLayout; inShell: boolean };
const place = (route: RouteObject, layout: RouteLayout): RoutePlace => ({ route, layout, inShell: layout === 'shell' });
const notFoundPlace = place(notFoundRoute, 'public');
let routesByPath: Map<string, RoutePlace> | undefined;

/**
 * The page route the router renders at `pathname` (every path of the portal is a plain path, so a
 * look-up finds it), and the layout it is shown in. A path no route has is the not-found page's.
 * Where two layouts list the same path, the first listed wins, as in the router.
 */
export function routeFor(pathname: string): RoutePlace {
  if (!routesByPath) {
    routesByPath = new Map();
    const entries = [
      ...shellRoutes.map((route) => place(route, 'shell')),
      ...bareRoutes.map((route) => place(route, 'bare')),
      ...publicRoutes.map((route) => place(route, 'public')),
    ];
    for (const entry of entries) {
      const key = routeAt(entry.route.path ?? '');
      if (!routesByPath.has(key)) routesByPath.set(key, entry);
    }
  }
  return routesByPath.get(routeAt(pathname)) ?? notFoundPlace;
}
