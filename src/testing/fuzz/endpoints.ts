/**
 * Every endpoint a signed-in page reads, with the page the fuzz suite opens for it, what
 * that page shows when it has read the answer, and what else the contract documents for
 * an error status. The list follows the pages' own calls (src/features/*\/api, the shell's
 * profile and conference text) and the mock handlers (src/mocks/handlers).
 */
import { fireEvent } from '@testing-library/react';
import { readNumber } from '@/lib/api/read';
import type { FuzzEndpoint } from './harness';
import { availabilityForm, preferencesForm, registrationForm, slotsDialogForm, surveyForm, tourForm } from './forms';

const has = (root: ParentNode, selector: string) => root.querySelector(selector) !== null;
const text = (root: Element) => root.textContent ?? '';

/** The dashboard greets the attendee. */
const dashboardShown = (main: HTMLElement) => has(main, '.dashboard__welcome');

/** Opens a dashboard tab; true once it is open. */
const openTab = (name: string) => (main: HTMLElement) => {
  const tab = [...main.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.trim() === name);
  if (!tab) return false;
  fireEvent.click(tab);
  return true;
};

/** The open tab panel lists rows or says there are none. */
const tabPanelShown = (main: HTMLElement) => {
  const panel = main.querySelector('[role="tabpanel"]:not([hidden])');
  return panel !== null && !has(panel, '.loader') && (has(panel, 'table') || text(panel).includes('There are no data'));
};

/** A refusal (4xx but 401) the page answers by leaving for another page. */
const refusal = (status: number) => status >= 400 && status < 500 && status !== 401;

/**
 * A registration session shorter than a visit runs out during it: the signed-in attendee is sent to the dashboard
 * (spec B§4, "at zero, or immediately if 0 is stored"), whatever the answer's status.
 */
const registrationExpired = {
  path: '/user/dashboard',
  when: (_status: number, answer: unknown) => {
    const lifetime = (answer as { session_data?: { sesstion_lifetime?: unknown } } | null)?.session_data
      ?.sesstion_lifetime;
    const seconds = readNumber(lifetime);
    return seconds !== undefined && seconds < 60;
  },
};

export const fuzzEndpoints: FuzzEndpoint[] = [
  {
    label: 'auth/get-required-data-update-profile (investor dashboard)',
    path: 'auth/get-required-data-update-profile',
    role: 'investor',
    page: '/user/dashboard',
    content: dashboardShown,
    // A refused profile (a cancelled registration, contract §5.2) ends the session: plain login.
    leaves: [{ path: '/auth/login', when: refusal }],
  },
  {
    label: 'auth/get-required-data-update-profile (presenter dashboard)',
    path: 'auth/get-required-data-update-profile',
    role: 'presenter',
    page: '/user/dashboard',
    content: dashboardShown,
    leaves: [{ path: '/auth/login', when: refusal }],
  },
  {
    label: 'auth/get-required-data-update-profile (investor registration)',
    path: 'auth/get-required-data-update-profile',
    role: 'investor',
    page: '/user/registration',
    content: (main) => has(main, 'form'),
    leaves: [{ path: '/auth/login', when: refusal }, registrationExpired],
    form: registrationForm,
  },
  {
    label: 'auth/get-required-data-update-profile (presenter registration)',
    path: 'auth/get-required-data-update-profile',
    role: 'presenter',
    page: '/user/registration',
    content: (main) => has(main, 'form'),
    leaves: [{ path: '/auth/login', when: refusal }, registrationExpired],
    form: registrationForm,
  },
  {
    label: 'auth/get-required-data-update-profile (presenter availability)',
    path: 'auth/get-required-data-update-profile',
    role: 'presenter',
    page: '/auth/availability',
    content: (main) => has(main, 'form'),
    leaves: [{ path: '/auth/login', when: refusal }],
    form: availabilityForm,
  },
  {
    label: 'auth/get-conference-text',
    path: 'auth/get-conference-text',
    role: 'presenter',
    page: '/user/dashboard',
    content: dashboardShown,
  },
  {
    label: 'auth/get-cancellation-url',
    path: 'auth/get-cancellation-url',
    role: 'investor',
    page: '/user/dashboard',
    content: dashboardShown,
  },
  {
    label: 'auth/get-colleagues',
    path: 'auth/get-colleagues',
    role: 'presenter',
    page: '/user/dashboard',
    reach: openTab('Colleagues'),
    content: tabPanelShown,
  },
  {
    label: 'auth/preferences/client/companies',
    path: 'auth/preferences/client/companies',
    role: 'investor',
    page: '/user/dashboard',
    params: { client_id: '1001' },
    reach: openTab('Meeting Preferences'),
    content: tabPanelShown,
  },
  {
    label: 'auth/get-schedule (investor)',
    path: 'auth/get-schedule',
    role: 'investor',
    page: '/user/schedule-preview',
    content: (main) => has(main, '.schedule-page'),
  },
  {
    label: 'auth/get-schedule (presenter)',
    path: 'auth/get-schedule',
    role: 'presenter',
    page: '/user/schedule-preview',
    content: (main) => has(main, '.schedule-page'),
  },
  {
    label: 'auth/get-schedule (dashboard summary)',
    path: 'auth/get-schedule',
    role: 'investor',
    page: '/user/dashboard',
    reach: openTab('Schedule Summary'),
    content: (main) => {
      const panel = main.querySelector('[role="tabpanel"]:not([hidden])');
      return panel !== null && !has(panel, '.loader') && text(panel).trim().length > 0;
    },
  },
  {
    label: 'auth/investor-cancellation-date',
    path: 'auth/investor-cancellation-date',
    role: 'investor',
    page: '/user/schedule-preview',
    content: (main) => has(main, '.schedule-page'),
  },
  {
    label: 'auth/preferences',
    path: 'auth/preferences',
    role: 'investor',
    page: '/user/preferences',
    // The form with every row added (the list is busy while rows below the first screen are still coming): a
    // submit sent before then would post companies whose rows the attendee has not been shown yet.
    content: (main) => has(main, 'form') && !has(main, '.pref-list[aria-busy="true"]'),
    // 403: 'You dont have access to this page'; 422: the page is closed (contract §9.1).
    documented: (main, status) => refusal(status) && !has(main, 'form') && text(main).trim().length > 0,
    form: preferencesForm,
  },
  {
    label: 'auth/preferences/slots',
    path: 'auth/preferences/slots',
    role: 'investor',
    page: '/user/preferences',
    reach: (main) => {
      const button = [...main.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => b.textContent?.trim() === 'Update Availability',
      );
      if (!button) return false;
      fireEvent.click(button);
      return true;
    },
    // The dialog lists the slots by day, or says they could not be loaded (its failures are silent, contract §9.3).
    content: (main) => {
      const dialog = main.querySelector('dialog.pref-availability');
      return (
        dialog !== null &&
        !has(dialog, '.loader') &&
        (has(dialog, 'fieldset') || has(dialog, '.pref-availability__note'))
      );
    },
    form: slotsDialogForm,
  },
  {
    label: 'general/registerd-companies',
    path: 'general/registerd-companies',
    role: 'investor',
    page: '/user/companies',
    content: (main) => has(main, '.companies__summary') || has(main, '.companies__empty'),
  },
  {
    label: 'auth/my-survey',
    path: 'auth/my-survey',
    role: 'investor',
    page: '/auth/my-survey',
    content: (main) => has(main, 'form') || text(main).includes('There are no survey questions at the moment.'),
    form: surveyForm,
  },
  {
    label: 'auth/media-providers',
    path: 'auth/media-providers',
    role: 'investor',
    page: '/user/media',
    content: (main) => has(main, '.media-survey__form'),
  },
  {
    label: 'auth/media-slots',
    path: 'auth/media-slots',
    role: 'investor',
    page: '/user/media',
    content: (main) => has(main, '.media-survey__form'),
  },
  {
    label: 'auth/tour-booking',
    path: 'auth/tour-booking',
    role: 'presenter',
    page: '/user/booking',
    content: (main) => has(main, 'form.tour-booking'),
    form: tourForm,
  },
  {
    label: 'auth/get-grouped-slots',
    path: 'auth/get-grouped-slots',
    role: 'presenter',
    page: '/auth/availability',
    params: { client_id: '1101' },
    content: (main) => has(main, 'form'),
    form: availabilityForm,
  },
  {
    label: 'auth/slots-attendance-percentage/14',
    path: 'auth/slots-attendance-percentage/14',
    role: 'presenter',
    page: '/auth/availability',
    content: (main) => has(main, 'form'),
    form: availabilityForm,
  },
  {
    label: 'auth/cut-off-date',
    path: 'auth/cut-off-date',
    method: 'post',
    role: 'presenter',
    page: '/auth/availability',
    content: (main) => has(main, 'form'),
    form: availabilityForm,
  },
  {
    label: 'auth/verify-cancellation-token',
    path: 'auth/verify-cancellation-token',
    method: 'post',
    role: 'investor',
    page: '/auth/registration/mail/action/cancellation?cancelation_token=cancel-token-ok',
    body: { cancelation_token: 'cancel-token-ok', client_id: 1001 },
    content: (main) => has(main, '.cancellation__question'),
    // A refused token leaves for the home page (contract §6.2).
    leaves: [{ path: '/', when: refusal }],
  },
];
