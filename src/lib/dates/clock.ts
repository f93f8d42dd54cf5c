/**
 * The portal's one clock. In production it is the real time; a mock-mode build may
 * pin it (VITE_FIXED_NOW) to the demo's reference instant, so the whole app, and
 * the mock server, see the pre-conference state.
 */
import { env } from '@/config/env';

let pinned: number | null = env.fixedNow ? Date.parse(env.fixedNow) : null;
let pinnedAt = typeof performance !== 'undefined' ? performance.now() : 0;
if (pinned !== null && Number.isNaN(pinned)) pinned = null;

/** The current instant. A pinned clock still ticks forward from its pinned instant. */
export function now(): Date {
  if (pinned === null) return new Date();
  return new Date(pinned + (performance.now() - pinnedAt));
}

/** Pins (or with null, releases) the clock; used by tests and the mock start-up. */
export function pinClock(instant: Date | null): void {
  pinned = instant ? instant.getTime() : null;
  pinnedAt = performance.now();
}

export function isClockPinned(): boolean {
  return pinned !== null;
}
