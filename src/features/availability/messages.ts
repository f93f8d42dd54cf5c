/**
 * The texts of the days-of-attendance and time-slot choices, for presenters and investors. Each is a text of the
 * message catalogue (src/i18n/locales), held by its id and translated where it is shown (`t`, `tText`); a text with
 * a figure or a name is a function that translates when it is called, at render time.
 */
import { type MessageId, t } from '@/i18n/i18n';

export const NO_SLOTS_ALERT: MessageId =
  'Please select your preferred days of attendance and time slots before you submit your application.';
export const FULLY_BOOKED_MESSAGE: MessageId =
  'Please note that this slot is fully booked. Please choose other slots within the same day or change your days of attendance.';
export const BLOCK_FIRST_MESSAGE: MessageId =
  'Please select morning or afternoon first then you can select additional slots from the other part of the day.';
/** Shown when slot choices are closed after the cut-off and no late-registration slot is offered. */
export const CUT_OFF_CLOSED_MESSAGE: MessageId =
  'The time slot registration is closed; slots can no longer be changed.';
/** Shown after the cut-off for slots that are not open for late registration. */
export const NOT_LATE_SLOT_MESSAGE: MessageId = 'This slot is not open for late registration.';
export const CLOSED_DAY_MESSAGE: MessageId = 'This day is closed to new time slot choices.';
/** Shown after the cut-off beside an investor's day none of whose slots is open for late registration. */
export const DAY_NOT_LATE_MESSAGE: MessageId = 'No time slot of this day is open for late registration.';
/** Beside an investor's day of another days group than the one chosen. */
export const OTHER_GROUP_LABEL: MessageId = 'Other days group';
export const OTHER_GROUP_REASON: MessageId = 'Choose its days group first.';
/** Asked before the days of attendance change (B§4); the spec gives no text, so this one is decided. */
export const CHANGE_DAYS_WARNING: MessageId =
  'Please note that changing your days of attendance changes the time slots in which meetings can be arranged for you.';

/**
 * The presenter availability rules' messages. The ids are kept in a form's errors and shown through `tText`; the
 * minimum, which names a figure, is translated when the rule is checked.
 */
export const availabilityMessages = {
  timezone: 'Timezone Required' satisfies MessageId,
  days: 'Available Slots Required' satisfies MessageId,
  slotsPerDay: 'Slots per Day Required' satisfies MessageId,
  minimum: (n: number) =>
    t('You need to select at least {count} slots per day so your attendance can be confirmed.', { count: n }),
  block:
    'You need to select at least all morning or afternoon slots per day so your attendance can be confirmed.' satisfies MessageId,
} as const;

/** Shown to investors while the conference has no days of attendance to choose yet. */
export const SLOTS_AVAILABLE_SOON: MessageId = 'Days of attendance registration will be available soon.';

/** The short labels beside a day, block or slot that cannot be chosen, and why (translated where shown). */
export const CHOICE_LABELS = {
  closed: 'Closed',
  fullyBooked: 'Fully booked',
  unavailable: 'Unavailable',
  notLate: 'Not open for late registration',
  notAvailable: 'not available',
  chooseBlockFirst: 'choose morning or afternoon first',
  morning: 'Morning',
  afternoon: 'Afternoon',
} as const satisfies Record<string, MessageId>;
/** "part of the morning": beside a slot chosen with its whole part of the day. */
export const partOfLabel = (part: 'morning' | 'afternoon'): string =>
  part === 'morning' ? t('part of the morning') : t('part of the afternoon');
export const DAY_FULLY_BOOKED: MessageId =
  'Every time slot of this day is fully booked. Please choose another day of attendance.';
export const DAY_UNAVAILABLE: MessageId =
  'Neither a full morning nor a full afternoon can be chosen on this day. Please choose another day of attendance.';
export const chosenWithPart = (part: 'morning' | 'afternoon'): string =>
  part === 'morning'
    ? t('Chosen with the whole morning; untick "Morning" to change it.')
    : t('Chosen with the whole afternoon; untick "Afternoon" to change it.');
/** "Morning (all 4 slots), 08:30–12:20 London time (11:30–15:20 Dubai time)". */
export const blockLabel = (part: 'morning' | 'afternoon', count: number, hours: string): string =>
  part === 'morning'
    ? t('Morning (all {count} slots), {hours}', { count, hours })
    : t('Afternoon (all {count} slots), {hours}', { count, hours });
export const TIME_ZONE_LABEL: MessageId = 'Time zone';
export const TIME_ZONE_PLACEHOLDER: MessageId = 'Select your time zone';
export const TIME_ZONE_HINT: MessageId =
  'Time slots are shown in this time zone; (+1) or (-1) marks a slot that falls on the next or previous day there.';
export const CUT_OFF_PASSED: MessageId =
  'The cut-off date has passed: only the time slots still open for late registration can be chosen.';
export const DAYS_LEGEND: MessageId = 'Days of attendance';
export const slotsLegend = (day: string): string => t('Time slots on {day}', { day });
export const LOADING_SLOTS: MessageId = 'Loading the days and time slots…';
export const OK: MessageId = 'OK';
export const CANCEL: MessageId = 'Cancel';
