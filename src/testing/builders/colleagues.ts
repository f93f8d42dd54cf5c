/**
 * Colleague form data for tests: the Register Colleague form filled for Sara Mansour
 * (client 1104 of the demo) with valid details, one day and one slot.
 */
import type { DateStr, Id } from '@/lib/api/contract';

type RegisterColleagueForm = {
  client_id: Id | null;
  username: string;
  password: string;
  password_confirmation: string;
  job_title: string;
  address: string;
  country_id: Id | null;
  telephone: string;
  mobile: string;
  additional_email: string;
  assistant_name: string;
  assistant_phone: string;
  assistant_email: string;
  use_my_slots: boolean;
  days: DateStr[];
  available_slot: Id[];
};

/** A valid Register Colleague form for Sara Mansour; `over` changes any field. */
export function registerColleagueForm(over: Partial<RegisterColleagueForm> = {}): RegisterColleagueForm {
  return {
    client_id: 1104,
    username: 'sara.mansour',
    password: 'secret12',
    password_confirmation: 'secret12',
    job_title: 'IR Manager',
    address: 'Dubai',
    country_id: 784,
    telephone: '1',
    mobile: '2',
    additional_email: '',
    assistant_name: '',
    assistant_phone: '',
    assistant_email: '',
    use_my_slots: false,
    days: ['2025-09-08'],
    available_slot: [101],
    ...over,
  };
}
