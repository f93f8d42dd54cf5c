import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import type { RegistrationData } from '@/lib/api/contract';
import { server } from '@/mocks/node';
import { renderWithProviders, signInAs } from '@/testing/render';
import { pinDemoClockForEachTest } from '@/testing/registration-flows';
import { PresenterAvailability } from '../components/presenter-availability';
import { initialPresenterAvailability, type PresenterAvailabilityValue } from '../logic/presenter-slots';

function loadInvitation(code = 'INV-PRESENTER-01') {
  return api.get<RegistrationData>('auth/get-required-data-registration', { params: { invitation_code: code } });
}

function Harness({
  data,
  initial,
  onValue,
  errors,
}: {
  data: RegistrationData;
  initial: PresenterAvailabilityValue;
  onValue?: (v: PresenterAvailabilityValue) => void;
  errors?: Record<string, string | undefined>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <PresenterAvailability
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      errors={errors}
      conference={data.conference}
      lists={data.lists}
      clientId={data.client.client_id}
      companyId={data.client.client.company_id}
      lateSlots={data.available_slots}
    />
  );
}

const dayBox = (name: RegExp | string) => screen.getByRole('checkbox', { name });
const slotsOf = (day: string) => screen.getByRole('group', { name: `Time slots on ${day}` });

async function confirmOk() {
  const ok = await screen.findByRole('button', { name: 'OK' }, { timeout: 30_000 });
  await act(async () => ok.click());
}

pinDemoClockForEachTest();

describe('PresenterAvailability', () => {
  it('lets INV-PRESENTER-01 (company 502) choose only slots 305-308 and 401-404', async () => {
    const user = userEvent.setup();
    const data = await loadInvitation();
    let latest: PresenterAvailabilityValue | undefined;
    renderWithProviders(
      <Harness
        data={data}
        initial={{ timezone: 'Asia/Dubai', conference_dates: [], available_slot: [] }}
        onValue={(v) => (latest = v)}
      />,
    );

    expect(
      await screen.findByText(/Choose your days of attendance and at least 4 time slots per day/),
    ).toBeInTheDocument();
    // Days are grouped by split_days.
    expect(await screen.findByRole('group', { name: '8-9 September' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '10-11 September' })).toBeInTheDocument();

    // Monday and Tuesday are full for the company, with the reason given in text.
    await waitFor(() => expect(dayBox('Monday 8 September')).toBeDisabled());
    expect(dayBox('Tuesday 9 September')).toBeDisabled();
    expect(screen.getAllByText('(Fully booked)')).toHaveLength(2);

    await user.click(dayBox('Wednesday 10 September'));
    await confirmOk();
    await user.click(dayBox('Thursday 11 September'));
    await confirmOk();

    const wednesday = slotsOf('Wednesday 10 September');
    const thursday = slotsOf('Thursday 11 September');
    expect(within(wednesday).getByRole('checkbox', { name: /^Morning/ })).toBeDisabled();
    expect(within(thursday).getByRole('checkbox', { name: /^Afternoon/ })).toBeDisabled();
    expect(
      within(wednesday).getByText(
        'Please select morning or afternoon first then you can select additional slots from the other part of the day.',
      ),
    ).toBeInTheDocument();

    await user.click(within(wednesday).getByRole('checkbox', { name: /^Afternoon/ }));
    await user.click(within(thursday).getByRole('checkbox', { name: /^Morning/ }));
    expect(latest?.available_slot).toEqual([305, 306, 307, 308, 401, 402, 403, 404]);
    expect(latest?.conference_dates).toEqual(['2025-09-10', '2025-09-11']);

    // The remaining slots of those days stay closed: fully booked, said in words.
    const wednesdayMorning = within(wednesday).getByRole('checkbox', { name: '13:30–14:20' }); // 10:30 London = 13:30 Dubai
    expect(wednesdayMorning).toBeDisabled();
    expect(
      within(wednesday).getByText(
        /Please note that this slot is fully booked\. Please choose other slots within the same day or change your days of attendance\./,
      ),
    ).toBeInTheDocument();
    expect(wednesdayMorning).toHaveAccessibleDescription(
      'Please note that this slot is fully booked. Please choose other slots within the same day or change your days of attendance.',
    );

    // Every choosable slot on the page is one of 305-308 / 401-404.
    const open = screen
      .getAllByRole('checkbox')
      .filter(
        (box) =>
          box.closest('.slot-picker__list--slots') &&
          (!(box as HTMLInputElement).disabled || (box as HTMLInputElement).checked),
      );
    expect(open).toHaveLength(8);
  }, 120_000);

  it('shows slot times in the chosen zone with a day marker', async () => {
    const user = userEvent.setup();
    const data = await loadInvitation();
    renderWithProviders(
      <Harness
        data={data}
        initial={{ timezone: 'Asia/Dubai', conference_dates: ['2025-09-10'], available_slot: [305, 306, 307, 308] }}
      />,
    );
    const wednesday = await screen.findByRole('group', { name: 'Time slots on Wednesday 10 September' });
    expect(within(wednesday).getByRole('checkbox', { name: '20:00–20:50' })).toBeChecked(); // 17:00 London
    await user.click(screen.getByLabelText(/Time zone/));
    await user.type(screen.getByLabelText(/Time zone/), 'Hong Kong');
    await user.keyboard('{Enter}');
    expect(within(wednesday).getByRole('checkbox', { name: '00:00 (+1) – 00:50 (+1)' })).toBeChecked();
    await user.click(screen.getByLabelText(/Time zone/));
    await user.type(screen.getByLabelText(/Time zone/), 'New York');
    await user.keyboard('{Enter}');
    expect(within(wednesday).getByRole('checkbox', { name: '12:00–12:50' })).toBeChecked();
  }, 120_000);

  it('defaults the time zone to Dubai', async () => {
    const data = await loadInvitation();
    let latest: PresenterAvailabilityValue | undefined;
    renderWithProviders(
      <Harness
        data={data}
        initial={{ timezone: '', conference_dates: [], available_slot: [] }}
        onValue={(v) => (latest = v)}
      />,
    );
    await waitFor(() => expect(latest?.timezone).toBe('Asia/Dubai'));
    expect(await screen.findByText('(GMT+04:00) Dubai')).toBeInTheDocument();
  }, 120_000);

  it('asks for OK before the first day is ticked on a fresh registration, and Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const data = await loadInvitation();
    let latest: PresenterAvailabilityValue | undefined;
    renderWithProviders(
      <Harness
        data={data}
        initial={{ timezone: 'Asia/Dubai', conference_dates: [], available_slot: [] }}
        onValue={(v) => (latest = v)}
      />,
    );
    const wednesday = await screen.findByRole('checkbox', { name: 'Wednesday 10 September' });
    await waitFor(() => expect(wednesday).toBeEnabled());
    await user.click(wednesday);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(dialog).toHaveTextContent(
      'Please note that changing your days of attendance changes the time slots in which meetings can be arranged for you.',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await act(async () => cancel.click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(latest?.conference_dates ?? []).toEqual([]);
    expect(wednesday).not.toBeChecked();

    await user.click(wednesday);
    await confirmOk();
    await waitFor(() => expect(latest?.conference_dates).toEqual(['2025-09-10']));
    expect(wednesday).toBeChecked();

    // Unticking a day without slots is a change of days too.
    await user.click(wednesday);
    await confirmOk();
    await waitFor(() => expect(latest?.conference_dates).toEqual([]));
  }, 120_000);

  it('asks for confirmation before saved days change', async () => {
    const user = userEvent.setup();
    signInAs('presenter');
    const data = await api.get<RegistrationData>('auth/get-required-data-update-profile');
    const initial = initialPresenterAvailability(data.client, data.lists.agenda_slots);
    let latest: PresenterAvailabilityValue | undefined;
    renderWithProviders(<Harness data={data} initial={initial} onValue={(v) => (latest = v)} />);

    // presenter1's own company is left out of the counts: Monday is open to it.
    const monday = await screen.findByRole('checkbox', { name: 'Monday 8 September' });
    expect(monday).toBeChecked();
    await user.click(monday);
    const cancel = await screen.findByRole('button', { name: 'Cancel' }, { timeout: 30_000 });
    await act(async () => cancel.click());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
    expect(latest).toBeUndefined();
    expect(monday).toBeChecked();

    await user.click(monday);
    await confirmOk();
    await waitFor(() => expect(latest?.conference_dates).toEqual(['2025-09-09']));
    expect(latest?.available_slot).toEqual([201, 202, 203, 204, 205, 206, 207, 208]);
  }, 120_000);
});

describe('PresenterAvailability after the cut-off, without grouped slots, with errors', () => {
  it('disables every slot after the cut-off when there are no late slots', async () => {
    const data = await loadInvitation();
    server.use(
      http.post('*/api/v1/user/auth/cut-off-date', () =>
        HttpResponse.json({ status: 200, cut_off_date: '2025-08-01' }),
      ),
    );
    renderWithProviders(
      <Harness data={data} initial={{ timezone: 'Asia/Dubai', conference_dates: [], available_slot: [] }} />,
    );
    expect(
      await screen.findByText('The time slot registration is closed; slots can no longer be changed.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    for (const name of [
      'Monday 8 September',
      'Tuesday 9 September',
      'Wednesday 10 September',
      'Thursday 11 September',
    ]) {
      expect(dayBox(name)).toBeDisabled();
    }
  }, 120_000);

  it('after the cut-off with no late slots keeps saved choices locked', async () => {
    signInAs('presenter');
    server.use(
      http.post('*/api/v1/user/auth/cut-off-date', () =>
        HttpResponse.json({ status: 200, cut_off_date: '2025-08-01' }),
      ),
    );
    const data = await api.get<RegistrationData>('auth/get-required-data-update-profile');
    renderWithProviders(
      <Harness data={data} initial={initialPresenterAvailability(data.client, data.lists.agenda_slots)} />,
    );
    expect(
      await screen.findByText('The time slot registration is closed; slots can no longer be changed.', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    const monday = dayBox('Monday 8 September');
    expect(monday).toBeChecked();
    expect(monday).toBeDisabled();
    const slots = slotsOf('Monday 8 September');
    for (const box of within(slots).getAllByRole('checkbox')) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
  }, 120_000);

  it('treats stored late-registration slots as late registration even before the cut-off date', async () => {
    const data = await loadInvitation();
    const late = data.lists.agenda_slots.filter((s) => s.id >= 401 && s.id <= 404);
    renderWithProviders(
      <Harness
        data={{ ...data, available_slots: late }}
        initial={{ timezone: 'Asia/Dubai', conference_dates: [], available_slot: [] }}
      />,
    );
    expect(
      await screen.findByText(/only the time slots still open for late registration can be chosen/),
    ).toBeInTheDocument();
    await waitFor(() => expect(dayBox('Wednesday 10 September')).toBeDisabled());
    expect(dayBox('Thursday 11 September')).toBeEnabled();
  }, 120_000);

  it('after the cut-off offers only the late-registration slots', async () => {
    const user = userEvent.setup();
    const data = await loadInvitation();
    server.use(
      http.post('*/api/v1/user/auth/cut-off-date', () =>
        HttpResponse.json({ status: 200, cut_off_date: '2025-08-01' }),
      ),
    );
    const late = data.lists.agenda_slots.filter((s) => s.id >= 401 && s.id <= 404);
    renderWithProviders(
      <Harness
        data={{ ...data, available_slots: late }}
        initial={{ timezone: 'Asia/Dubai', conference_dates: [], available_slot: [] }}
      />,
    );
    expect(
      await screen.findByText(/only the time slots still open for late registration can be chosen/),
    ).toBeInTheDocument();
    await waitFor(() => expect(dayBox('Wednesday 10 September')).toBeDisabled());
    await user.click(dayBox('Thursday 11 September'));
    await confirmOk();
    const thursday = slotsOf('Thursday 11 September');
    expect(within(thursday).getByRole('checkbox', { name: /^Morning/ })).toBeEnabled();
    expect(within(thursday).getByRole('checkbox', { name: /^Afternoon/ })).toBeDisabled();
  }, 120_000);

  it('still works from the agenda when the grouped slots cannot be loaded', async () => {
    const data = await loadInvitation();
    server.use(
      http.get('*/api/v1/user/auth/get-grouped-slots', () =>
        HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }),
      ),
    );
    renderWithProviders(
      <Harness data={data} initial={{ timezone: 'Asia/Dubai', conference_dates: [], available_slot: [] }} />,
    );
    expect(await screen.findByRole('group', { name: '10-11 September' })).toBeInTheDocument();
    expect(dayBox('Thursday 11 September')).toBeEnabled();
  }, 120_000);

  it('shows the errors it is given next to their fields', async () => {
    const data = await loadInvitation();
    renderWithProviders(
      <Harness
        data={data}
        initial={{ timezone: '', conference_dates: [], available_slot: [] }}
        errors={{ timezone: 'Timezone Required', conference_dates: 'Available Slots Required' }}
      />,
    );
    expect(await screen.findByText('Timezone Required')).toBeInTheDocument();
    expect(await screen.findByText('Available Slots Required')).toBeInTheDocument();
  }, 120_000);
});
