// @vitest-environment jsdom
// (a device's storage quota, which jsdom has as browsers do: vitest.config.ts)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RegistrationData } from '@/lib/api/contract';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { demoTokens, renderApp, signInAs } from '@/testing/render';
import { findPageHeading, recordBodies } from '@/testing/registration-flows';

const PROFILE = '*/api/v1/user/auth/get-required-data-update-profile';

/** The data set of investor1 or presenter1 as the mock backend gives it. */
async function demoData(role: 'investor' | 'presenter'): Promise<RegistrationData> {
  const response = await fetch('/api/v1/user/auth/get-required-data-update-profile?conference_id=14', {
    headers: { Authorization: `Bearer ${demoTokens[role]}` },
  });
  return (await response.json()) as RegistrationData;
}

/** Opens the registration page signed in as `role`, the server answering `data` for the data set. */
async function openRegistration(role: 'investor' | 'presenter', data: RegistrationData) {
  server.use(http.get(PROFILE, () => HttpResponse.json(data)));
  signInAs(role);
  renderApp('/user/registration');
  await findPageHeading('Registration');
}

/** The country select labelled `label` shows this (or null for none). */
function countryShown(label: 'Country' | 'Nationality'): string | null {
  const field = screen.getByText(label, { selector: 'label' }).closest('.field');
  return field?.querySelector('.rs__single-value')?.textContent ?? null;
}

// A case the fuzz suite found (src/testing/fuzz): a saved country the list does not offer was sent back
// with the update while the select showed none.
describe('Register page (update) — a saved country the list does not offer', { timeout: 120_000 }, () => {
  it('starts the field empty and asks for a country instead of sending the unseen one', async () => {
    const data = await demoData('investor');
    data.client.client.country_id = -2147483648;
    const bodies = recordBodies('auth/update-profile');
    await openRegistration('investor', data);
    await screen.findByRole('heading', { name: 'Days of Attendance' }, { timeout: 30_000 });
    expect(countryShown('Country')).toBeNull();
    expect(countryShown('Nationality')).toBe('United Kingdom');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(within(summary).getByText('Country: Field is required')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([]));
  });
});

// A case the fuzz suite found: the data set without its conference record took the form down.
describe('Register page (update) — a data set without the conference record', { timeout: 120_000 }, () => {
  it('shows the form with the conference switches off', async () => {
    const data = await demoData('presenter');
    (data as unknown as { conference: null }).conference = null;
    await openRegistration('presenter', data);
    expect(
      await screen.findByRole('heading', { name: 'Colleagues Registration' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Remarks' })).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

// Cases the fuzz suite found (set at "client.api_token" = null, to right-to-left text, to markup, to 100 kB): the
// data set's client replaced the stored token with one the server never issued, and the attendee was signed out on
// an answer with status 200.
describe('Register page (update) — a data set whose client carries another token', { timeout: 120_000 }, () => {
  for (const token of [
    null,
    undefined,
    '',
    'مرحبا بالعالم',
    '<script>window.__fuzzPwned=1</script>',
    'x'.repeat(100_000),
  ]) {
    it(`keeps the attendee signed in (api_token ${JSON.stringify(token)?.slice(0, 20) ?? 'missing'})`, async () => {
      const data = await demoData('presenter');
      if (token === undefined) delete (data.client as { api_token?: string }).api_token;
      else (data.client as { api_token?: string | null }).api_token = token;
      await openRegistration('presenter', data);
      expect(
        await screen.findByRole('heading', { name: 'Colleagues Registration' }, { timeout: 30_000 }),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/user/registration');
      const stored = JSON.parse(window.localStorage.getItem('client') ?? 'null') as { api_token?: string } | null;
      expect(stored?.api_token).toBe(demoTokens.presenter);
    });
  }
});

// A case the fuzz suite found (set at "lists.agenda_slots" = null): the saved time slots were sent back with the
// update although the page, without the slot list, showed none of them ticked.
describe('Register page (update) — a data set without the slot list', { timeout: 120_000 }, () => {
  it('sends no slot the page does not show', async () => {
    const data = await demoData('investor');
    expect(data.client.available_slot?.length).toBeGreaterThan(0);
    (data.lists as unknown as { agenda_slots: null }).agenda_slots = null;
    const bodies = recordBodies('auth/update-profile');
    await openRegistration('investor', data);
    await screen.findByRole('heading', { name: 'Days of Attendance' }, { timeout: 30_000 });
    expect(screen.queryAllByRole('checkbox', { checked: true, name: /\d\d:\d\d/ })).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    for (const body of bodies as { available_slot?: unknown }[]) expect(body?.available_slot ?? []).toEqual([]);
  });
});

// Cases the fuzz suite found (set at "lists.agenda_slots.*.date" to unusual text or to another day): the saved slots
// were sent back with the update although the days read from the agenda showed no box ticked. The boxes come from
// the slot groups: the saved slots they list show ticked under their days, and only those are sent.
describe('Register page (update) — agenda days that disagree with the slot groups', { timeout: 120_000 }, () => {
  for (const date of ['\u202e80-90-5202', '1970-01-01']) {
    it(`shows the saved slots under their days and sends only those (agenda dates ${JSON.stringify(date)})`, async () => {
      const data = await demoData('investor');
      const saved = [...(data.client.available_slot ?? [])];
      expect(saved.length).toBeGreaterThan(0);
      for (const slot of data.lists.agenda_slots) (slot as { date: unknown }).date = date;
      // A saved slot the agenda lists and the groups do not: no box can show it.
      data.lists.agenda_slots.push({ ...data.lists.agenda_slots[0], id: 999 });
      data.client.available_slot = [...saved, 999];
      const bodies = recordBodies('auth/update-profile');
      await openRegistration('investor', data);
      await screen.findByRole('heading', { name: 'Days of Attendance' }, { timeout: 30_000 });
      await waitFor(() =>
        expect(screen.queryAllByRole('checkbox', { checked: true, name: /\d\d:\d\d/ })).toHaveLength(saved.length),
      );

      await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 30_000 });
      expect((bodies[0] as { available_slot: number[] }).available_slot).toEqual(saved);
      await waitFor(() => expect(window.location.pathname).not.toBe('/user/registration'), { timeout: 30_000 });
    });
  }
});

// A case the fuzz suite found (set at "client.timezone" to text that is no time zone): the slot times could not
// be written and the registration form was replaced by "Something went wrong".
describe('Register page (update) — a saved time zone that is no time zone', { timeout: 120_000 }, () => {
  it('shows the slots in London time', async () => {
    const data = await demoData('investor');
    data.client.timezone = '<iframe srcdoc="<script>parent.__fuzzPwned=1</script>">';
    data.client.client.timezone = 'Not/AZone';
    await openRegistration('investor', data);
    await screen.findByRole('heading', { name: 'Days of Attendance' }, { timeout: 30_000 });
    const london = data.lists.timezones?.find((zone) => zone.code === 'Europe/London')?.label;
    const field = screen.getByText('Time zone', { selector: 'label' }).closest('.field');
    expect(field?.querySelector('.rs__single-value')?.textContent).toBe(london);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByText('This page could not be shown.')).not.toBeInTheDocument();
  });
});

// A case the fuzz suite found: a saved time zone the list does not hold was sent back with the update while the
// Time zone select showed none.
describe('Register page (update) — a saved time zone the list does not hold', { timeout: 120_000 }, () => {
  it('shows that zone in the Time zone select, the zone the form sends', async () => {
    const data = await demoData('investor');
    data.client.timezone = 'Asia/Kolkata';
    data.lists.timezones = (data.lists.timezones ?? []).filter((zone) => zone.code !== 'Asia/Kolkata');
    await openRegistration('investor', data);
    await screen.findByRole('heading', { name: 'Days of Attendance' }, { timeout: 30_000 });
    const field = screen.getByText('Time zone', { selector: 'label' }).closest('.field');
    expect(field?.querySelector('.rs__single-value')?.textContent).toBe('Asia/Kolkata');
  });
});

// A case the fuzz suite met (the conference record replaced, so investor slot registration reads as closed): the
// form shows no Time zone select, so the update sends the saved zone back as the server gave it, never a default.
describe('Register page (update) — investor slot registration closed', { timeout: 120_000 }, () => {
  for (const [saved, sent] of [
    ['Asia/Dubai', 'Asia/Dubai'],
    ['Not/AZone', 'Not/AZone'],
    [null, null],
  ] as const) {
    it(`sends the saved time zone back unchanged (${JSON.stringify(saved)})`, async () => {
      const data = await demoData('investor');
      // The server and its data set agree: slot registration is closed.
      db.conference.allow_investor_slots_registration = false;
      data.conference.allow_investor_slots_registration = false;
      (data.client as { timezone: string | null }).timezone = saved;
      (data.client.client as { timezone?: string | null }).timezone = null;
      const bodies = recordBodies('auth/update-profile');
      await openRegistration('investor', data);
      await screen.findByRole('region', { name: 'Login Details' }, { timeout: 30_000 });
      expect(screen.queryByText('Time zone', { selector: 'label' })).not.toBeInTheDocument();

      await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 30_000 });
      expect((bodies[0] as { timezone: unknown }).timezone).toBe(sent);
      // The registration finishes (on the next page) before the next test starts.
      await waitFor(() => expect(window.location.pathname).not.toBe('/user/registration'), { timeout: 30_000 });
    });
  }
});

// A case the fuzz suite found (set at "presenter_mates.*.email" to an object): the colleagues' table took the page
// down ("Objects are not valid as a React child").
describe('Register page (update) — a colleague whose details are not text', { timeout: 120_000 }, () => {
  it('lists the colleagues, that detail left empty', async () => {
    const data = await demoData('presenter');
    expect(data.presenter_mates.length).toBeGreaterThan(0);
    for (const mate of data.presenter_mates) (mate as { email: unknown }).email = { la: true, n: null };
    await openRegistration('presenter', data);
    const table = await screen.findByRole('table', { name: /Your colleagues/ }, { timeout: 30_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(data.presenter_mates.length + 1);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

// A case the fuzz suite found (set at "client.arrival_date" = " 12 "): the Arrival Date select showed no date and the
// form sent the saved text back.
describe('Register page (update) — a saved arrival the selects cannot show', { timeout: 120_000 }, () => {
  it('starts the selects empty and asks for them instead of sending the unseen values', async () => {
    const data = await demoData('presenter');
    data.client.arrival_date = ' 12 ';
    data.client.arrival_time = '99:99:00';
    const bodies = recordBodies('auth/update-profile');
    await openRegistration('presenter', data);
    const date = await screen.findByRole('combobox', { name: 'Arrival Date' }, { timeout: 30_000 });
    const time = screen.getByRole('combobox', { name: 'Arrival Time' });
    expect(date).toHaveValue('');
    expect(time).toHaveValue('');
    expect(within(time).queryByRole('option', { name: 'To be announced' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(within(summary).getByText(/^Arrival Date/)).toBeInTheDocument();
    expect(within(summary).getByText(/^Arrival Time/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

// A case the fuzz suite found (presenter_mates made 5,000 long): storing the data set ran out of the device's storage
// and the page was replaced by "Something went wrong".
describe('Register page (update) — a data set larger than the device can store', { timeout: 120_000 }, () => {
  it('shows the form from what it has in memory', async () => {
    const data = await demoData('presenter');
    (data.presenter_mates[0] as { biography: string }).biography = 'x'.repeat(5_100_000);
    await openRegistration('presenter', data);
    expect(
      await screen.findByRole('heading', { name: 'Colleagues Registration' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('presenter_mates')).toBeNull();
  });
});
