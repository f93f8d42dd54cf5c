/**
 * Every route of both specs (A§2, B§2) with its access, title and layout. Each page
 * is loaded lazily (preloadable.tsx), so every route is its own chunk, and sits behind its own
 * error boundary, so a failing page never takes the shell down.
 */
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loader } from '@/components/loader';
import { paths } from '@/config/paths';
import type { RouteAccess } from './redirects';
import { preloadable } from './preloadable';
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

function page(
  path: string,
  access: RouteAccess,
  title: string,
  load: () => Promise<PageModule>,
  exportName: string,
  extra: Partial<RouteHandle> = {},
): RouteObject {
  const { Component: Page, preload } = preloadable(load, exportName);
  return {
    path,
    handle: { access, title, preload, ...extra } satisfies RouteHandle,
    element: (
      <RouteBoundary>
        <Suspense fallback={<Loader label="Loading the page…" />}>
          <Page />
        </Suspense>
      </RouteBoundary>
    ),
  };
}

export const shellRoutes: RouteObject[] = [
  page(paths.user.dashboard, 'login', 'My DASHBOARD', () => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage'),
  page(paths.user.profile, 'login', 'My Profile', () => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage'),
  page(paths.user.gallery, 'login', 'Photo Gallery', () => import('@/features/public/routes/gallery-page'), 'GalleryPage'),
  page(paths.user.information, 'login', 'Useful Information', () => import('@/features/public/routes/information-page'), 'InformationPage'),
  page(paths.user.companies, 'login', 'Confirmed Companies', () => import('@/features/companies/routes/companies-page'), 'CompaniesPage'),
  page(paths.user.conciergeServices, 'login', 'Concierge Services', () => import('@/features/public/routes/concierge-page'), 'ConciergePage'),
  page(paths.user.hotelAssistance, 'login', 'Hotel and Accommodation', () => import('@/features/public/routes/hotel-assistance-page'), 'HotelAssistancePage'),
  page(paths.user.preferences, 'login', 'Meeting Preferences', () => import('@/features/preferences/routes/preferences-page'), 'PreferencesPage'),
  page(paths.user.registration, 'login', 'Registration', () => import('@/features/registration/routes/register-page'), 'RegisterPage'),
  page(paths.user.schedulePreview, 'login', 'Meeting Schedule', () => import('@/features/schedule/routes/schedule-page'), 'SchedulePage', {
    stylesheet: '/styles/schedule-print.css',
  }),
  page(paths.user.media, 'login', 'Media Interviews', () => import('@/features/media/routes/media-page'), 'MediaPage'),
  page(paths.user.busSchedule, 'login', 'Bus Schedule', () => import('@/features/tours/routes/bus-schedule-page'), 'BusSchedulePage'),
  page(paths.user.feedbackSurvey, 'login', 'Feedback Survey', () => import('@/features/survey/routes/feedback-survey-page'), 'FeedbackSurveyPage'),
  page(paths.user.booking, 'login', 'Tour Booking', () => import('@/features/tours/routes/booking-page'), 'BookingPage'),
  page(paths.companies, 'login', 'Confirmed Companies', () => import('@/features/companies/routes/companies-page'), 'CompaniesPage'),
  page(paths.webexGuide, 'login', 'Webex Joining Guide', () => import('@/features/public/routes/webex-guide-page'), 'WebexGuidePage'),
  page(paths.auth.companies, 'login', 'Confirmed Companies', () => import('@/features/companies/routes/companies-page'), 'CompaniesPage'),
  page(paths.auth.availability, 'login', 'Days of Attendance & Time slots', () => import('@/features/registration/routes/availability-page'), 'AvailabilityPage'),
  page(paths.auth.schedulePreview, 'login', 'Meeting Schedule', () => import('@/features/schedule/routes/schedule-page'), 'SchedulePage', {
    stylesheet: '/styles/schedule-print.css',
  }),
  page(paths.auth.mySurvey, 'login', 'Conference Survey', () => import('@/features/survey/routes/my-survey-page'), 'MySurveyPage'),
  page(paths.auth.afterUpdatePrefs, 'login', 'Registration Updated', () => import('@/features/registration/routes/after-update-prefs-page'), 'AfterUpdatePrefsPage'),
  page(paths.auth.cancellation, 'login', 'Invitation Cancellation', () => import('@/features/registration/routes/cancellation-page'), 'CancellationPage'),
  page(paths.auth.cancellationConfirmed, 'login', 'Invitation Cancellation', () => import('@/features/registration/routes/cancellation-confirmed-page'), 'CancellationConfirmedPage'),
];

export const publicRoutes: RouteObject[] = [
  page(paths.home, 'public', 'Home', () => import('@/features/public/routes/home-page'), 'HomePage'),
  page(paths.landingContent, 'public', 'Conference', () => import('@/features/public/routes/landing-page'), 'LandingPage'),
  page(paths.gallery, 'public', 'Photo Gallery', () => import('@/features/public/routes/gallery-page'), 'GalleryPage'),
  page(paths.privacyPolicy, 'public', 'Privacy Policy', () => import('@/features/public/routes/privacy-policy-page'), 'PrivacyPolicyPage'),
  page(paths.providerList, 'public', 'List of Service Providers', () => import('@/features/public/routes/provider-list-page'), 'ProviderListPage'),
  page(paths.affiliates, 'public', 'List of Affiliates', () => import('@/features/public/routes/affiliates-page'), 'AffiliatesPage'),
  page(paths.importantDeadlines, 'public', 'Important Deadlines', () => import('@/features/public/routes/important-deadlines-page'), 'ImportantDeadlinesPage'),
  page(paths.testimonial, 'public', 'Submit a Testimonial', () => import('@/features/public/routes/testimonial-page'), 'TestimonialPage'),
  page(paths.redirect, 'public', 'Calendar Authorisation', () => import('@/features/registration/routes/redirect-page'), 'RedirectPage'),
  page(paths.auth.identify, 'public', 'Registration', () => import('@/features/registration/routes/identify-page'), 'IdentifyPage'),
  page(paths.auth.signup, 'public', 'Registration', () => import('@/features/registration/routes/register-page'), 'RegisterPage'),
  page(paths.auth.thank, 'public', 'Registration Completed', () => import('@/features/registration/routes/thank-page'), 'ThankPage'),
  page(paths.auth.login, 'guest', 'Login', () => import('@/features/auth/routes/login-page'), 'LoginPage'),
  page(paths.auth.passwordEmail, 'public', 'Reset Password', () => import('@/features/auth/routes/password-email-page'), 'PasswordEmailPage'),
  page(paths.auth.passwordReset, 'public', 'Reset Password', () => import('@/features/auth/routes/password-reset-page'), 'PasswordResetPage'),
];

export const bareRoutes: RouteObject[] = [
  page(paths.landing, 'public', 'Welcome', () => import('@/features/public/routes/landing-frame-page'), 'LandingFramePage'),
];

export const notFoundRoute: RouteObject = page('*', 'public', 'Page not found', () => import('./not-found-page'), 'NotFoundPage');

