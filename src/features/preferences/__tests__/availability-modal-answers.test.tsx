import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { buildPreferenceSlots } from '@/testing/builders/preferences';
import { renderApp, signInAs } from '@/testing/render';
import { allRowsShown, PREFERENCE_SLOTS, recordRequests } from './helpers';

const COULD_NOT_LOAD = 'Your slots could not be loaded. Please close this window and try again.';

async function openModal() {
  signInAs('investor');
  renderApp('/user/preferences');
  await screen.findByRole('switch', { name: 'Nile Delta Bank' }, { timeout: 30_000 });
  await allRowsShown();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Update Availability' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Update Availability' }) };
}

// Cases the fuzz suite found (src/testing/fuzz): answers of auth/preferences/slots the dialog could not use.
describe('Update Availability modal — answers it cannot use as they are', () => {
  it('says the slots could not be loaded when the answer is an empty object', async () => {
    server.use(http.get(PREFERENCE_SLOTS, () => HttpResponse.json({})));
    const { dialog } = await openModal();
    expect(await within(dialog).findByText(COULD_NOT_LOAD)).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
  }, 120_000);

  it('saves only the ticked slots it lists, not a saved slot the agenda leaves out', async () => {
    server.use(http.get(PREFERENCE_SLOTS, () => HttpResponse.json(buildPreferenceSlots({ client_slots: [101, 999] }))));
    const requests = recordRequests();
    const { user, dialog } = await openModal();
    await within(dialog).findByRole('group', { name: 'Monday 8 September' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find('POST', 'auth/preferences/slots')).toHaveLength(1));
    expect(requests.find('POST', 'auth/preferences/slots')[0].body).toMatchObject({ available_slot: [101] });
    requests.stop();
  }, 120_000);
});
