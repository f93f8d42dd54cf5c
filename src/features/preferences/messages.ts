/**
 * The texts of the meeting preferences page, copied verbatim from the product spec: each one an id of the message
 * catalogue (src/i18n/locales, its English text), shown in the attendee's language with `t()` at render time or when
 * a dialog opens. A text with placeholders is an ICU message; its values are given where it is shown.
 */
import { settings } from '@/config/settings';
import type { MessageId } from '@/i18n/i18n';

/** The address the "page is closed" notice points investors to. */
export const SCHEDULING_EMAIL = settings.schedulesEmail;

/** Why the page shows no form: the attendee is not an investor, or the server closed the page (followed by SCHEDULING_EMAIL). */
export const preferencesMessages = {
  noAccess: 'You dont have access to this page',
  closed: 'Please note that the meeting preference page is closed. For any further info, please contact',
  loading: 'Loading…',
  loadingPreferences: 'Loading your meeting preferences…',
  loadFailed: 'We could not load your meeting preferences.',
} as const satisfies Record<string, MessageId>;

/** Why a company's switch is disabled: the reason shown beside the row. */
export const blockMessages = {
  slots:
    "Your availability does not match this company's available slots. Please update your availability to select it.",
  days: "Your availability does not match this company's attendance days. Please update your availability to select it.",
  maximum: 'The maximum number of meetings has been reached. Please unselect another company to select this one.',
  groupLimit:
    'The limit based on your available slots has been reached for these days. Please increase your availability to select this company.',
} as const satisfies Record<string, MessageId>;

/** Why Submit was refused, and the confirmation once the preferences are saved. */
export const submitMessages = {
  noSelection: 'You must select Your Preferences',
  incomplete: 'You must select the meeting type and priority , and level of knowledge.',
  hiddenIncomplete: 'Please clear the filter selection and complete the mandatory fields in the red box(es)',
  success: 'Your preferences submitted successfully.',
} as const satisfies Record<string, MessageId>;

/**
 * The page's choices were saved in another tab or window of the portal while this one held
 * unsent changes (not in the spec: the portal's own wording), with the button that loads the saved ones.
 */
export const changedElsewhereMessages = {
  text: 'Your meeting preferences were changed in another tab or window. The choices on this page are not the saved ones.',
  reload: 'Show the saved preferences',
} as const satisfies Record<string, MessageId>;

/** The Update Availability modal: nothing ticked on Save, and the slots saved. */
export const availabilityMessages = {
  empty: 'Please select your availability',
  saved: 'Slots have been updated successfully',
} as const satisfies Record<string, MessageId>;

/**
 * After a successful submit (the portal's own wording beside the spec's success message): the
 * choices are saved, and whether and until when they can be changed.
 */
export const savedMessages = {
  /** {date}: the cut-off date. */
  until: 'Your choices are saved. You can change them on this page until the cut-off date, {date}.',
  open: 'Your choices are saved. You can change them on this page while it is open.',
  /** {date}: the cut-off date; {email}: SCHEDULING_EMAIL. */
  closed:
    'Your choices are saved. The cut-off date, {date}, has passed: they can no longer be changed on this page. For any change, please contact {email}.',
  change: 'Change my preferences',
} as const satisfies Record<string, MessageId>;

/** The one explanation above the list when companies cannot be selected because the availability does not match them. */
export const mismatchMessages = {
  /** {count}: the companies that do not match. */
  note: '{count, plural, one {{count} company does not match your availability: it meets investors on days or at times you have not chosen, so it is marked below and cannot be selected. Update your availability to select it.} other {{count} companies do not match your availability: they meet investors on days or at times you have not chosen, so they are marked below and cannot be selected. Update your availability to select them.}}',
  /** The short mark on a row; the full reason is its tooltip. */
  slots: 'Time slots do not match your availability',
  days: 'Days do not match your availability',
} as const satisfies Record<string, MessageId>;

/** What each day group's counter limits (spec B§9: available slots + investor_selection_limit per group). */
export const counterMessages = {
  intro:
    'Each group of days has its own limit on the companies you can select: one for each of your available time slots on those days, plus a few more so that the schedule can be arranged. A company you select counts in one group of days in which it meets you. To select more companies, increase your availability.',
  /** A group without any available slot (its limit is 0 or less). */
  none: 'None: you have no available time slots on these days.',
  /** {limit}, {slots} and {extra} (the limit minus the slots). */
  group:
    'Up to {limit, plural, one {{limit} company} other {{limit} companies}}: your {slots, plural, one {{slots} slot} other {{slots} slots}} on these days plus {extra}.',
} as const satisfies Record<string, MessageId>;

/**
 * The "My requests" view of the page (not in the spec: the portal's own wording): the selected companies by
 * meeting priority, what became of each once the schedule is prepared, and how a request is moved or removed.
 */
export const boardMessages = {
  listView: 'All companies',
  boardView: 'My requests',
  viewsLabel: 'Views of your meeting preferences',
  loading: 'Loading your requests…',
  requested: 'Requested',
  scheduled: 'Scheduled',
  notScheduled: 'Not scheduled',
  /** {company}; {email}: SCHEDULING_EMAIL. */
  notScheduledHelp:
    'This request did not become a meeting. To ask for a meeting with {company}, please contact {email}.',
  metByColleagues: 'Your colleagues meet this company: {names}.',
  cancelled: 'Your meeting on {date} at {time} (London time) was cancelled.',
  scheduledCount:
    '{scheduled} of your {requested, plural, one {{requested} request} other {{requested} requests}} became {scheduled, plural, one {a meeting} other {meetings}}.',
  notPrepared: 'The schedule is not prepared yet: each request shows as Requested until it is.',
  empty: 'You have not selected any company yet. Select the companies you want to meet in All companies.',
  noPriority: 'Priority not chosen',
  moveTo: 'Move to…',
  remove: 'Remove',
  removeQuestion:
    'Remove {company} from your requests? The company is unselected and its meeting preferences are cleared.',
  removeConfirm: 'Remove',
  removeCancel: 'Keep',
  moved: '{company} moved to {priority} priority.',
  removed: '{company} removed from your requests.',
  saving: 'Saving…',
  notSaved: 'Your last change is not saved yet.',
  saveAgain: 'Save again',
  undo: 'Undo the change',
  /** {date}: the cut-off date; {email}: SCHEDULING_EMAIL. */
  cutOff:
    'The cut-off date, {date}, has passed: your requests can no longer be changed on this page. For any change, please contact {email}.',
  leaveList:
    'Your changes in the list are not submitted yet. If you open My requests now, they are not kept. Open My requests?',
  leaveListConfirm: 'Open My requests',
  leaveListCancel: 'Stay on the list',
  instructions:
    'To move a request to another priority, press Space or Enter on its handle, use the arrow keys to choose the priority, then press Space or Enter to drop it there, or Escape to leave it where it was. Each request also has a Move to… action.',
} as const satisfies Record<string, MessageId>;

/** The companies unselected because the availability no longer matches them ({names}: the server's names). */
export const DESELECTED_NOTICE = 'No longer matching your availability, so unselected: {names}.' satisfies MessageId;
