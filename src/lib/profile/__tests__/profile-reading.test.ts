import { describe, expect, it } from 'vitest';
import type { RegistrationData } from '@/lib/api/contract';
import { getRegistrationTimer, isRegistrationValid, NO_EXPIRY, startRegistration } from '@/lib/session/session';
import { sessionData } from '@/testing/builders/common';
import { isPresenterProfile, registrationDataSchema } from '../profile';

const minimal = { client: { client: { id: '1101', full_titled_name: 'Ms. Layla Haddad', client_type_id: '4' } } };

describe('reading the profile (registration data set)', () => {
  it('needs only the attendee id, name and type; every other part gets its default', () => {
    const parsed = registrationDataSchema.safeParse(minimal);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const data = parsed.data;
    expect(data.client.client).toMatchObject({ id: 1101, client_type_id: 4 });
    expect(isPresenterProfile(data)).toBe(true);
    expect(data.presenter_mates).toEqual([]);
    expect(data.available_slots).toEqual([]);
    expect(data.conference_dates).toEqual([]);
    expect(data.lists.agenda_slots).toEqual([]);
    expect(data.client.available_slot).toEqual([]);
    expect(data.client.presenter_property).toBeNull();
    expect(data.session_data).toBeUndefined();
  });

  it('fails without the attendee name or with an unreadable id', () => {
    expect(registrationDataSchema.safeParse({ client: { client: { id: 1, client_type_id: 1 } } }).success).toBe(false);
    expect(
      registrationDataSchema.safeParse({ client: { client: { id: 'x', full_titled_name: 'A', client_type_id: 1 } } })
        .success,
    ).toBe(false);
  });

  it('reads conference flags sent as 0/1, and a null conference as one with every switch at its default', () => {
    const flags = registrationDataSchema.safeParse({
      ...minimal,
      conference: { web_show_profile_schedule_summary: '1', split_days: '2' },
    });
    expect(flags.success && flags.data.conference).toMatchObject({
      web_show_profile_schedule_summary: true,
      split_days: 2,
      allow_investor_slots_registration: false,
    });
    const none = registrationDataSchema.safeParse({ ...minimal, conference: null });
    expect(none.success && none.data.conference).toMatchObject({
      web_show_profile_schedule_summary: false,
      allow_investor_slots_registration: false,
    });
  });

  it('a data set without session_data starts a registration without expiry', () => {
    const parsed = registrationDataSchema.safeParse(minimal);
    if (!parsed.success) throw new Error('unreadable');
    startRegistration(parsed.data as RegistrationData);
    expect(getRegistrationTimer()).toBe(NO_EXPIRY);
    expect(isRegistrationValid()).toBe(true);
    startRegistration({ ...(parsed.data as RegistrationData), session_data: sessionData(1800) });
    expect(getRegistrationTimer()).toBe(1800);
  });
});
