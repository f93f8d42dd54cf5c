import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';
import { pinDemoClockForEachTest } from '@/testing/registration-flows';

const PATH = '/auth/availability';

pinDemoClockForEachTest();

async function pressDialog(name: 'OK' | 'Cancel') {
  const button = await screen.findByRole('button', { name }, { timeout: 30_000 });
  await act(async () => button.click());
  await waitFor(() => expect(screen.queryByRole('button', { name })).not.toBeInTheDocument());
}

async function openPage() {
  renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Days of Attendance & Time slots' }, { timeout: 30_000 });
  return screen.findByRole('checkbox', { name: 'Monday 8 September' }, { timeout: 30_000 });
}

/** Opens the page as the presenter, with the server refusing every profile update with these field errors. */
async function openRefusingUpdates(errors: Record<string, string[]>) {
  server.use(
    http.post('*/api/v1/user/auth/update-profile', () =>
      HttpResponse.json({ status: 422, message: 'The given data was invalid.', errors }, { status: 422 }),
    ),
  );
  signInAs('presenter');
  return openPage();
}

describe('Availability page', () => {
  it('shows the slots in Dubai time, the zone named, under the conference’s London morning and afternoon', async () => {
    signInAs('presenter');
    await openPage();
    const monday = within(screen.getByRole('group', { name: 'Time slots on Monday 8 September' }));
    expect(
      monday.getByRole('checkbox', {
        name: 'Morning (all 4 slots), 08:30–12:20 London time (11:30–15:20 Dubai time)',
      }),
    ).toBeChecked();
    expect(monday.getByText('Times in Dubai time')).toBeInTheDocument();
    expect(monday.getByRole('checkbox', { name: '11:30–12:20' })).toBeChecked();
    expect(
      screen.getByText(
        'Times are in Dubai time. Morning and afternoon are the conference’s day parts in London, where the meetings take place.',
      ),
    ).toBeInTheDocument();
  });

  it('loads the presenter’s saved days and saves a change through auth/update-profile', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/v1/user/auth/update-profile', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
      }),
    );
    signInAs('presenter');
    const monday = await openPage();
    expect(monday).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tuesday 9 September' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Link my Outlook calendar' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Wednesday 10 September' }));
    await pressDialog('OK');
    const wednesday = await screen.findByRole('group', { name: 'Time slots on Wednesday 10 September' });
    await user.click(within(wednesday).getByRole('checkbox', { name: /^Afternoon/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('Your registration has been updated successfully.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      timezone: 'Asia/Dubai',
      available_slot: [
        101, 102, 103, 104, 105, 106, 107, 108, 201, 202, 203, 204, 205, 206, 207, 208, 305, 306, 307, 308,
      ],
      arrival_date: '2025-09-07',
      departure_date: '2025-09-10',
      need_screen: true,
      media_interview: false,
      client_details: expect.objectContaining({ job_title: 'Head of Investor Relations' }),
    });
    expect(bodies[0]).not.toHaveProperty('login_details');
  }, 120_000);

  it('checks the slot rules before saving', async () => {
    const user = userEvent.setup();
    let saved = false;
    server.use(
      http.post('*/api/v1/user/auth/update-profile', () => {
        saved = true;
      }),
    );
    signInAs('presenter');
    await openPage();
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday 10 September' }));
    await pressDialog('OK');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Slots per Day Required')).toBeInTheDocument();
    expect(saved).toBe(false);
  }, 120_000);

  it('alerts when no days and slots are chosen at all', async () => {
    const user = userEvent.setup();
    signInAs('presenter');
    const monday = await openPage();
    await user.click(monday);
    await pressDialog('OK');
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday 9 September' }));
    await pressDialog('OK');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Please select your preferred days of attendance and time slots before you submit your application.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    await pressDialog('OK');
    expect(screen.getByText('Available Slots Required')).toBeInTheDocument();
  }, 120_000);

  it('points to the registration page when other details block the save, keeping the choice', async () => {
    const user = userEvent.setup();
    await openRefusingUpdates({ departure_date: ["Departure date shouldn't be before the last attending day."] });
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday 10 September' }));
    await pressDialog('OK');
    const wednesday = await screen.findByRole('group', { name: 'Time slots on Wednesday 10 September' });
    await user.click(within(wednesday).getByRole('checkbox', { name: /^Afternoon/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await pressDialog('OK');
    const alert = await screen.findByText(/other registration details need attention/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      "Departure date shouldn't be before the last attending day.",
    );
    expect(screen.getByRole('link', { name: 'the registration page' })).toHaveAttribute('href', '/user/registration');
    expect(within(wednesday).getByRole('checkbox', { name: /^Afternoon/ })).toBeChecked();
  }, 120_000);

  it('shows the server’s slot errors next to the slots', async () => {
    const user = userEvent.setup();
    await openRefusingUpdates({
      available_slot: [
        'Please note that this slot is fully booked. Please choose other slots within the same day or change your days of attendance.',
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await pressDialog('OK');
    expect(
      screen.getByText(
        'Please note that this slot is fully booked. Please choose other slots within the same day or change your days of attendance.',
        {
          selector: '.field__error',
        },
      ),
    ).toBeInTheDocument();
  }, 120_000);

  it('puts a 422 on its own field: the server’s message alerted and shown there, until the next change', async () => {
    const user = userEvent.setup();
    const message = 'The selected time zone is not offered for this conference.';
    await openRefusingUpdates({ timezone: [message] });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 30_000 })).toHaveTextContent(message);
    await pressDialog('OK');
    const shown = screen.getByText(message, { selector: '.field__error' });
    expect(shown).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /time zone/i })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/other registration details need attention/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Wednesday 10 September' }));
    await pressDialog('OK');
    await waitFor(() => expect(screen.queryByText(message, { selector: '.field__error' })).not.toBeInTheDocument());
  }, 120_000);

  it('tells the presenter’s other tabs that the profile changed once the availability is saved', async () => {
    const user = userEvent.setup();
    const otherTab = new BroadcastChannel('portal-changes');
    const heard: unknown[] = [];
    // The channel also carries the schedule the leading tab reads for the others: only changes count here.
    otherTab.onmessage = (event) => {
      if ((event.data as { type?: string } | null)?.type === 'changed') heard.push(event.data);
    };
    try {
      signInAs('presenter');
      await openPage();
      expect(heard).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(
        await screen.findByText('Your registration has been updated successfully.', {}, { timeout: 30_000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(heard).toEqual([expect.objectContaining({ type: 'changed', keys: [['profile']] })]));
    } finally {
      otherTab.close();
    }
  }, 120_000);

  it('tells an investor that availability is set elsewhere', async () => {
    signInAs('investor');
    renderApp(PATH);
    expect(
      await screen.findByText(
        /Days of attendance and time slots are chosen by presenting companies/,
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'meeting preferences page' })).toHaveAttribute('href', '/user/preferences');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  }, 120_000);
});
