/**
 * The attendee's reminder choice: how many minutes before each meeting a reminder comes (0 is
 * Off; 10 unless chosen), whether general sessions are reminded too, and whether reminders also
 * come as system notifications. Kept for the signed-in attendee on this device with the other kept
 * values (src/lib/offline/attendee-store.ts), so logout wipes it. The calendar files read the
 * minutes too (their alarm), which is why it lives here and not in one feature.
 */
import { readAttendeeValue, useAttendeeValue, writeAttendeeValue } from '@/lib/offline/attendee-store';

export const REMINDER_MINUTES = [0, 5, 10, 15, 30] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

export type ReminderChoice = {
  /** Minutes before the start; 0 is Off. */
  minutes: ReminderMinutes;
  /** General sessions are reminded as well as meetings. */
  sessions: boolean;
  /** Reminders also come as system notifications (the attendee turned them on and the browser allowed them). */
  system: boolean;
};

export const DEFAULT_REMINDER_CHOICE: ReminderChoice = { minutes: 10, sessions: false, system: false };

/** The kept value's name (see src/lib/offline/attendee-store.ts). */
export const REMINDER_CHOICE_NAME = 'reminders';

const isMinutes = (value: unknown): value is ReminderMinutes => REMINDER_MINUTES.includes(value as ReminderMinutes);

/** The choice as kept; the default for what is missing or unreadable. */
export function readReminderChoiceValue(value: unknown): ReminderChoice {
  const kept = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    minutes: isMinutes(kept.minutes) ? kept.minutes : DEFAULT_REMINDER_CHOICE.minutes,
    sessions: kept.sessions === true,
    system: kept.system === true,
  };
}

/** The signed-in attendee's choice (the default when none is kept). */
export function readReminderChoice(): ReminderChoice {
  return readReminderChoiceValue(readAttendeeValue(REMINDER_CHOICE_NAME));
}

export function saveReminderChoice(choice: ReminderChoice): void {
  writeAttendeeValue(REMINDER_CHOICE_NAME, choice);
}

/** The choice, followed as it changes (in this tab or another). */
export function useReminderChoice(): ReminderChoice {
  return useAttendeeValue(REMINDER_CHOICE_NAME, readReminderChoiceValue) ?? DEFAULT_REMINDER_CHOICE;
}
