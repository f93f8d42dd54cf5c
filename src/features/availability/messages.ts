/** The texts of the days-of-attendance and time-slot choices, for presenters and investors. */
export const NO_SLOTS_ALERT =
  'Please select your preferred days of attendance and time slots before you submit your application.';
export const FULLY_BOOKED_MESSAGE =
  'Please note that this slot is fully booked. Please choose other slots within the same day or change your days of attendance.';
export const BLOCK_FIRST_MESSAGE =
  'Please select morning or afternoon first then you can select additional slots from the other part of the day.';
/** Shown when slot choices are closed after the cut-off and no late-registration slot is offered. */
export const CUT_OFF_CLOSED_MESSAGE = 'The time slot registration is closed; slots can no longer be changed.';
/** Shown after the cut-off for slots that are not open for late registration. */
export const NOT_LATE_SLOT_MESSAGE = 'This slot is not open for late registration.';
export const CLOSED_DAY_MESSAGE = 'This day is closed to new time slot choices.';
/** Asked before the days of attendance change (B§4); the spec gives no text, so this one is decided. */
export const CHANGE_DAYS_WARNING =
  'Please note that changing your days of attendance changes the time slots in which meetings can be arranged for you.';

export const availabilityMessages = {
  timezone: 'Timezone Required',
  days: 'Available Slots Required',
  slotsPerDay: 'Slots per Day Required',
  minimum: (n: number) => `You need to select at least ${n} slots per day so your attendance can be confirmed.`,
  block: 'You need to select at least all morning or afternoon slots per day so your attendance can be confirmed.',
} as const;

/** Shown to investors while the conference has no days of attendance to choose yet. */
export const SLOTS_AVAILABLE_SOON = 'Days of attendance registration will be available soon.';

/** The short labels beside a day, block or slot that cannot be chosen, and why. */
export const CHOICE_LABELS = {
  closed: 'Closed',
  fullyBooked: 'Fully booked',
  unavailable: 'Unavailable',
  notLate: 'Not open for late registration',
  notAvailable: 'not available',
  chooseBlockFirst: 'choose morning or afternoon first',
  partOf: (part: string) => `part of the ${part}`,
  morning: 'Morning',
  afternoon: 'Afternoon',
} as const;
export const DAY_FULLY_BOOKED = 'Every time slot of this day is fully booked. Please choose another day of attendance.';
export const DAY_UNAVAILABLE =
  'Neither a full morning nor a full afternoon can be chosen on this day. Please choose another day of attendance.';
export const chosenWithPart = (part: string, partName: string) =>
  `Chosen with the whole ${part}; untick "${partName}" to change it.`;
/** "Morning (all 4 slots), 08:30 – 12:20 London time (11:30 – 15:20 Dubai time)". */
export const blockLabel = (partName: string, count: number, hours: string) =>
  `${partName} (all ${count} slots), ${hours}`;
export const TIME_ZONE_LABEL = 'Time zone';
export const TIME_ZONE_PLACEHOLDER = 'Select your time zone';
export const TIME_ZONE_HINT =
  'Time slots are shown in this time zone; (+1) or (-1) marks a slot that falls on the next or previous day there.';
export const CUT_OFF_PASSED =
  'The cut-off date has passed: only the time slots still open for late registration can be chosen.';
export const DAYS_LEGEND = 'Days of attendance';
export const slotsLegend = (day: string) => `Time slots on ${day}`;
export const LOADING_SLOTS = 'Loading the days and time slots…';
export const OK = 'OK';
export const CANCEL = 'Cancel';
