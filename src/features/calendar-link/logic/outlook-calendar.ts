/**
 * Outlook calendar linking: the sign-in address, the pop-up geometry, the message the
 * callback page sends back, PKCE and the code-exchange body. The OAuth application
 * comes from the organiser's settings (src/config/settings.ts).
 */
import type { Settings } from '@/config/settings';
import type { OutlookAuthorizationCodeBody } from '@/lib/api/contract';

export const CALENDAR_POPUP_WIDTH = 500;
export const CALENDAR_POPUP_HEIGHT = 700;
export const CALENDAR_POPUP_POLL_MS = 1000;
export const CALENDAR_POPUP_NAME = 'outlook-authorization';
/** `type` of the message the /redirect page posts to its opener. */
export const AUTHORIZATION_MESSAGE_TYPE = 'outlook-authorization-code';

export type OutlookConfig = Settings['calendar'];

/** Session-storage key of the PKCE code verifier of the sign-in in progress. */
export const CODE_VERIFIER_KEY = 'outlook_code_verifier';

/** The callback address: the organiser's fixed one, or `<origin>/redirect`. */
export function calendarRedirectUri(origin: string, config?: Pick<OutlookConfig, 'redirectUri'>): string {
  return config?.redirectUri ?? `${origin.replace(/\/+$/, '')}/redirect`;
}

/**
 * The provider's sign-in page asking for calendar and mail access, answering to /redirect.
 * PKCE (RFC 7636): the page gets the S256 challenge; the verifier goes with the code later.
 */
export function outlookAuthorizeUrl(config: OutlookConfig, origin: string, codeChallenge: string): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', calendarRedirectUri(origin, config));
  url.searchParams.set('response_mode', 'query');
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('code_challenge', codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A PKCE code verifier: 32 random bytes, base64url (43 characters of the unreserved set). */
export function createCodeVerifier(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return base64Url(random(new Uint8Array(32)));
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)), by Web Crypto. */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** window.open features of a 500x700 pop-up centred over the current window. */
export function calendarPopupFeatures(win: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - CALENDAR_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - CALENDAR_POPUP_HEIGHT) / 2));
  return `width=${CALENDAR_POPUP_WIDTH},height=${CALENDAR_POPUP_HEIGHT},left=${left},top=${top},popup=yes`;
}

/**
 * The body that hands the sign-in code to the server for exchange, with the PKCE verifier. `client_secret` goes only
 * when the organiser set one (VITE_OUTLOOK_CLIENT_SECRET): a secret in the browser is public, so
 * by default the server keeps it and the verifier proves the code was asked for by this window.
 */
export function authorizationCodeBody(
  config: OutlookConfig,
  code: string,
  origin: string,
  codeVerifier: string,
): OutlookAuthorizationCodeBody {
  return {
    client_id: config.clientId,
    scope: config.scope,
    code,
    redirect_uri: calendarRedirectUri(origin, config),
    grant_type: 'authorization_code',
    code_verifier: codeVerifier,
    ...(config.clientSecret ? { client_secret: config.clientSecret } : {}),
  };
}

export type AuthorizationMessage = { type: typeof AUTHORIZATION_MESSAGE_TYPE; code: string };

export function authorizationMessage(code: string): AuthorizationMessage {
  return { type: AUTHORIZATION_MESSAGE_TYPE, code };
}

/** The code carried by a message from the callback page, or null for any other message or origin. */
export function readAuthorizationMessage(
  event: { origin: string; data: unknown },
  expectedOrigin: string,
): string | null {
  if (event.origin !== expectedOrigin) return null;
  const data = event.data as Partial<AuthorizationMessage> | null;
  if (!data || typeof data !== 'object' || data.type !== AUTHORIZATION_MESSAGE_TYPE) return null;
  return typeof data.code === 'string' && data.code ? data.code : null;
}
