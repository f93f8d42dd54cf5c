import { zonedToInstant } from '@/lib/dates/time-zones';

/** Start of the conference, 8 September 2025 00:00 London (spec A§9). */
export const EVENT_START = zonedToInstant('2025-09-08', '00:00');

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

/** Whole days, hours, minutes and seconds left until `target`; all zero and done once it is reached. */
export function countdownParts(target: Date, at: Date): CountdownParts {
  const left = Math.max(0, Math.floor((target.getTime() - at.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}
