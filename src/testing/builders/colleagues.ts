/**
 * Colleague form data for tests: the Register Colleague form filled for Sara Mansour
 * (client 1104 of the demo) with valid details, one day and one slot.
 */
import type { RegisterColleagueValues } from '@/features/colleagues';

/** A valid Register Colleague form for Sara Mansour; `over` changes any field. */
export function registerColleagueForm(over: Partial<RegisterColleagueValues> = {}): RegisterColleagueValues {
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
