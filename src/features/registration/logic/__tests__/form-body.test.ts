import { describe, expect, it } from 'vitest';
import type { Colleague } from '@/lib/api/contract';
import { toSignupBody, toUpdateProfileBody } from '../form-body';
import { serverFieldPath } from '../server-fields';
import { formOptions } from '../form-values';
import { validInvestor, validPresenter } from './valid-values';
import { mate, registrationData } from '@/testing/builders/registration';

/** The colleague's own details the sign-up body must repeat as the builder's colleague has them. */
const colleagueFields = (colleague: Colleague) => {
  const {
    client_id,
    conf_client_id,
    job_title,
    country_id,
    nationality_id,
    email,
    additional_email,
    telephone,
    mobile,
  } = colleague;
  const { assistant_name, assistant_phone, assistant_email, biography } = colleague;
  return {
    client_id,
    conf_client_id,
    job_title,
    country_id,
    nationality_id,
    email,
    additional_email,
    telephone,
    mobile,
    assistant_name,
    assistant_phone,
    assistant_email,
    biography,
  };
};

describe('form values → sign-up and update bodies', () => {
  const context = { invitationCode: 'INV-PRESENTER-01', personId: 1102, mates: [mate()], savedTimezone: 'Asia/Riyadh' };

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
          ...colleagueFields(mate()),
          address: '',
          available_slot: [301, 302],
          timezone: 'Asia/Riyadh',
          registered_by: 1102,
        },
      ],
    });
  });

  it('sends investors null travel and questions, no slots when slot registration is closed, and no remarks when disabled', () => {
    const data = registrationData('investor', {
      conference: { allow_investor_slots_registration: false, web_enable_remark_box: false },
    });
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

  it("sends back an investor's saved time zone, or none, when the closed slot section shows no time zone select", () => {
    const data = registrationData('investor', { conference: { allow_investor_slots_registration: false } });
    const values = validInvestor();
    values.timezone = { code: 'Europe/London', label: '(GMT+01:00) London' };
    const options = formOptions(data, true);
    const saved = { ...context, savedTimezone: 'Asia/Dubai' };
    expect(toUpdateProfileBody(values, options, saved).timezone).toBe('Asia/Dubai');
    expect(toUpdateProfileBody(values, options, { ...context, savedTimezone: null }).timezone).toBeNull();
    const open = formOptions(registrationData('investor'), true);
    expect(toUpdateProfileBody(values, open, saved).timezone).toBe('Europe/London');
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

describe('server errors', () => {
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
});
