import { describe, expect, it } from 'vitest';
import {
  afterSubmitTarget,
  buildRegisterSchema,
  confirmsOnNextPage,
  formOptions,
  initialValues,
  loginDetailsEnabled,
  registerIssues,
  serverFieldPath,
  submitLabel,
  toSignupBody,
  toUpdateProfileBody,
  type RegisterFormValues,
} from '../register-form';
import { conference, mate, registrationData } from '@/testing/builders/registration';

function messagesOf(values: RegisterFormValues, role: 'investor' | 'presenter', extra: Parameters<typeof registrationData>[1] = {}, update = false) {
  const data = registrationData(role, extra);
  const issues = registerIssues(values, formOptions(data, update), { conference: data.conference });
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

function validInvestor(): RegisterFormValues {
  const values = initialValues(registrationData('investor'));
  values.login_details = { username: 'hannah.s', current_password: '', password: 'secret12', password_confirmation: 'secret12' };
  values.client_details.biography = 'Bio';
  return values;
}

function validPresenter(): RegisterFormValues {
  const values = initialValues(registrationData('presenter'));
  values.login_details = { username: 'faisal.q', current_password: '', password: 'secret12', password_confirmation: 'secret12' };
  values.arrival_dates = { arrival_date: '2025-09-07', arrival_time: '18:30', departure_date: '2025-09-12', departure_time: '11:00' };
  values.media_interview = false;
  return values;
}

describe('initial values and options', () => {
  it('reads the presenter data set: slots from presenter_property, days, zone, travel and answers', () => {
    const values = initialValues(registrationData('presenter'));
    expect(values.available_slot).toEqual([301, 302]);
    expect(values.conference_dates).toEqual(['2025-09-10']);
    expect(values.timezone).toEqual({ code: 'Asia/Riyadh', label: '(GMT+03:00) Riyadh' });
    expect(values.arrival_dates).toEqual({ arrival_date: '2025-09-07', arrival_time: '18:30', departure_date: '', departure_time: '' });
    expect(values.screen).toBe(true);
    expect(values.media_interview).toBeNull();
    expect(values.client_details).toMatchObject({ title: 'Mr.', company: 'Red Sea Properties', middle_name: '', additional_email: '' });
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
    expect(submitLabel(formOptions(registrationData('investor'), false), { investor_redirection_route: '/user/dashboard' })).toBe('Submit');
  });
});

describe('main form rules (B§5)', () => {
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
    values.login_details = { username: 'abcde', current_password: '', password: 'abcde', password_confirmation: 'abcde' };
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
    values.login_details = { username: 'investor1', current_password: 'abc', password: 'secret12', password_confirmation: 'secret12' };
    expect(messagesOf(values, 'investor', { user: true }, true)).toEqual({ 'login_details.current_password': 'Password must have at least 6 letters.' });
    values.login_details.current_password = '';
    expect(messagesOf(values, 'investor', { user: true }, true)).toEqual({ 'login_details.current_password': 'Field is required' });
    // First time (not logged in): no current password.
    expect(messagesOf(values, 'investor', { user: true }, false)).toEqual({});
  });

  it('requires the client fields, biography for investors only, and valid optional e-mails (any TLD)', () => {
    const values = validInvestor();
    Object.assign(values.client_details, { job_title: ' ', address: '', telephone: '', mobile: '', country_id: null, nationality_id: null, biography: '' });
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
      Object.keys(messagesOf(values, 'presenter', { conference: { disable_arrival_dates: true, disable_depature_dates: true } })).sort(),
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
      validatePresenterAvailability: (value) => (value.available_slot.length < 4 ? { available_slot: 'too few' } : null),
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

describe('Form → body (contract §13, §5.3, §5.4)', () => {
  const context = { invitationCode: 'INV-PRESENTER-01', personId: 1102, mates: [mate()] };

  it('maps the presenter form onto the sign-up body', () => {
    const data = registrationData('presenter');
    const values = validPresenter();
    values.client_details.additional_email = '  ';
    values.client_details.assistant_name = ' Nadia ';
    values.remarks = '';
    values.colleagues = [2104];
    const body = toSignupBody(values, formOptions(data, false), context);
    expect(body).toEqual({
      login_details: { username: 'faisal.q', password: 'secret12', password_confirmation: 'secret12' },
      client_details: {
        job_title: 'Chief Executive Officer',
        address: 'King Fahd Road',
        country_id: 682,
        nationality_id: 682,
        additional_email: null,
        telephone: '+966 11 000 1102',
        mobile: '+966 50 000 1102',
        assistant_name: 'Nadia',
        assistant_phone: null,
        assistant_email: null,
        biography: null,
      },
      arrival_date: '2025-09-07',
      arrival_time: '18:30:00',
      departure_date: '2025-09-12',
      departure_time: '11:00:00',
      timezone: 'Asia/Riyadh',
      available_slot: [301, 302],
      remarks: null,
      need_screen: true,
      media_interview: false,
      prefer_interview: false,
      invitation_code: 'INV-PRESENTER-01',
      colleagues: [
        {
          client_id: 1104,
          conf_client_id: 2104,
          job_title: 'Investor Relations Manager',
          address: '',
          country_id: 784,
          nationality_id: null,
          email: 'sara.mansour@gulfhorizon.example',
          additional_email: null,
          telephone: '+971 4 000 1104',
          mobile: '+971 50 000 1104',
          assistant_name: null,
          assistant_phone: null,
          assistant_email: null,
          biography: null,
          available_slot: [301, 302],
          timezone: 'Asia/Riyadh',
          registered_by: 1102,
        },
      ],
    });
  });

  it('sends investors null travel and questions, no slots when slot registration is closed, and no remarks when disabled', () => {
    const data = registrationData('investor', { conference: { allow_investor_slots_registration: false, web_enable_remark_box: false } });
    const values = validInvestor();
    values.remarks = 'Something';
    values.arrival_dates.arrival_date = '2025-09-07';
    const body = toSignupBody(values, formOptions(data, false), { ...context, invitationCode: 'INV-INVESTOR-01' });
    expect(body).toMatchObject({
      arrival_date: null,
      arrival_time: null,
      departure_date: null,
      departure_time: null,
      available_slot: [],
      remarks: null,
      need_screen: null,
      media_interview: null,
      prefer_interview: null,
      invitation_code: 'INV-INVESTOR-01',
    });
    expect(body.client_details.biography).toBe('Bio');
    expect(body).not.toHaveProperty('colleagues');
  });

  it('leaves out disabled travel fields and the login details of a client with an app user', () => {
    const data = registrationData('presenter', { conference: { disable_depature_dates: true }, user: true });
    const body = toSignupBody(validPresenter(), formOptions(data, false), context);
    expect(body.departure_date).toBeNull();
    expect(body.departure_time).toBeNull();
    expect(body.arrival_date).toBe('2025-09-07');
    expect(body).not.toHaveProperty('login_details');
  });

  it('builds the update body without the invitation code, with login details and current password only when asked', () => {
    const data = registrationData('investor', { user: true });
    const values = validInvestor();
    const options = formOptions(data, true);
    expect(toUpdateProfileBody(values, options, context)).not.toHaveProperty('login_details');
    expect(toUpdateProfileBody(values, options, context)).not.toHaveProperty('invitation_code');
    values.update_login = true;
    values.login_details.current_password = 'password1';
    expect(toUpdateProfileBody(values, options, context).login_details).toEqual({
      username: 'hannah.s',
      current_password: 'password1',
      password: 'secret12',
      password_confirmation: 'secret12',
    });
  });
});

describe('server errors and navigation', () => {
  it('maps flattened server keys onto form paths', () => {
    const investor = formOptions(registrationData('investor'), false);
    const presenter = formOptions(registrationData('presenter'), false);
    expect(serverFieldPath('username', investor)).toBe('login_details.username');
    expect(serverFieldPath('job_title', investor)).toBe('client_details.job_title');
    expect(serverFieldPath('arrival_time', presenter)).toBe('arrival_dates.arrival_time');
    expect(serverFieldPath('need_screen', presenter)).toBe('screen');
    expect(serverFieldPath('available_slot', investor)).toBe('available_slot');
    expect(serverFieldPath('available_slot', presenter)).toBe('availability.available_slot');
    expect(serverFieldPath('timezone', presenter)).toBe('availability.timezone');
    expect(serverFieldPath('colleagues.0.address', presenter)).toBeNull();
    expect(serverFieldPath('session', presenter)).toBeNull();
  });

  it('sends first-time presenters to thank, investors to their route, updates to after-update-prefs', () => {
    const investor = formOptions(registrationData('investor'), false);
    const presenter = formOptions(registrationData('presenter'), false);
    expect(afterSubmitTarget(presenter, conference, true)).toBe('/auth/registration/thank');
    expect(afterSubmitTarget(investor, conference, true)).toBe('/user/preferences');
    expect(afterSubmitTarget(investor, { investor_redirection_route: '/user/dashboard' }, true)).toBe('/user/dashboard');
    expect(afterSubmitTarget(investor, { investor_redirection_route: '//evil.example' }, true)).toBe('/user/preferences');
    expect(afterSubmitTarget(investor, { investor_redirection_route: '' }, true)).toBe('/user/preferences');
    expect(afterSubmitTarget(presenter, conference, false)).toBe('/auth/registration/after-update-prefs');
    expect(afterSubmitTarget(investor, conference, false)).toBe('/user/preferences');
    expect(afterSubmitTarget(investor, { investor_redirection_route: '/user/dashboard' }, false)).toBe('/auth/registration/after-update-prefs');
  });

  it('confirms a first registration on the next page unless that is the Registration Completed page', () => {
    expect(confirmsOnNextPage('/user/preferences', true)).toBe(true);
    expect(confirmsOnNextPage('/user/dashboard', true)).toBe(true);
    expect(confirmsOnNextPage('/auth/registration/thank', true)).toBe(false);
    expect(confirmsOnNextPage('/user/preferences', false)).toBe(false);
    expect(confirmsOnNextPage('/auth/registration/after-update-prefs', false)).toBe(false);
  });
});
