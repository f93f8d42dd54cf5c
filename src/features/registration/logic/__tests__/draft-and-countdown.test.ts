import { describe, expect, it } from 'vitest';
import { draftOwner, keepingDraft, readDraft, restoreDraft, saveDraft, toDraft } from '../draft';
import { initialValues } from '../form-defaults';
import { countdownStep, formatCountdown } from '../session-countdown';
import { registrationData } from '@/testing/builders/registration';

describe('registration form draft', () => {
  const defaults = () => initialValues(registrationData('investor'));

  it('never keeps passwords', () => {
    const values = defaults();
    values.login_details = {
      username: 'hannah.s',
      current_password: 'old',
      password: 'secret12',
      password_confirmation: 'secret12',
    };
    expect(toDraft(values, 'INV-INVESTOR-01').login_details).toEqual({
      username: 'hannah.s',
      current_password: '',
      password: '',
      password_confirmation: '',
    });
  });

  it('restores what was typed for the same invitation code only', () => {
    const typed = defaults();
    typed.client_details.job_title = 'Head of Research';
    typed.available_slot = [201];
    typed.screen = true;
    const draft = toDraft(typed, 'INV-INVESTOR-01');
    const same = restoreDraft(defaults(), draft, 'INV-INVESTOR-01');
    expect(same.restored).toBe(true);
    expect(same.values.client_details.job_title).toBe('Head of Research');
    expect(same.values.available_slot).toEqual([201]);
    expect(same.values.screen).toBe(true);
    const other = restoreDraft(defaults(), draft, 'INV-PRESENTER-01');
    expect(other).toEqual({ values: defaults(), restored: false });
    expect(restoreDraft(defaults(), null, 'INV-INVESTOR-01').restored).toBe(false);
  });

  it('keeps read-only fields from the server and ignores values of the wrong kind', () => {
    const draft = { ...toDraft(defaults(), 'INV-INVESTOR-01') } as unknown as Record<string, unknown>;
    draft.client_details = {
      ...(draft.client_details as object),
      first_name: 'Mallory',
      email: 'x@evil.example',
      country_id: 'not a number',
      mobile: 5,
    };
    draft.available_slot = 'nope';
    const { values } = restoreDraft(defaults(), draft as never, 'INV-INVESTOR-01');
    expect(values.client_details.first_name).toBe('Faisal');
    expect(values.client_details.email).toBe('faisal@redsea.example');
    expect(values.client_details.country_id).toBe(682);
    expect(values.client_details.mobile).toBe('+966 50 000 1102');
    expect(values.available_slot).toEqual([101, 102]);
  });

  it('is stored under registration_form and survives a storage wipe through keepingDraft', () => {
    saveDraft(defaults(), 'INV-INVESTOR-01');
    window.localStorage.setItem('timer', '5');
    keepingDraft(() => window.localStorage.clear());
    expect(window.localStorage.getItem('timer')).toBeNull();
    expect(readDraft()?.owner).toBe('INV-INVESTOR-01');
    saveDraft(defaults(), '');
    expect(readDraft()?.owner).toBe('INV-INVESTOR-01');
  });

  it('belongs to the invitation code the first time, and to the signed-in attendee in an update', () => {
    expect(draftOwner('first-time', 'INV-INVESTOR-01', 7)).toBe('INV-INVESTOR-01');
    expect(draftOwner('update', 'INV-INVESTOR-01', 7)).toBe('attendee:7');
    const typed = defaults();
    typed.client_details.job_title = 'Chief Investment Officer';
    const draft = toDraft(typed, draftOwner('update', '', 7));
    expect(restoreDraft(defaults(), draft, 'attendee:7').values.client_details.job_title).toBe(
      'Chief Investment Officer',
    );
    expect(restoreDraft(defaults(), draft, 'attendee:8').restored).toBe(false);
    expect(restoreDraft(defaults(), draft, 'INV-INVESTOR-01').restored).toBe(false);
  });
});

describe('session countdown', () => {
  it('counts down, warns once at 60 seconds and expires at zero', () => {
    expect(countdownStep(1800)).toEqual({ next: 1799, expired: false, warn: false });
    expect(countdownStep(61)).toEqual({ next: 60, expired: false, warn: true });
    expect(countdownStep(60)).toEqual({ next: 59, expired: false, warn: false });
    expect(countdownStep(1)).toEqual({ next: 0, expired: true, warn: false });
    expect(countdownStep(0)).toEqual({ next: 0, expired: true, warn: false });
  });

  it('formats minutes and seconds, and hours past an hour', () => {
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(62)).toBe('01:02');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
