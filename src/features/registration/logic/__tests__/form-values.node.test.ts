import { describe, expect, it } from 'vitest';
import { initialValues, timeZoneFor } from '../form-defaults';
import { afterSubmitTarget, confirmsOnNextPage, formOptions, loginDetailsEnabled, submitLabel } from '../form-values';
import { conference, registrationData } from '@/testing/builders/registration';

describe('initial values and options', () => {
  it('takes a saved time zone from the list, or a real zone as it is, else the fallback', () => {
    const zones = [{ code: 'Asia/Riyadh', label: '(GMT+03:00) Riyadh' }];
    expect(timeZoneFor('Asia/Riyadh', zones, 'Europe/London')).toEqual(zones[0]);
    expect(timeZoneFor('Asia/Tokyo', zones, 'Europe/London')).toEqual({ code: 'Asia/Tokyo', label: 'Asia/Tokyo' });
    for (const junk of ['Not/AZone', '<script>', '', null, undefined])
      expect(timeZoneFor(junk, zones, 'Europe/London').code).toBe('Europe/London');
  });

  it('leaves out the saved slots the slot lists do not hold (no box would show them ticked)', () => {
    const data = registrationData('investor');
    const listed = data.lists.agenda_slots.map((slot) => slot.id);
    data.client.available_slot = [...listed.slice(0, 1), 999_999];
    expect(initialValues(data).available_slot).toEqual(listed.slice(0, 1));
  });

  it('reads the presenter data set: slots from presenter_property, days, zone, travel and answers', () => {
    const values = initialValues(registrationData('presenter'));
    expect(values.available_slot).toEqual([301, 302]);
    expect(values.conference_dates).toEqual(['2025-09-10']);
    expect(values.timezone).toEqual({ code: 'Asia/Riyadh', label: '(GMT+03:00) Riyadh' });
    expect(values.arrival_dates).toEqual({
      arrival_date: '2025-09-07',
      arrival_time: '18:30',
      departure_date: '',
      departure_time: '',
    });
    expect(values.screen).toBe(true);
    expect(values.media_interview).toBeNull();
    expect(values.client_details).toMatchObject({
      title: 'Mr.',
      company: 'Red Sea Properties',
      middle_name: '',
      additional_email: '',
    });
  });

  it('gives investors London when no zone is stored and presenters Dubai', () => {
    const investor = registrationData('investor');
    investor.client.client.timezone = '';
    expect(initialValues(investor).timezone.code).toBe('Europe/London');
    const presenter = registrationData('presenter');
    presenter.client.timezone = '';
    presenter.client.client.timezone = '';
    expect(initialValues(presenter).timezone.code).toBe('Asia/Dubai');
  });

  it('asks login details without an app user, or with one only when "Update my login details ?" is on', () => {
    expect(loginDetailsEnabled(formOptions(registrationData('investor'), false), false)).toBe(true);
    const withUser = formOptions(registrationData('investor', { user: true }), false);
    expect(loginDetailsEnabled(withUser, false)).toBe(false);
    expect(loginDetailsEnabled(withUser, true)).toBe(true);
  });

  it('labels the submit Submit for presenters, Next for investors sent to /user/preferences', () => {
    expect(submitLabel(formOptions(registrationData('presenter'), false), conference)).toBe('Submit');
    expect(submitLabel(formOptions(registrationData('investor'), false), conference)).toBe('Next');
    expect(
      submitLabel(formOptions(registrationData('investor'), false), { investor_redirection_route: '/user/dashboard' }),
    ).toBe('Submit');
  });
});

describe('navigation after the submit', () => {
  it('sends first-time presenters to thank, investors to their route, updates to after-update-prefs', () => {
    const investor = formOptions(registrationData('investor'), false);
    const presenter = formOptions(registrationData('presenter'), false);
    expect(afterSubmitTarget(presenter, conference, true)).toBe('/auth/registration/thank');
    expect(afterSubmitTarget(investor, conference, true)).toBe('/user/preferences');
    expect(afterSubmitTarget(investor, { investor_redirection_route: '/user/dashboard' }, true)).toBe(
      '/user/dashboard',
    );
    expect(afterSubmitTarget(investor, { investor_redirection_route: '//evil.example' }, true)).toBe(
      '/user/preferences',
    );
    expect(afterSubmitTarget(investor, { investor_redirection_route: '' }, true)).toBe('/user/preferences');
    expect(afterSubmitTarget(presenter, conference, false)).toBe('/auth/registration/after-update-prefs');
    expect(afterSubmitTarget(investor, conference, false)).toBe('/user/preferences');
    expect(afterSubmitTarget(investor, { investor_redirection_route: '/user/dashboard' }, false)).toBe(
      '/auth/registration/after-update-prefs',
    );
  });

  it('confirms a first registration on the next page unless that is the Registration Completed page', () => {
    expect(confirmsOnNextPage('/user/preferences', true)).toBe(true);
    expect(confirmsOnNextPage('/user/dashboard', true)).toBe(true);
    expect(confirmsOnNextPage('/auth/registration/thank', true)).toBe(false);
    expect(confirmsOnNextPage('/user/preferences', false)).toBe(false);
    expect(confirmsOnNextPage('/auth/registration/after-update-prefs', false)).toBe(false);
  });
});
