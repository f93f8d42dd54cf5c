/** The registration session countdown: the seconds left of the registration session, one less each second, expiring at zero (spec B§4). */

/** Seconds before expiry at which the attendee is warned (beyond the spec). */
export const WARNING_AT_SECONDS = 60;

/** "29:59", or "1:02:03" past an hour. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

export type CountdownStep = { next: number; expired: boolean; warn: boolean };

/** One tick: the stored value goes down by one; zero (or less) expires; crossing 60 s warns once. */
export function countdownStep(current: number): CountdownStep {
  if (current <= 0) return { next: 0, expired: true, warn: false };
  const next = current - 1;
  return { next, expired: next <= 0, warn: next === WARNING_AT_SECONDS };
}
