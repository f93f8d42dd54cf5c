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
