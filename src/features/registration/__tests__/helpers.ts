import { configure, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { server } from '@/mocks/node';
import { setFirstTime, startRegistration } from '@/lib/session/session';
import { getRegistrationData } from '../api/registration-data';

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
export async function chooseOption(user: UserEvent, label: RegExp | string, option: string, scope: HTMLElement = document.body) {
  await user.click(within(scope).getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByText(option));
}

/** The page's h1; the first visit of a lazily loaded page can take a while in a cold test run. */
export function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}
