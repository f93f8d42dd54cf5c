/**
 * Build-time settings of how the portal runs (API, mock backend, clock), parsed once.
 * The organiser's own values (addresses, file host, links, calendar application) are in
 * ./settings.ts. See .env.example for what each variable does.
 */
export const CONFERENCE_ID = 14;

export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL || '/api/v1/user').replace(/\/+$/, ''),
  apiMocking: import.meta.env.VITE_API_MOCKING === 'on',
  fixedNow: import.meta.env.VITE_API_MOCKING === 'on' ? import.meta.env.VITE_FIXED_NOW || '' : '',
} as const;
