/** The texts of the meeting preferences page, copied verbatim from the product spec. */
import { settings } from '@/config/settings';

/** The address the "page is closed" notice points investors to. */
export const SCHEDULING_EMAIL = settings.schedulesEmail;

/** Why the page shows no form: the attendee is not an investor, or the server closed the page (followed by SCHEDULING_EMAIL). */
export const preferencesMessages = {
  noAccess: 'You dont have access to this page',
  closed: 'Please note that the meeting preference page is closed. For any further info, please contact',
} as const;

/** Why a company's switch is disabled: the reason shown beside the row. */
export const blockMessages = {
  slots:
    "Your availability does not match this company's available slots. Please update your availability to select it.",
  days: "Your availability does not match this company's attendance days. Please update your availability to select it.",
  maximum: 'The maximum number of meetings has been reached. Please unselect another company to select this one.',
  groupLimit:
    'The limit based on your available slots has been reached for these days. Please increase your availability to select this company.',
} as const;

/** Why Submit was refused, and the confirmation once the preferences are saved. */
export const submitMessages = {
  noSelection: 'You must select Your Preferences',
  incomplete: 'You must select the meeting type and priority , and level of knowledge.',
  hiddenIncomplete: 'Please clear the filter selection and complete the mandatory fields in the red box(es)',
  success: 'Your preferences submitted successfully.',
} as const;

/**
 * The page's choices were saved in another tab or window of the portal while this one held
 * unsent changes (not in the spec: the portal's own wording), with the button that loads the saved ones.
 */
export const changedElsewhereMessages = {
  text: 'Your meeting preferences were changed in another tab or window. The choices on this page are not the saved ones.',
  reload: 'Show the saved preferences',
} as const;

/** The Update Availability modal: nothing ticked on Save, and the slots saved. */
export const availabilityMessages = {
  empty: 'Please select your availability',
  saved: 'Slots have been updated successfully',
} as const;

/**
 * After a successful submit (the portal's own wording beside the spec's success message): the
 * choices are saved, and whether and until when they can be changed.
 */
export const savedMessages = {
  until: (date: string) => `Your choices are saved. You can change them on this page until the cut-off date, ${date}.`,
  open: 'Your choices are saved. You can change them on this page while it is open.',
  closed: (date: string) =>
    `Your choices are saved. The cut-off date, ${date}, has passed: they can no longer be changed on this page. For any change, please contact ${SCHEDULING_EMAIL}.`,
  change: 'Change my preferences',
} as const;

/** The one explanation above the list when companies cannot be selected because the availability does not match them. */
export const mismatchMessages = {
  note: (count: number) =>
    `${count} ${count === 1 ? 'company does' : 'companies do'} not match your availability: ${count === 1 ? 'it meets' : 'they meet'} investors on days or at times you have not chosen, so ${count === 1 ? 'it is' : 'they are'} marked below and cannot be selected. Update your availability to select ${count === 1 ? 'it' : 'them'}.`,
  /** The short mark on a row; the full reason is its tooltip. */
  slots: 'Time slots do not match your availability',
  days: 'Days do not match your availability',
} as const;

/** What each day group's counter limits (spec B§9: available slots + investor_selection_limit per group). */
export const counterMessages = {
  intro:
    'Each group of days has its own limit on the companies you can select: one for each of your available time slots on those days, plus a few more so that the schedule can be arranged. A company you select counts in one group of days in which it meets you. To select more companies, increase your availability.',
  group: (limit: number, slots: number, extra: number) =>
    limit <= 0
      ? 'None: you have no available time slots on these days.'
      : `Up to ${limit} ${limit === 1 ? 'company' : 'companies'}: your ${slots} ${slots === 1 ? 'slot' : 'slots'} on these days plus ${extra}.`,
} as const;

/**
 * The "My requests" view of the page (not in the spec: the portal's own wording): the selected companies by
 * meeting priority, what became of each once the schedule is prepared, and how a request is moved or removed.
 */
export const boardMessages = {
  listView: 'All companies',
  boardView: 'My requests',
  viewsLabel: 'Views of your meeting preferences',
  requested: 'Requested',
  scheduled: 'Scheduled',
  notScheduled: 'Not scheduled',
  notScheduledHelp: (company: string) =>
    `This request did not become a meeting. To ask for a meeting with ${company}, please contact ${SCHEDULING_EMAIL}.`,
  metByColleagues: (names: string) => `Your colleagues meet this company: ${names}.`,
  cancelled: (when: string) => `Your meeting on ${when} was cancelled.`,
  scheduledCount: (scheduled: number, requested: number) =>
    `${scheduled} of your ${requested} ${requested === 1 ? 'request' : 'requests'} became ${scheduled === 1 ? 'a meeting' : 'meetings'}.`,
  notPrepared: 'The schedule is not prepared yet: each request shows as Requested until it is.',
  empty: 'You have not selected any company yet. Select the companies you want to meet in All companies.',
  noPriority: 'Priority not chosen',
  moveTo: 'Move to…',
  remove: 'Remove',
  removeQuestion: (company: string) =>
    `Remove ${company} from your requests? The company is unselected and its meeting preferences are cleared.`,
  removeConfirm: 'Remove',
  removeCancel: 'Keep',
  moved: (company: string, priority: string) => `${company} moved to ${priority} priority.`,
  removed: (company: string) => `${company} removed from your requests.`,
  saving: 'Saving…',
  notSaved: 'Your last change is not saved yet.',
  saveAgain: 'Save again',
  undo: 'Undo the change',
  cutOff: (date: string) =>
    `The cut-off date, ${date}, has passed: your requests can no longer be changed on this page. For any change, please contact ${SCHEDULING_EMAIL}.`,
  leaveList:
    'Your changes in the list are not submitted yet. If you open My requests now, they are not kept. Open My requests?',
  leaveListConfirm: 'Open My requests',
  leaveListCancel: 'Stay on the list',
  instructions:
    'To move a request to another priority, press Space or Enter on its handle, use the arrow keys to choose the priority, then press Space or Enter to drop it there, or Escape to leave it where it was. Each request also has a Move to… action.',
} as const;
