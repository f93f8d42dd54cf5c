import { pinClock } from '@/lib/dates/clock';
import { setMockNow } from '@/mocks/clock';

/** Pins the page's clock and the mock server's to one instant (a Date, or an ISO text with its offset). */
export function pinClocks(at: Date | string) {
  const instant = typeof at === 'string' ? new Date(at) : at;
  pinClock(instant);
  setMockNow(instant);
}

/** Lets both clocks run again. */
export function releaseClocks() {
  pinClock(null);
  setMockNow(null);
}
