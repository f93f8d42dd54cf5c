// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type {
  ClientPreferenceCompaniesAnswer,
  ErrorBody,
  PreferencesAnswer,
  PreferenceSlotsAnswer,
} from '@/lib/api/contract';
import { db } from '../db';
import { call, INVESTOR_TOKEN, PRESENTER_TOKEN, startMockBackend } from './api';

startMockBackend();

const choice = (
  id: number,
  isSelected: boolean,
  values: [number, number, number, number],
  prefId: number | null = null,
) => ({
  id,
  name: `Company ${id}`,
  isSelected,
  preferences: {
    id: prefId,
    meeting_type: values[0],
    meeting_priority: values[1],
    knowledge: values[2],
    shareholder: values[3],
  },
});

describe('auth/preferences', () => {
  it('lists confirmed companies with the day-group limits', async () => {
    const { status, body } = await call<PreferencesAnswer>('auth/preferences', { token: INVESTOR_TOKEN });
    expect(status).toBe(200);
    expect(body.companies).toHaveLength(12);
    expect(body.companies[0].name).toBe('Atlas Cement');
    expect(body.companies.some((c) => c.id === 502)).toBe(false);
    const nile = body.companies.find((c) => c.id === 501);
    expect(nile).toEqual({
      id: 501,
      name: 'Nile Delta Bank',
      country: { id: 818, name: 'Egypt' },
      sector: { id: 1, name: 'Banks' },
      available_dates: ['2025-09-08', '2025-09-09'],
      available_slots_ids: [101, 102, 103, 104, 105, 106, 107, 108, 201, 202, 203, 204, 205, 206, 207, 208],
      presenter_names: ['Mr. Ahmed Fawzy', 'Ms. Mona Saleh'],
      isSelected: true,
      preferences: {
        id: 6001,
        meeting_type: 1,
        meeting_priority: 1,
        knowledge: 3,
        shareholder: 1,
        meeting_type_readable: 'One-on-One',
        meeting_priority_readable: 'High',
      },
    });
    expect(body.count_available_slots).toBe(16);
    expect(body.is_all_slots_selected).toBe(false);
    expect(body.grouped_selection_limit).toEqual([
      { day_group: 1, selection_limit: 17 },
      { day_group: 2, selection_limit: 9 },
    ]);
    expect(body.grouped_available_slots[1]).toEqual({ day_group: 2, available_slots: [301, 302, 303, 304] });
    expect(body.grouped_days).toEqual([
      { date: '2025-09-08', day_group: 1 },
      { date: '2025-09-09', day_group: 1 },
      { date: '2025-09-10', day_group: 2 },
      { date: '2025-09-11', day_group: 2 },
    ]);
  });

  it('is closed to presenters', async () => {
    expect((await call('auth/preferences', { token: PRESENTER_TOKEN })).status).toBe(403);
  });

  it('answers 422 in list form when the page is closed', async () => {
    db.settings.preferences_closed = true;
    const res = await call<ErrorBody>('auth/preferences', { token: INVESTOR_TOKEN });
    expect(res.body.errors).toEqual([{ name: 'preferences', message: 'The meeting preference page is closed.' }]);
  });

  it('saves changed companies, shown on the next read', async () => {
    const res = await call('auth/preferences', {
      method: 'POST',
      token: INVESTOR_TOKEN,
      body: { companies: [choice(504, true, [1, 2, 2, 2]), choice(507, false, [0, 0, 0, 0], 6003)] },
    });
    expect(res.body).toEqual({ status: 200, message: 'Your preferences submitted successfully.' });
    const dashboard = await call<ClientPreferenceCompaniesAnswer>('auth/preferences/client/companies', {
      token: INVESTOR_TOKEN,
      query: { client_id: 1001 },
    });
    expect(dashboard.body.companies.map((c) => c.id).sort()).toEqual([501, 503, 504]);
    const kuwait = dashboard.body.companies.find((c) => c.id === 504);
    expect(kuwait?.preferences).toMatchObject({
      meeting_type_readable: 'One-on-One',
      meeting_priority_readable: 'Medium',
    });
  });

  it('requires the three choices for a selected company', async () => {
    const res = await call<ErrorBody>('auth/preferences', {
      method: 'POST',
      token: INVESTOR_TOKEN,
      body: { companies: [choice(504, true, [1, 2, 0, 0])] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'companies.0.knowledge': ['You must select the meeting type and priority , and level of knowledge.'],
    });
  });

  it('enforces the maximum number of meetings', async () => {
    const cc = db.confClients.find((c) => c.client_id === 1001);
    if (cc) cc.available_slot = [];
    const res = await call<ErrorBody>('auth/preferences', {
      method: 'POST',
      token: INVESTOR_TOKEN,
      body: { companies: [choice(504, true, [1, 1, 1, 1])] },
    });
    expect(res.body.errors).toEqual({ companies: ['The maximum number of meetings has been reached.'] });
  });
});

describe('auth/preferences/slots', () => {
  it('reads and updates the availability', async () => {
    const before = await call<PreferenceSlotsAnswer>('auth/preferences/slots', { token: INVESTOR_TOKEN });
    expect(before.body.agenda_slots).toHaveLength(32);
    expect(before.body.client_slots).toHaveLength(16);
    const empty = await call<ErrorBody>('auth/preferences/slots', {
      method: 'POST',
      token: INVESTOR_TOKEN,
      body: { available_slot: [], timezone: 'Europe/London' },
    });
    expect(empty.body.errors).toEqual({ available_slot: ['Please select your availability'] });
    const saved = await call('auth/preferences/slots', {
      method: 'POST',
      token: INVESTOR_TOKEN,
      body: { available_slot: [401, 402, 101], timezone: 'Asia/Dubai' },
    });
    expect(saved.body).toEqual({ status: 200, message: 'Slots have been updated successfully' });
    const after = await call<PreferencesAnswer>('auth/preferences', { token: INVESTOR_TOKEN });
    expect(after.body.available_slots).toEqual([101, 401, 402]);
    expect(after.body.grouped_selection_limit).toEqual([
      { day_group: 1, selection_limit: 6 },
      { day_group: 2, selection_limit: 7 },
    ]);
  });
});
