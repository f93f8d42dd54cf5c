import { describe, expect, it } from 'vitest';
import type { RegistrationData } from '@/lib/api/contract';
import { availabilityUpdateBody } from '../availability-update';

/** The presenter's personal details in the data set (its assistant name is set apart: the data set holds it empty). */
const details = {
  job_title: 'Head of Investor Relations',
  address: 'Sheikh Zayed Road, Dubai',
  country_id: 784,
  nationality_id: 400,
  additional_email: null,
  telephone: '+971 4 000 1101',
  mobile: '+971 50 000 1101',
  assistant_phone: null,
  assistant_email: null,
  biography: 'Layla leads investor relations at Gulf Horizon Telecom.',
};

function dataSet(over: { conference?: Partial<RegistrationData['conference']> } = {}): RegistrationData {
  return {
    client: {
      id: 2101,
      client_id: 1101,
      timezone: 'Asia/Dubai',
      arrival_date: '2025-09-07',
      arrival_time: '18:30:00',
      departure_date: '2025-09-10',
      departure_time: '09:00:00',
      remarks: 'Quiet room, please.',
      prefer_interview: false,
      available_slot: [101],
      presenter_property: { available_slot: [101], need_screen: true, media_interview: false },
      client: { ...details, assistant_name: '' },
    },
    conference: {
      web_enable_remark_box: true,
      disable_arrival_dates: false,
      disable_depature_dates: false,
      ...over.conference,
    },
  } as unknown as RegistrationData;
}

const value = { timezone: 'Asia/Riyadh', conference_dates: ['2025-09-10'], available_slot: [305, 306, 307, 308] };

describe('availabilityUpdateBody', () => {
  it('sends the new zone and slots with the current values of every other field', () => {
    expect(availabilityUpdateBody(dataSet(), value)).toEqual({
      // The personal details go back as they are, only the empty assistant name becomes null.
      client_details: { ...details, assistant_name: null },
      arrival_date: '2025-09-07',
      arrival_time: '18:30:00',
      departure_date: '2025-09-10',
      departure_time: '09:00:00',
      timezone: 'Asia/Riyadh',
      available_slot: [305, 306, 307, 308],
      remarks: 'Quiet room, please.',
      need_screen: true,
      media_interview: false,
      prefer_interview: false,
    });
  });

  it('sends no login details and no colleagues', () => {
    const body = availabilityUpdateBody(dataSet(), value);
    expect(body).not.toHaveProperty('login_details');
    expect(body).not.toHaveProperty('colleagues');
  });

  it('follows the conference switches for remarks and travel dates', () => {
    const body = availabilityUpdateBody(
      dataSet({
        conference: { web_enable_remark_box: false, disable_arrival_dates: true, disable_depature_dates: true },
      }),
      value,
    );
    expect(body).toMatchObject({
      remarks: null,
      arrival_date: null,
      arrival_time: null,
      departure_date: null,
      departure_time: null,
    });
  });
});
