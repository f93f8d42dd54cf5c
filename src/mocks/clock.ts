/**
 * The mock server's clock. Every time-dependent server rule (registration
 * session expiry, cut-off and late-registration slots, investor meeting
 * cancellation) reads `mockNow()`, never `new Date()` directly, so tests and the
 * browser demo can pin the server to the demo reference instant
 * (2025-08-20 10:00 Europe/London). A pinned clock keeps ticking forward from
 * the pinned instant, as the app clock does, so session timers still run out.
 */
import type { DateStr, DateTimeStr } from '@/lib/api/contract';
import { zonedDateTime } from '@/lib/dates/time-zones';

let offsetMs: number | null = null;

/** The current server instant: the real time, or the pinned instant plus the time elapsed since pinning. */
export function mockNow(): Date {
  return offsetMs === null ? new Date() : new Date(Date.now() + offsetMs);
}

/** Pins the server clock to `date` (from now on it ticks forward from there); `null` releases it. */
export function setMockNow(date: Date | null): void {
  offsetMs = date ? date.getTime() - Date.now() : null;
}

export function isMockClockPinned(): boolean {
  return offsetMs !== null;
}

/** `"YYYY-MM-DD HH:mm:ss"` in Europe/London for an instant (default: the mock now). */
export function londonDateTime(instant: Date = mockNow()): DateTimeStr {
  return zonedDateTime(instant);
}

/** Today's Europe/London date at the mock now. */
export function londonToday(): DateStr {
  return londonDateTime().slice(0, 10);
}
