/**
 * Every route of the portal, declared once: its path, who may open it, the layout around it, its
 * title, an optional stylesheet, its page (a typed dynamic import, so every page is a chunk of its
 * own) and, where the page has one, the prefetch of its first answers. The router, the guard, the
 * side menu, start-up's preloading, the build's per-route pages and the browser tests all read
 * this list.
 *
 * It imports nothing at run time but the paths (relatively, so plain Node can load it for the
 * build and the browser tests); the pages are only imported when a route is opened.
 *
 * Access: 'login' pages need a signed-in attendee (a visitor is sent to the login page with a
 * redirect back), 'guest' pages are for signed-out visitors only, 'public' pages are open to all.
 * Layout: 'shell' is the signed-in frame with its side menu, 'public' the public header and
 * footer, 'bare' nothing around the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import type { MessageId } from '../i18n/i18n';
import type { RouteAccess } from '../lib/session/redirects';

export type { RouteAccess };
export type RouteLayout = 'shell' | 'public' | 'bare';

export type AppRoute = {
  path: string;
  access: RouteAccess;
  layout: RouteLayout;
  /** The page's title, a text of the message catalogue (its English wording): the root layout shows it in the attendee's language. */
  title: MessageId;
  /** A stylesheet added while the route is shown (spec A§2). */
  stylesheet?: string;
  page: () => Promise<ComponentType>;
  /** Starts the page's first queries before it renders, with the options its hooks use. */
  prefetch?: (queryClient: QueryClient) => Promise<void>;
  /**
   * Downloads the code of the page's parts that follow its first paint (the page asks for it once that paint is
   * reported). A kept page (a returning visit, src/lib/offline/page-snapshot-paint.ts) waits for it before the first
   * render, which replaces the kept page whole and must show what it shows.
   */
  parts?: () => Promise<unknown>;
  /**
   * Written as HTML at build time (src/app/prerender.tsx), so the page paints before any script
   * runs: for pages whose first screen depends on no attendee.
   */
  prerender?: boolean;
  /** The side menu item the page is shown under, when it is not the page's own path (a second view of a page). */
  menuPath?: string;
};

/** Prints a schedule alone, without the frame (the Meeting Schedule's two views). */
const schedulePrint = '/styles/schedule-print.css';

const dashboardModule = () => import('@/features/dashboard/routes/dashboard-page');
/** The dashboard and My Profile (the same page). */
const dashboard = {
  page: () => dashboardModule().then((m) => m.DashboardPage),
  prefetch: (client: QueryClient) => dashboardModule().then((m) => m.prefetchPageData(client)),
  parts: () => dashboardModule().then((m) => m.loadDeferredParts()),
};
const galleryPage = () => import('@/features/public/routes/gallery-page').then((m) => m.GalleryPage);
const registerPage = () => import('@/features/registration/routes/register-page').then((m) => m.RegisterPage);
const notFoundPage = () => import('./not-found-page').then((m) => m.NotFoundPage);

const companies = () => import('@/features/companies/routes/companies-page');
const companiesPage = () => companies().then((m) => m.CompaniesPage);
const companiesData = (client: QueryClient) => companies().then((m) => m.prefetchPageData(client));

const schedule = () => import('@/features/schedule/routes/schedule-page');
const schedulePage = () => schedule().then((m) => m.SchedulePage);
const scheduleData = (client: QueryClient) => schedule().then((m) => m.prefetchPageData(client));

const agenda = () => import('@/features/agenda/routes/agenda-page');

const whoYouMeet = () => import('@/features/who-you-meet/routes/who-you-meet-page');

const media = () => import('@/features/media/routes/media-page');
const booking = () => import('@/features/tours/routes/booking-page');
const mySurvey = () => import('@/features/survey/routes/my-survey-page');

type Declaration = Omit<AppRoute, 'access' | 'layout'> & Partial<Pick<AppRoute, 'access'>>;

/** A page of the signed-in frame. */
const signedIn = (route: Declaration): AppRoute => ({ access: 'login', layout: 'shell', ...route });
/** A page of the public frame. */
const open = (route: Declaration): AppRoute => ({ access: 'public', layout: 'public', ...route });

export const routes: readonly AppRoute[] = [
  signedIn({ path: paths.user.dashboard, title: 'My DASHBOARD', ...dashboard }),
  signedIn({ path: paths.user.profile, title: 'My Profile', ...dashboard }),
  signedIn({ path: paths.user.gallery, title: 'Photo Gallery', page: galleryPage }),
  signedIn({
    path: paths.user.information,
    title: 'Useful Information',
    page: () => import('@/features/public/routes/information-page').then((m) => m.InformationPage),
  }),
  signedIn({ path: paths.user.companies, title: 'Confirmed Companies', page: companiesPage, prefetch: companiesData }),
  signedIn({
    path: paths.user.conciergeServices,
    title: 'Concierge Services',
    page: () => import('@/features/public/routes/concierge-page').then((m) => m.ConciergePage),
  }),
  signedIn({
    path: paths.user.hotelAssistance,
    title: 'Hotel and Accommodation',
    page: () => import('@/features/public/routes/hotel-assistance-page').then((m) => m.HotelAssistancePage),
  }),
  signedIn({
    path: paths.user.preferences,
    title: 'Meeting Preferences',
    page: () => import('@/features/preferences/routes/preferences-page').then((m) => m.PreferencesPage),
  }),
  signedIn({ path: paths.user.registration, title: 'Registration', page: registerPage }),
  signedIn({
    path: paths.user.schedulePreview,
    title: 'Meeting Schedule',
    stylesheet: schedulePrint,
    page: schedulePage,
    prefetch: scheduleData,
  }),
  signedIn({
    // The whole agenda: the Meeting Schedule page's second view, under its menu item.
    path: paths.user.agenda,
    title: 'Meeting Schedule',
    menuPath: paths.user.schedulePreview,
    stylesheet: schedulePrint,
    page: () => agenda().then((m) => m.AgendaPage),
    prefetch: (client) => agenda().then((m) => m.prefetchPageData(client)),
  }),
  signedIn({
    path: paths.user.whoYouMeet,
    title: 'Who you meet',
    page: () => whoYouMeet().then((m) => m.WhoYouMeetPage),
    prefetch: (client) => whoYouMeet().then((m) => m.prefetchPageData(client)),
  }),
  signedIn({
    path: paths.user.media,
    title: 'Media Interviews',
    page: () => media().then((m) => m.MediaPage),
    prefetch: (client) => media().then((m) => m.prefetchPageData(client)),
  }),
  signedIn({
    path: paths.user.busSchedule,
    title: 'Bus Schedule',
    page: () => import('@/features/tours/routes/bus-schedule-page').then((m) => m.BusSchedulePage),
  }),
  signedIn({
    path: paths.user.feedbackSurvey,
    title: 'Feedback Survey',
    page: () => import('@/features/survey/routes/feedback-survey-page').then((m) => m.FeedbackSurveyPage),
  }),
  signedIn({
    path: paths.user.booking,
    title: 'Tour Booking',
    page: () => booking().then((m) => m.BookingPage),
    prefetch: (client) => booking().then((m) => m.prefetchPageData(client)),
  }),
  // /user is the parent of the pages above (spec A§2): any other path under it is signed-in only.
  signedIn({ path: paths.user.root, title: 'Page not found', page: notFoundPage }),
  signedIn({ path: `${paths.user.root}/*`, title: 'Page not found', page: notFoundPage }),
  signedIn({ path: paths.companies, title: 'Confirmed Companies', page: companiesPage, prefetch: companiesData }),
  signedIn({
    path: paths.webexGuide,
    title: 'Webex Joining Guide',
    page: () => import('@/features/public/routes/webex-guide-page').then((m) => m.WebexGuidePage),
  }),
  signedIn({ path: paths.auth.companies, title: 'Confirmed Companies', page: companiesPage, prefetch: companiesData }),
  signedIn({
    path: paths.auth.availability,
    title: 'Days of Attendance & Time slots',
    page: () => import('@/features/availability/routes/availability-page').then((m) => m.AvailabilityPage),
  }),
  signedIn({
    path: paths.auth.schedulePreview,
    title: 'Meeting Schedule',
    stylesheet: schedulePrint,
    page: schedulePage,
    prefetch: scheduleData,
  }),
  signedIn({
    path: paths.auth.mySurvey,
    title: 'Conference Survey',
    page: () => mySurvey().then((m) => m.MySurveyPage),
    prefetch: (client) => mySurvey().then((m) => m.prefetchPageData(client)),
  }),
  signedIn({
    path: paths.auth.afterUpdatePrefs,
    title: 'Registration Updated',
    page: () => import('@/features/registration/routes/after-update-prefs-page').then((m) => m.AfterUpdatePrefsPage),
  }),
  signedIn({
    path: paths.auth.cancellation,
    title: 'Invitation Cancellation',
    page: () => import('@/features/cancellation/routes/cancellation-page').then((m) => m.CancellationPage),
  }),
  signedIn({
    path: paths.auth.cancellationConfirmed,
    title: 'Invitation Cancellation',
    page: () =>
      import('@/features/cancellation/routes/cancellation-confirmed-page').then((m) => m.CancellationConfirmedPage),
  }),
  open({
    path: paths.home,
    prerender: true,
    title: 'Home',
    page: () => import('@/features/public/routes/home-page').then((m) => m.HomePage),
  }),
  open({
    path: paths.landingContent,
    prerender: true,
    title: 'Conference',
    page: () => import('@/features/public/routes/landing-page').then((m) => m.LandingPage),
  }),
  open({ path: paths.gallery, prerender: true, title: 'Photo Gallery', page: galleryPage }),
  open({
    path: paths.privacyPolicy,
    prerender: true,
    title: 'Privacy Policy',
    page: () => import('@/features/public/routes/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  }),
  open({
    path: paths.providerList,
    prerender: true,
    title: 'List of Service Providers',
    page: () => import('@/features/public/routes/provider-list-page').then((m) => m.ProviderListPage),
  }),
  open({
    path: paths.affiliates,
    prerender: true,
    title: 'List of Affiliates',
    page: () => import('@/features/public/routes/affiliates-page').then((m) => m.AffiliatesPage),
  }),
  open({
    path: paths.importantDeadlines,
    prerender: true,
    title: 'Important Deadlines',
    page: () => import('@/features/public/routes/important-deadlines-page').then((m) => m.ImportantDeadlinesPage),
  }),
  open({
    path: paths.testimonial,
    prerender: true,
    title: 'Submit a Testimonial',
    page: () => import('@/features/public/routes/testimonial-page').then((m) => m.TestimonialPage),
  }),
  open({
    path: paths.redirect,
    title: 'Calendar Authorisation',
    page: () => import('@/features/calendar-link/routes/redirect-page').then((m) => m.RedirectPage),
  }),
  open({
    path: paths.auth.identify,
    prerender: true,
    title: 'Registration',
    page: () => import('@/features/registration/routes/identify-page').then((m) => m.IdentifyPage),
  }),
  open({ path: paths.auth.signup, title: 'Registration', page: registerPage }),
  open({
    path: paths.auth.thank,
    prerender: true,
    title: 'Registration Completed',
    page: () => import('@/features/registration/routes/thank-page').then((m) => m.ThankPage),
  }),
  open({
    path: paths.auth.login,
    prerender: true,
    access: 'guest',
    title: 'Login',
    page: () => import('@/features/auth/routes/login-page').then((m) => m.LoginPage),
  }),
  open({
    path: paths.auth.passwordEmail,
    prerender: true,
    title: 'Reset Password',
    page: () => import('@/features/auth/routes/password-email-page').then((m) => m.PasswordEmailPage),
  }),
  open({
    path: paths.auth.passwordReset,
    prerender: true,
    title: 'Reset Password',
    page: () => import('@/features/auth/routes/password-reset-page').then((m) => m.PasswordResetPage),
  }),
  {
    path: paths.landing,
    access: 'public',
    layout: 'bare',
    title: 'Welcome',
    page: () => import('@/features/public/routes/landing-frame-page').then((m) => m.LandingFramePage),
  },
  // Any other path (spec A§2).
  open({ path: '*', title: 'Page not found', page: notFoundPage }),
];

/** The routes of one access level ('login' pages, for instance). */
export const routesWithAccess = (access: RouteAccess): AppRoute[] => routes.filter((route) => route.access === access);

/** The signed-in frame, which every 'shell' page is shown in; a chunk of its own. */
export const shellLayout = () => import('./shell/shell-layout').then((m) => m.ShellLayout);
