import { screen, within } from '@testing-library/react';
import { pinClock } from '@/lib/dates/clock';
import { setMockNow } from '@/mocks/clock';
import { renderApp, signInAs } from '@/testing/render';

export const SCHEDULE = '*/api/v1/user/auth/get-schedule';
export const SEND = '*/api/v1/user/auth/send-schedule';
export const CANCEL = '*/api/v1/user/auth/cancel-investor-meeting';
const REFERENCE = new Date('2025-08-20T09:00:00Z'); // 10:00 London, the demo's reference instant

/** Pins the page's and the mock server's clock to the demo's reference instant (meetings still ahead). */
export function pinDemoClock() {
  pinClock(REFERENCE);
  setMockNow(REFERENCE);
}

/** Gives both clocks the real time back. */
export function releaseDemoClock() {
  pinClock(null);
  setMockNow(null);
}

export const slotNamed = (name: string | RegExp) => screen.getByRole('article', { name });
export const cancelButtonIn = (name: RegExp) =>
  within(slotNamed(name)).findByRole('button', { name: /Cancel meeting/ });
export const investorHeading = 'Meeting Schedule – Mr. James Whitmore';

export async function openInvestorSchedule(path = '/user/schedule-preview') {
  signInAs('investor');
  const utils = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: investorHeading }, { timeout: 10_000 });
  return utils;
}
