/**
 * The texts of the attendee dashboard, copied verbatim from the product spec: ids of the message catalogue
 * (src/i18n/locales), shown through `t()` in the attendee's language when the page renders.
 */
import type { MessageId } from '@/i18n/i18n';
import type { DashboardTab } from './logic/availability';

/** The page's title, also the name of its tab list. */
export const DASHBOARD_TITLE: MessageId = 'My DASHBOARD';

/** The label of each dashboard tab. */
export const TAB_LABELS: Record<DashboardTab, MessageId> = {
  personal: 'Personal',
  colleagues: 'Colleagues',
  availability: 'Availability',
  schedule: 'Schedule Summary',
  preferences: 'Meeting Preferences',
};

/** The first screen above the tabs (the portal's own words; the spec's messages are imported where used). */
export const HOME_TEXT = {
  region: 'At a glance',
  next: 'Your next meeting',
  now: 'Your meeting now',
  meetings: 'Your meetings',
  onSchedule: 'See it on my schedule',
  openSchedule: 'Open my schedule',
  noneLeft: 'No meetings are left on your schedule.',
  notReady: 'Your meeting schedule is not published yet.',
  shownHere: 'Your first meeting will show here as soon as it is.',
  /** `{date}`: the day, written by src/lib/dates. */
  expected: 'The organisers expect to publish it on {date}.',
  changesLink: 'See them on my schedule',
  toDo: 'Still to do',
  allDone: 'Nothing is left to do: you are all set.',
  loadingSchedule: 'Loading your schedule…',
  scheduleFailed: 'We could not load your schedule.',
} as const satisfies Record<string, MessageId>;
