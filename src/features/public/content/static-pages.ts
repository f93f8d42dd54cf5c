import type { MessageId } from '@/i18n/i18n';

/**
 * Fixed texts of the information pages: the hotel offer and the data retention periods (spec A§2, A§9), as catalogue texts shown through t() at render.
 */
export const HOTEL_OFFER = {
  rate: '395 GBP per night, single occupancy, including VAT and breakfast',
  extraGuest: '25 GBP per night for an extra guest',
  stay: 'Stay from 8 to 12 September',
  cancellation: 'Free cancellation until 8 August',
} as const satisfies Record<string, MessageId>;

export const RETENTION_PERIODS: readonly { data: MessageId; period: MessageId }[] = [
  { data: 'Account and registration data', period: 'five years after you cease to be a user of the portal' },
  {
    data: 'Marketing preferences and contact data used for marketing',
    period: 'five years after you opt out of marketing',
  },
  { data: 'Security data (access logs, sign-in records)', period: 'one year' },
];
