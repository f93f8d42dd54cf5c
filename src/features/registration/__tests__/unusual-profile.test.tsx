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

// A case the fuzz suite found (set at "lists.agenda_slots.*.date" to unusual text): the saved slots were sent back
// with the update although their days, unreadable, showed no box ticked.
describe('Register page (update) — slot dates the page cannot read', { timeout: 120_000 }, () => {
  it('sends no slot the page does not show', async () => {
    const data = await demoData('investor');
    expect(data.client.available_slot?.length).toBeGreaterThan(0);
    for (const slot of data.lists.agenda_slots) (slot as { date: unknown }).date = '\u202e80-90-5202';
    const bodies = recordBodies('auth/update-profile');
    await openRegistration('investor', data);
    await screen.findByRole('heading', { name: 'Days of Attendance' }, { timeout: 30_000 });
    expect(screen.queryAllByRole('checkbox', { checked: true, name: /\d\d:\d\d/ })).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    for (const body of bodies as { available_slot?: unknown }[]) expect(body?.available_slot ?? []).toEqual([]);
  });
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
