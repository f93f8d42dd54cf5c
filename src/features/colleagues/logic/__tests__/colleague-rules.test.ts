import { describe, expect, it } from 'vitest';
import { colleagueEditBody, colleagueEditValues } from '../colleague-details';
import {
  colleagueEditSchema,
  registerColleagueBody,
  registerColleagueSchema,
  type RegisterColleagueValues,
} from '../colleague-forms';
import {
  applyColleagueStatus,
  colleagueDataErrors,
  colleagueStatusText,
  colleagueStatusTone,
  incompleteColleagues,
  incompleteColleaguesText,
  isCancellableColleague,
  isSelectableColleague,
  replaceColleague,
} from '../colleague-rules';
import { NO_OWN_SLOTS } from '../../messages';
import { registerColleagueForm } from '@/testing/builders/colleagues';
import { mate } from '@/testing/builders/registration';

const messages = (values: RegisterColleagueValues, ownSlots: number[] = []) => {
  const result = registerColleagueSchema(() => ownSlots).safeParse(values);
  // The form shows the first message of each field.
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};

const validColleague = (): RegisterColleagueValues => registerColleagueForm();

describe('colleague status', () => {
  it("shows status 1 as 'Not Registered' and others with the server text, never by colour alone", () => {
    expect(colleagueStatusText(mate({ status: 1, status_human: 'whatever' }))).toBe('Not Registered');
    expect(colleagueStatusText(mate({ status: 2, status_human: 'Registered' }))).toBe('Registered');
    expect(colleagueStatusText(mate({ status: 3, status_human: 'Cancelled' }))).toBe('Cancelled');
    expect([1, 2, 3, 4, 6].map(colleagueStatusTone)).toEqual(['warning', 'success', 'danger', 'danger', 'danger']);
  });

  it('lets only not-registered colleagues be selected and only registered ones be cancelled', () => {
    expect(isSelectableColleague({ status: 1 })).toBe(true);
    expect(isSelectableColleague({ status: 2 })).toBe(false);
    expect(isCancellableColleague({ status: 2 })).toBe(true);
    expect(isCancellableColleague({ status: 3 })).toBe(false);
  });

  it('updates rows from the answers', () => {
    const list = [
      mate(),
      mate({ id: 1103, client_id: 1103, conf_client_id: 2103, status: 2, status_human: 'Registered' }),
    ];
    expect(applyColleagueStatus(list, { id: 2103, status: 3, status_human: 'Cancelled' })[1]).toMatchObject({
      status: 3,
      status_human: 'Cancelled',
    });
    expect(replaceColleague(list, mate({ status: 2, status_human: 'Registered', address: 'Dubai' }))[0]).toMatchObject({
      status: 2,
      address: 'Dubai',
    });
  });
});

describe("'Register Colleague' rules (B§5)", () => {
  it('accepts a complete form', () => {
    expect(messages(validColleague())).toEqual({});
  });

  it('checks login details with the spec messages', () => {
    expect(messages({ ...validColleague(), username: '', password: '', password_confirmation: 'x' })).toMatchObject({
      username: 'Username field is required',
      password: 'Field is required',
      password_confirmation: 'Passwords must be identical.',
    });
    expect(messages({ ...validColleague(), username: 'abc', password: 'abc', password_confirmation: 'abc' })).toEqual({
      username: 'Username must have at least 6 letters.',
      password: 'Password must have at least 6 letters.',
    });
  });

  it('requires the colleague, job title, address, country, telephone and mobile; checks both e-mails', () => {
    expect(
      messages({
        ...validColleague(),
        client_id: null,
        job_title: '',
        address: ' ',
        country_id: null,
        telephone: '',
        mobile: '',
        additional_email: 'x',
        assistant_email: 'y@',
      }),
    ).toEqual({
      client_id: 'Field is required',
      job_title: 'Field is required',
      address: 'Field is required',
      country_id: 'Field is required',
      telephone: 'Field is required',
      mobile: 'Field is required',
      additional_email: 'Additional email is invalid email address',
      assistant_email: 'Assistant email is invalid email address',
    });
  });

  it('requires days and slots without "use my time slots", and own slots with it', () => {
    expect(messages({ ...validColleague(), days: [], available_slot: [] })).toEqual({
      days: 'Available slot field is required',
      available_slot: 'Slots in day required',
    });
    expect(messages({ ...validColleague(), use_my_slots: true, days: [], available_slot: [] }, [])).toEqual({
      use_my_slots: NO_OWN_SLOTS,
    });
    expect(messages({ ...validColleague(), use_my_slots: true, days: [], available_slot: [] }, [305])).toEqual({});
  });

  it('sends the presenter slots with "use my time slots", else its own choice', () => {
    const own = registerColleagueBody(
      { ...validColleague(), use_my_slots: true, additional_email: ' ' },
      { ownSlots: [305, 306], timezone: 'Asia/Dubai' },
    );
    expect(own).toMatchObject({
      client_id: 1104,
      country: 784,
      client_type_id: 4,
      available_slot: [305, 306],
      timezone: 'Asia/Dubai',
      additional_email: null,
      biography: null,
    });
    expect(registerColleagueBody(validColleague(), { ownSlots: [305], timezone: 'Asia/Dubai' }).available_slot).toEqual(
      [101],
    );
  });
});

describe("'Colleague Details' edit rules and 'Data is incompelete'", () => {
  it('shows every missing field together', () => {
    expect(
      colleagueDataErrors(
        mate({ job_title: null, address: null, email: '', telephone: null, mobile: null, nationality_id: null }),
      ),
    ).toEqual([
      '"Job Title" is not allowed to be empty',
      '"Address" is not allowed to be empty',
      '"Email" data is missing',
      '"Telephone" data is missing',
      '"Mobile" data is missing',
      '"Nationality" data is missing',
    ]);
  });

  it('needs a nationality above 0 and valid optional e-mails', () => {
    const values = {
      ...colleagueEditValues(mate({ address: 'Dubai' })),
      nationality_id: 0,
      additional_email: 'x',
      assistant_email: '',
    };
    const result = colleagueEditSchema.safeParse(values);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      '"Nationality" data is missing',
      'Additional email is invalid email address',
    ]);
  });

  it('lists the selected colleagues with incomplete data, by first and family name', () => {
    const complete = mate({
      id: 1106,
      client_id: 1106,
      conf_client_id: 2106,
      first_name: 'Noura',
      family_name: 'Al-Harbi',
      address: 'Riyadh',
      nationality_id: 682,
    });
    const entries = incompleteColleagues([mate(), complete], [2104, 2106]);
    expect(entries).toEqual([
      { name: 'Sara Mansour', errors: ['"Address" is not allowed to be empty', '"Nationality" data is missing'] },
    ]);
    expect(incompleteColleaguesText(entries)).toBe(
      'Sara Mansour: Data is incompelete: Please click on "Edit" & add the below info\n- "Address" is not allowed to be empty\n- "Nationality" data is missing',
    );
    expect(incompleteColleagues([mate()], [])).toEqual([]);
  });

  it('turns empty optional fields into null in the update body', () => {
    expect(
      colleagueEditBody({
        ...colleagueEditValues(mate({ address: 'Dubai', nationality_id: 818 })),
        assistant_name: ' ',
      }),
    ).toMatchObject({
      address: 'Dubai',
      nationality_id: 818,
      assistant_name: null,
      additional_email: null,
      email: 'sara.mansour@gulfhorizon.example',
    });
  });
});
