import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect } from 'vitest';
import { pinClock } from '@/lib/dates/clock';
import { setMockNow } from '@/mocks/clock';
import { server } from '@/mocks/node';
import { setFirstTime, startRegistration } from '@/lib/session/session';
import { renderApp, signInAs } from '@/testing/render';
import { getRegistrationData } from '@/features/registration';

// These pages load lazily and their alerts load sweetalert2 on first use: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** Stores the data set of an invitation code as Identify does. */
export async function identifyAs(code: string) {
  const data = await getRegistrationData(code);
  startRegistration(data);
  setFirstTime(1);
  return data;
}

/** Records the JSON bodies POSTed to a path under /api/v1/user. */
export function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === `/api/v1/user/${path}`) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body))
        .catch(() => bodies.push(null));
    }
  });
  return bodies;
}

/** Picks an option of a labelled react-select. */
export async function chooseOption(
  user: UserEvent,
  label: RegExp | string,
  option: string,
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByText(option));
}

/** Presses OK on the warning that every change of a presenter's days of attendance asks for (spec B§4). */
export async function confirmDaysChange() {
  const ok = await screen.findByRole('button', { name: 'OK' }, { timeout: 30_000 });
  await act(async () => ok.click());
  await waitFor(() => expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument());
}

/** The page's h1; the first visit of a lazily loaded page can take a while in a cold test run. */
export function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}

/** The demo reference instant (contract §12.1): before the cut-off. */
export const DEMO_NOW = new Date('2025-08-20T10:00:00+01:00');

/** Pins the app clock and the mock backend's clock to the demo instant for each test of the calling file or block. */
export function pinDemoClockForEachTest() {
  beforeEach(() => {
    pinClock(DEMO_NOW);
    setMockNow(DEMO_NOW);
  });
  afterEach(() => {
    pinClock(null);
    setMockNow(null);
  });
}

/**
 * A presenter opens the registration page and fills the Register Colleague form for Sara with
 * their own time slots (nothing is submitted). Returns the form group.
 */
export async function fillRegisterColleague(user: UserEvent): Promise<HTMLElement> {
  signInAs('presenter');
  renderApp('/user/registration');
  const region = within(await screen.findByRole('region', { name: 'Colleagues Registration' }, { timeout: 10_000 }));
  const group = region.getByRole('group', { name: 'Register a colleague' });
  const form = within(group);
  await chooseOption(user, /^Colleague\s*\*?$/, 'Sara Mansour');
  await user.type(form.getByLabelText(/^Username/), 'sara.mansour');
  await user.type(form.getByLabelText(/^Password/), 'secret12');
  await user.type(form.getByLabelText(/^Confirm Password/), 'secret12');
  await user.type(form.getByLabelText(/^Address/), 'Sheikh Zayed Road, Dubai');
  await user.click(form.getByLabelText('use my time slots'));
  return group;
}
