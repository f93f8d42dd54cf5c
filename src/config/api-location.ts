/**
 * Where the attendee API is and which conference the portal asks it about, from the build's
 * variables alone (no `import.meta.env`): env.ts reads them for the app, vite.config.ts for the
 * Content-Security-Policy.
 */
export const CONFERENCE_ID = 14;

/** VITE_API_BASE_URL without its trailing slashes; the same-origin /api/v1/user when unset. */
export const apiBaseUrlOf = (value: string | undefined): string => (value || '/api/v1/user').replace(/\/+$/, '');

/** The maps script the app loads before it mounts (contract §11.6): no headers, conference_id in the query. */
export const mapsScriptUrl = (apiBaseUrl: string): string =>
  `${apiBaseUrl}/google-maps-script?conference_id=${CONFERENCE_ID}`;
