import { describe, expect, it } from 'vitest';
import { registerIssues } from '../form-rules';
import { buildRegisterSchema } from '../form-schema';
import { formOptions, type RegisterFormValues } from '../form-values';
import { validInvestor, validPresenter } from './valid-values';
import { registrationData } from '@/testing/builders/registration';

function messagesOf(
  values: RegisterFormValues,
  role: 'investor' | 'presenter',
  extra: Parameters<typeof registrationData>[1] = {},
  update = false,
) {
  const data = registrationData(role, extra);
  const issues = registerIssues(values, formOptions(data, update), { conference: data.conference });
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('main form rules', () => {
  it('accepts complete investor and presenter forms', () => {
    expect(messagesOf(validInvestor(), 'investor')).toEqual({});
    expect(messagesOf(validPresenter(), 'presenter')).toEqual({});
  });

  it('checks the login details with the spec messages', () => {
    const values = validInvestor();
    values.login_details = { username: '', current_password: '', password: '', password_confirmation: 'x' };
    expect(messagesOf(values, 'investor')).toMatchObject({
      'login_details.username': 'Field is required',
      'login_details.password': 'Field is required',
      'login_details.password_confirmation': 'Passwords must be identical.',
    });
    values.login_details = {
      username: 'abcde',
      current_password: '',
      password: 'abcde',
      password_confirmation: 'abcde',
    };
    expect(messagesOf(values, 'investor')).toEqual({
      'login_details.username': 'Username must have at least 6 letters.',
      'login_details.password': 'Password must have at least 6 letters.',
    });
  });

  it('skips login details for a client with an app user unless the update is on, then asks the current password when logged in', () => {
    const values = validInvestor();
    values.login_details = { username: '', current_password: '', password: '', password_confirmation: '' };
    expect(messagesOf(values, 'investor', { user: true }, true)).toEqual({});
    values.update_login = true;
    values.login_details = {
      username: 'investor1',
      current_password: 'abc',
      password: 'secret12',
      password_confirmation: 'secret12',
    };
    expect(messagesOf(values, 'investor', { user: true }, true)).toEqual({
      'login_details.current_password': 'Password must have at least 6 letters.',
    });
    values.login_details.current_password = '';
    expect(messagesOf(values, 'investor', { user: true }, true)).toEqual({
      'login_details.current_password': 'Field is required',
    });
    // First time (not logged in): no current password.
    expect(messagesOf(values, 'investor', { user: true }, false)).toEqual({});
  });

  it('requires the client fields, biography for investors only, and valid optional e-mails (any TLD)', () => {
    const values = validInvestor();
    Object.assign(values.client_details, {
      job_title: ' ',
      address: '',
      telephone: '',
      mobile: '',
      country_id: null,
      nationality_id: null,
      biography: '',
    });
    values.client_details.additional_email = 'nope';
    values.client_details.assistant_email = 'a@b.photography';
    expect(messagesOf(values, 'investor')).toEqual({
      'client_details.job_title': 'Field is required',
      'client_details.address': 'Field is required',
      'client_details.telephone': 'Field is required',
      'client_details.mobile': 'Field is required',
      'client_details.country_id': 'Field is required',
      'client_details.nationality_id': 'Field is required',
      'client_details.biography': 'Field is required',
      'client_details.additional_email': 'Invalid email address',
    });
    const presenter = validPresenter();
    presenter.client_details.biography = '';
    expect(messagesOf(presenter, 'presenter')).toEqual({});
  });

  it('requires an investor slot only when slot registration is allowed', () => {
    const values = validInvestor();
    values.available_slot = [];
    expect(messagesOf(values, 'investor')).toEqual({ available_slot: 'Available slot field is required' });
    expect(messagesOf(values, 'investor', { conference: { allow_investor_slots_registration: false } })).toEqual({});
  });

  it('requires presenter travel dates and times and both questions unless disabled', () => {
    const values = validPresenter();
    values.arrival_dates = { arrival_date: '', arrival_time: '', departure_date: '', departure_time: '' };
    values.screen = null;
    values.media_interview = null;
    expect(messagesOf(values, 'presenter')).toEqual({
      'arrival_dates.arrival_date': 'Field is required',
      'arrival_dates.arrival_time': 'Field is required',
      'arrival_dates.departure_date': 'Field is required',
      'arrival_dates.departure_time': 'Field is required',
      screen: 'This question is mandatory',
      media_interview: 'This question is mandatory',
    });
    expect(
      Object.keys(
        messagesOf(values, 'presenter', { conference: { disable_arrival_dates: true, disable_depature_dates: true } }),
      ).sort(),
    ).toEqual(['media_interview', 'screen']);
  });

  it('checks arrival and departure against the chosen days', () => {
    const values = validPresenter();
    values.arrival_dates.arrival_date = '2025-09-11';
    values.arrival_dates.departure_date = '2025-09-09';
    expect(messagesOf(values, 'presenter')).toEqual({
      'arrival_dates.arrival_date': "Arrival date shouldn't be after the first attending day.",
      'arrival_dates.departure_date': "Departure date shouldn't be before the last attending day.",
    });
  });

  it('adds the presenter availability errors of the injected validator under availability.*', () => {
    const data = registrationData('presenter');
    const issues = registerIssues(validPresenter(), formOptions(data, false), {
      conference: data.conference,
      validatePresenterAvailability: (value) =>
        value.available_slot.length < 4 ? { available_slot: 'too few' } : null,
    });
    expect(issues).toEqual([{ path: ['availability', 'available_slot'], message: 'too few' }]);
  });

  it('runs as a zod schema for the form resolver', () => {
    const data = registrationData('investor');
    const schema = buildRegisterSchema(formOptions(data, false), { conference: data.conference });
    const bad = validInvestor();
    bad.client_details.mobile = '';
    const result = schema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['client_details', 'mobile'], message: 'Field is required' });
    expect(schema.safeParse(validInvestor()).success).toBe(true);
  });
});
