/**
 * The marks the written login page carries for its early login (src/boot/early-login.ts), in a module of their own
 * (no imports) so that the build (build/written-page.ts) and the page (src/features/auth/routes/login-page.tsx) can
 * read them without the script.
 */

/** The attribute that marks the login form (set by the page, so the written HTML carries it). */
export const LOGIN_FORM_ATTRIBUTE = 'data-login-form';

/**
 * The name of the meta element whose content is the API's base address (src/config/api-location.ts), on the written
 * login page of a build whose API is a server (not the mock backend, which only the page's code starts).
 */
export const API_META_NAME = 'portal-api';
