/**
 * Every route of the portal as plain data: its path, who may open it, its page title, the layout
 * it is shown in and an optional stylesheet. The router (route-table.tsx) builds its routes from
 * this list, and the browser tests read their route lists from it, so it imports nothing but the
 * paths (relatively, so that Node can load it without the '@/' alias) and types.
 *
 * Access: 'login' pages need a signed-in user (a visitor is sent to the login page with a redirect
 * back), 'guest' pages are for signed-out visitors only (the login page), 'public' pages are open
 * to everyone. Layout: 'shell' is the logged-in frame with its side menu, 'public' the public
 * header and footer, 'bare' nothing around the page.
 */
import { paths } from '../config/paths';
import type { RouteAccess } from '../lib/session/redirects';

export type { RouteAccess };
export type RouteLayout = 'shell' | 'public' | 'bare';

export type RouteEntry = {
  path: string;
  access: RouteAccess;
  title: string;
  layout: RouteLayout;
  /** A stylesheet added while this route is shown. */
  stylesheet?: string;
};

const schedulePrint = '/styles/schedule-print.css';

const login = (path: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  access: 'login',
  title,
  layout: 'shell',
  ...extra,
});
const open = (path: string, title: string, access: RouteAccess = 'public'): RouteEntry => ({
  path,
  access,
  title,
  layout: 'public',
});

/** The routes in the order of the route table: logged-in shell pages, public pages, the bare welcome frame. */
export const routeList: readonly RouteEntry[] = [
  login(paths.user.dashboard, 'My DASHBOARD'),
  login(paths.user.profile, 'My Profile'),
  login(paths.user.gallery, 'Photo Gallery'),
  login(paths.user.information, 'Useful Information'),
  login(paths.user.companies, 'Confirmed Companies'),
  login(paths.user.conciergeServices, 'Concierge Services'),
  login(paths.user.hotelAssistance, 'Hotel and Accommodation'),
  login(paths.user.preferences, 'Meeting Preferences'),
  login(paths.user.registration, 'Registration'),
  login(paths.user.schedulePreview, 'Meeting Schedule', { stylesheet: schedulePrint }),
  login(paths.user.media, 'Media Interviews'),
  login(paths.user.busSchedule, 'Bus Schedule'),
  login(paths.user.feedbackSurvey, 'Feedback Survey'),
  login(paths.user.booking, 'Tour Booking'),
  login(paths.companies, 'Confirmed Companies'),
  login(paths.webexGuide, 'Webex Joining Guide'),
  login(paths.auth.companies, 'Confirmed Companies'),
  login(paths.auth.availability, 'Days of Attendance & Time slots'),
  login(paths.auth.schedulePreview, 'Meeting Schedule', { stylesheet: schedulePrint }),
  login(paths.auth.mySurvey, 'Conference Survey'),
  login(paths.auth.afterUpdatePrefs, 'Registration Updated'),
  login(paths.auth.cancellation, 'Invitation Cancellation'),
  login(paths.auth.cancellationConfirmed, 'Invitation Cancellation'),
  open(paths.home, 'Home'),
  open(paths.landingContent, 'Conference'),
  open(paths.gallery, 'Photo Gallery'),
  open(paths.privacyPolicy, 'Privacy Policy'),
  open(paths.providerList, 'List of Service Providers'),
  open(paths.affiliates, 'List of Affiliates'),
  open(paths.importantDeadlines, 'Important Deadlines'),
  open(paths.testimonial, 'Submit a Testimonial'),
  open(paths.redirect, 'Calendar Authorisation'),
  open(paths.auth.identify, 'Registration'),
  open(paths.auth.signup, 'Registration'),
  open(paths.auth.thank, 'Registration Completed'),
  open(paths.auth.login, 'Login', 'guest'),
  open(paths.auth.passwordEmail, 'Reset Password'),
  open(paths.auth.passwordReset, 'Reset Password'),
  { path: paths.landing, access: 'public', title: 'Welcome', layout: 'bare' },
];

/** Any other path: the not-found page, public, in the public layout. */
export const notFoundEntry: RouteEntry = { path: '*', access: 'public', title: 'Page not found', layout: 'public' };

/** The routes of one access level ('login' pages, for instance). */
export const routesWithAccess = (access: RouteAccess): RouteEntry[] =>
  routeList.filter((route) => route.access === access);
