/** The texts of the attendee dashboard, copied verbatim from the product spec. */
import type { DashboardTab } from './logic/availability';

/** The page's title, also the name of its tab list. */
export const DASHBOARD_TITLE = 'My DASHBOARD';

/** The label of each dashboard tab. */
export const TAB_LABELS: Record<DashboardTab, string> = {
  personal: 'Personal',
  colleagues: 'Colleagues',
  availability: 'Availability',
  schedule: 'Schedule Summary',
  preferences: 'Meeting Preferences',
};
