import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetOpenForms, watchOpenForms } from '@/lib/offline/open-forms';
import { getPersonId } from '@/lib/session/session';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { buildPreferenceSlots } from '@/testing/builders/preferences';
import { renderApp, signInAs } from '@/testing/render';
import { changedElsewhereMessages } from '../messages';
import { allRowsShown, PREFERENCE_SLOTS, recordRequests, selectsOf, toggleCompany } from './helpers';

async function openModal() {
  signInAs('investor');
  renderApp('/user/preferences');
  await screen.findByRole('switch', { name: 'Nile Delta Bank' }, { timeout: 30_000 });
  await allRowsShown();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Update Availability' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Availability' });
  await within(dialog).findByRole('group', { name: 'Monday 8 September' });
  return { user, dialog: within(dialog) };
}

describe('Update Availability modal', () => {
  it("shows the investor's slots by day in Europe/London, ticked as saved, and converts them to the chosen zone", async () => {
    const { user, dialog } = await openModal();
    expect(dialog.getByText('(GMT+01:00) London')).toBeInTheDocument();
    const monday = within(dialog.getByRole('group', { name: 'Monday 8 September' }));
    expect(monday.getByRole('checkbox', { name: '08:30–09:20' })).toBeChecked();
    const thursday = within(dialog.getByRole('group', { name: 'Thursday 11 September' }));
    expect(thursday.getByRole('checkbox', { name: '08:30–09:20' })).not.toBeChecked();

    await user.click(dialog.getByLabelText('Time zone'));
    await user.keyboard('Hong Kong{Enter}');
    expect(monday.getByRole('checkbox', { name: '15:30–16:20' })).toBeChecked();
    expect(monday.getByRole('checkbox', { name: '00:00–00:50 (+1)' })).toBeInTheDocument();
  }, 120_000);

  it('opens in Europe/London although the investor registered in another time zone, and saves it', async () => {
    const own = db.confClients.find((c) => c.client_id === 1001);
    if (!own) throw new Error('investor1 is missing from the mock data');
    own.timezone = 'Asia/Dubai';
    const requests = recordRequests();
    const { user, dialog } = await openModal();
    expect(dialog.getByText('(GMT+01:00) London')).toBeInTheDocument();
    expect(dialog.queryByText('(GMT+04:00) Dubai')).not.toBeInTheDocument();
    const monday = within(dialog.getByRole('group', { name: 'Monday 8 September' }));
    expect(monday.getByRole('checkbox', { name: '08:30–09:20' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find('POST', 'auth/preferences/slots')).toHaveLength(1));
    expect(requests.find('POST', 'auth/preferences/slots')[0].body).toMatchObject({ timezone: 'Europe/London' });
    requests.stop();
  }, 120_000);

  it("refuses to save an empty availability with 'Please select your availability' and makes no call", async () => {
    server.use(http.get(PREFERENCE_SLOTS, () => HttpResponse.json(buildPreferenceSlots())));
    const requests = recordRequests();
    const { user, dialog } = await openModal();
    await user.click(dialog.getByRole('checkbox', { name: '08:30–09:20' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select your availability')).toBeInTheDocument();
    expect(requests.find('POST', 'auth/preferences/slots')).toHaveLength(0);
    requests.stop();
  });

  it('saves the slots, keeps the selection across the reload 2 seconds later and forgets selected_companies', async () => {
    const requests = recordRequests();
    // What the page writes as selected_companies, read when it is written: the reload 2 seconds later clears it,
    // and on a busy machine the test may look only after that.
    const setItem = vi.spyOn(window.localStorage, 'setItem');
    const writtenSelection = () =>
      setItem.mock.calls.filter(([key]) => key === 'selected_companies').map(([, value]) => value);
    signInAs('investor');
    renderApp('/user/preferences');
    await screen.findByRole('switch', { name: 'Nile Delta Bank' }, { timeout: 30_000 });
    const user = userEvent.setup();
    // an unsaved choice that must survive the reload
    await toggleCompany(user, 'Kuwait Harbour Logistics');
    await user.selectOptions(selectsOf('Kuwait Harbour Logistics').priority, 'Low');
    expect(screen.getByRole('switch', { name: 'Muscat Energy & Water' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Update Availability' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update Availability' }));
    const thursday = within(await dialog.findByRole('group', { name: 'Thursday 11 September' }));
    await user.click(thursday.getByRole('checkbox', { name: '08:30–09:20' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Slots have been updated successfully')).toBeInTheDocument();
    const posts = requests.find('POST', 'auth/preferences/slots');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      available_slot: [101, 102, 103, 104, 105, 106, 107, 108, 201, 202, 203, 204, 301, 302, 303, 304, 401],
      timezone: 'Europe/London',
    });
    expect(writtenSelection()).toHaveLength(1);
    const stored = JSON.parse(writtenSelection()[0]);
    expect(stored.map((c: { id: number }) => c.id).sort()).toEqual([501, 503, 504, 507]);
    expect(stored.find((c: { id: number }) => c.id === 504).preferences.meeting_priority).toBe(3);

    // the page data is fetched again after 2 seconds
    await waitFor(() => expect(requests.find('GET', 'auth/preferences')).toHaveLength(2), { timeout: 30_000 });
    await waitFor(
      () => expect(screen.getByRole('switch', { name: 'Muscat Energy & Water' })).not.toHaveAttribute('aria-disabled'),
      { timeout: 30_000 },
    );
    expect(screen.getByRole('switch', { name: 'Kuwait Harbour Logistics' })).toBeChecked();
    expect(selectsOf('Kuwait Harbour Logistics').priority).toHaveDisplayValue('Low');
    expect(window.localStorage.getItem('selected_companies')).toBeNull();
    requests.stop();
  }, 120_000);

  it('saves Asia/Riyadh when the time zone choice is cleared', async () => {
    const requests = recordRequests();
    const { user, dialog } = await openModal();
    await user.click(dialog.getByLabelText('Time zone'));
    await user.keyboard('{Backspace}');
    expect(dialog.getByText('Select a time zone')).toBeInTheDocument();
    // times stay in the event's zone while none is chosen
    expect(dialog.getAllByRole('checkbox', { name: '08:30–09:20' })).not.toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find('POST', 'auth/preferences/slots')).toHaveLength(1));
    expect(requests.find('POST', 'auth/preferences/slots')[0].body).toMatchObject({ timezone: 'Asia/Riyadh' });
    requests.stop();
  }, 120_000);

  it('shows the first error of a refused save as a toast', async () => {
    server.use(
      http.post(PREFERENCE_SLOTS, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'Investor slot registration is closed.',
            errors: { available_slot: ['Investor slot registration is closed.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, dialog } = await openModal();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Investor slot registration is closed.')).toBeInTheDocument();
    expect(window.localStorage.getItem('selected_companies')).toBeNull();
  });
});

describe('Update Availability and a change saved in another tab', () => {
  afterEach(() => resetOpenForms());

  it('keeps the dialog open with its ticks, and the page says the preferences changed elsewhere', async () => {
    // As at start-up (src/main.tsx): a form counts as open from its first input.
    watchOpenForms();
    const { user, dialog } = await openModal();
    const box = dialog
      .getAllByRole('checkbox')
      .find((b) => !(b as HTMLInputElement).checked && !b.hasAttribute('disabled'));
    expect(box).toBeDefined();
    await user.click(box!);
    expect(box).toBeChecked();

    // Another tab of the same attendee saves its preferences.
    const person = getPersonId();
    const otherTab = new BroadcastChannel('portal-changes');
    try {
      otherTab.postMessage({ type: 'changed', person, keys: [['preferences']] });
      expect(await screen.findByRole('button', { name: changedElsewhereMessages.reload })).toBeInTheDocument();
    } finally {
      otherTab.close();
    }
    expect(screen.getByRole('dialog', { name: 'Update Availability' })).toBeInTheDocument();
    expect(box).toBeChecked();
  });
});
