/** Build-time settings, parsed once. See .env.example for what each one does. */
export const CONFERENCE_ID = 14;

export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL || '/api/v1/user').replace(/\/+$/, ''),
  apiMocking: import.meta.env.VITE_API_MOCKING === 'on',
  fixedNow: import.meta.env.VITE_API_MOCKING === 'on' ? import.meta.env.VITE_FIXED_NOW || '' : '',
  fileHost: (import.meta.env.VITE_FILE_HOST || 'https://files.londonconference.example').replace(/\/+$/, ''),
} as const;
