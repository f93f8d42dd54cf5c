/**
 * The pages the faults suite checks and the calls it treats specially: every login-required route
 * of the portal (from the router's own list), with the role it is opened as and the shell's side
 * calls checked on it.
 */
import { askMocks, demoClient } from './mock-api';
import { paths, routesWithAccess } from './support/routes';

/** Calls of the shell itself, the same on every route; its side calls are checked on the dashboard only. */
export const SHELL_SIDE_CALLS = ['GET auth/get-conference-text', 'GET auth/get-cancellation-url'];
/**
 * Side calls the spec lets fail silently (A§8, B§8) and whose failure leaves the page whole: the
 * page may stay silent for these, but only if it still shows all of itself.
 */
export const SILENT_ALLOWED = new Set([
  ...SHELL_SIDE_CALLS,
  'GET auth/investor-cancellation-date', // the cancel option is then not offered
  'GET auth/slots-attendance-percentage/14', // slots then carry no "fully booked" mark
  'GET auth/get-grouped-slots', // the slot groups are then built from the profile's agenda (contract §5.5)
  'POST auth/cut-off-date', // treated as no cut-off (contract §5.7)
]);

/**
 * Calls that a page shows only a side part of, which may fail silently on that page alone: the
 * dashboard's line of schedule changes since the last visit (the schedule page itself must tell
 * the failure).
 */
const DASHBOARD_SIDE_PARTS = [
  'GET auth/get-schedule',
  // What is left to do (the first screen's card): each item is a way to the page that tells its own failure.
  'GET auth/preferences/client/companies',
  'GET auth/my-survey',
];
const SILENT_ON_PAGE: Record<string, string[]> = {
  [paths.user.dashboard]: DASHBOARD_SIDE_PARTS,
  [paths.user.profile]: DASHBOARD_SIDE_PARTS,
};

/**
 * The schedule, which the frame also reads again in the background on every signed-in page (changes told as they
 * happen, reminders: src/features/reminders), silently: the kept schedule stays. It is a page's own call only on
 * the pages that show it.
 */
export const SCHEDULE_CALL = 'GET auth/get-schedule';
const SHOWS_SCHEDULE = new Set<string>([
  paths.user.schedulePreview,
  paths.auth.schedulePreview,
  paths.user.agenda,
  paths.user.whoYouMeet,
  paths.user.dashboard,
  paths.user.profile,
]);
/** Whether the page at `path` shows the schedule (so a failed or held schedule is its own to tell). */
export const showsSchedule = (path: string): boolean => SHOWS_SCHEDULE.has(path.split('?')[0]);

/** Whether `call` may fail silently (with the page whole) on the page at `path`. */
export const silentAllowed = (path: string, call: string): boolean =>
  SILENT_ALLOWED.has(call) || (SILENT_ON_PAGE[path.split('?')[0]]?.includes(call) ?? false);

/** A page the faults suite opens: its path and query, the role it is opened as, the shell's side calls checked on it. */
export type FaultsPage = { path: string; role: 'investor' | 'presenter'; sideCalls?: string[] };

const investorCancellationUrl = (
  await askMocks('GET', 'auth/get-cancellation-url', { token: (await demoClient('investor1')).api_token })
).body.cancellation_url as string;
const cancellationQuery = `?cancelation_token=${new URL(investorCancellationUrl).searchParams.get('cancelation_token')}`;

/** Pages only a presenter may open, and pages that show differently to a presenter (checked as both). */
const PRESENTER_ONLY = new Set<string>([paths.auth.availability]);
const ALSO_AS_PRESENTER = new Set<string>([paths.user.dashboard, paths.user.schedulePreview]);
/** The shell's side calls checked on the pages that show what they bring. */
const SIDE_CALLS: Record<string, string[]> = {
  [paths.user.dashboard]: SHELL_SIDE_CALLS,
  [paths.user.information]: ['GET auth/get-conference-text'],
  [paths.auth.cancellationConfirmed]: ['GET auth/get-conference-text'],
};
/** Query strings a page needs to show itself rather than a missing-link message. */
const QUERY: Record<string, string> = { [paths.auth.cancellation]: cancellationQuery };

/** Every login-required route of the portal, as investor1 (presenter-only pages as presenter1). */
export const pages: FaultsPage[] = routesWithAccess('login').flatMap(({ path }): FaultsPage[] => {
  const entry = { path: `${path}${QUERY[path] ?? ''}`, ...(SIDE_CALLS[path] && { sideCalls: SIDE_CALLS[path] }) };
  if (PRESENTER_ONLY.has(path)) return [{ ...entry, role: 'presenter' }];
  return [
    { ...entry, role: 'investor' },
    ...(ALSO_AS_PRESENTER.has(path) ? [{ path: entry.path, role: 'presenter' as const }] : []),
  ];
});
