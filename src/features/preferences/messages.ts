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
