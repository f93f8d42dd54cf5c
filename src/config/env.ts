/**
 * Build-time settings of how the portal runs (API, mock backend, clock), parsed once.
 * The organiser's own values (addresses, file host, links, calendar application) are in
 * ./settings.ts. See .env.example for what each variable does.
 */
import { apiBaseUrlOf } from './api-location';

export { CONFERENCE_ID } from './api-location';

export const env = {
  apiBaseUrl: apiBaseUrlOf(import.meta.env.VITE_API_BASE_URL),
  apiMocking: import.meta.env.VITE_API_MOCKING === 'on',
  fixedNow: import.meta.env.VITE_API_MOCKING === 'on' ? import.meta.env.VITE_FIXED_NOW || '' : '',
} as const;
