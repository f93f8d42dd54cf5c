import { screen } from '@testing-library/react';
import { pinClocks as pinBoth, releaseClocks } from '@/testing/clocks';
import { renderApp, signInAs } from '@/testing/render';

export const SCHEDULE = '*/api/v1/user/auth/get-schedule';
export const TOURS = '*/api/v1/user/auth/tour-booking';

/** The demo's reference instant, 2025-08-20 10:00 London: before the conference, meetings still cancellable. */
export const REFERENCE = new Date('2025-08-20T09:00:00Z');

/** Pins the page's and the mock server's clock (at the reference instant unless told). */
export const pinClocks = (at: Date = REFERENCE) => pinBoth(at);
export { releaseClocks };

/** Signs in as the demo investor or presenter and opens the whole agenda (the Meeting Schedule's second view), once its entries are shown. */
export async function openAgenda(role: 'investor' | 'presenter' = 'investor') {
  signInAs(role);
  const utils = renderApp('/user/agenda');
  await screen.findByRole('heading', { level: 1, name: /^Meeting Schedule/ }, { timeout: 10_000 });
  await screen.findByRole('link', { name: 'Whole agenda', current: 'page' }, { timeout: 10_000 });
  await screen.findAllByRole('article', {}, { timeout: 10_000 });
  return utils;
}

/** An entry of the list view, by the start of its name ("Nile Delta Bank, Monday 8 September 2025 09:30"). */
export const entry = (name: RegExp) => screen.getByRole('article', { name });
