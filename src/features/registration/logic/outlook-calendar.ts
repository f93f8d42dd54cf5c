/**
 * Outlook calendar linking (spec B§2 Authorisation callback page, B§7, B§8, B§9;
 * contract §7.9): the sign-in address, the pop-up geometry, the message the
 * callback page sends back and the code-exchange body.
 */
import type { OutlookAuthorizationCodeBody } from '@/lib/api/contract';

export const CALENDAR_POPUP_WIDTH = 500;
export const CALENDAR_POPUP_HEIGHT = 700;
export const CALENDAR_POPUP_POLL_MS = 1000;
export const CALENDAR_POPUP_NAME = 'outlook-authorization';
export const CALENDAR_FAILED_MESSAGE = 'Failed authorize outlook calendar! Please try again';
/** What the server says on success; shown when its answer carries no message. */
export const CALENDAR_SYNCED_MESSAGE = 'Your meetings will be synced with your Outlook calendar.';
/** `type` of the message the /redirect page posts to its opener. */
export const AUTHORIZATION_MESSAGE_TYPE = 'outlook-authorization-code';

export type OutlookConfig = {
  clientId: string;
  scope: string;
  clientSecret: string;
  authorizeUrl: string;
};

/** The contract's demo values (§7.9); a deployment sets its own through VITE_OUTLOOK_* variables. */
export const OUTLOOK_DEFAULTS: OutlookConfig = {
  clientId: '3f6c9a52-7d1e-4b8a-9c2f-1e5d7a0b4c11',
  scope: 'offline_access Calendars.ReadWrite Mail.Send',
  clientSecret: 'demo-client-secret',
  authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
};

export function outlookConfig(vars: Record<string, string | boolean | undefined>): OutlookConfig {
  const read = (key: string, fallback: string) => {
    const value = vars[key];
    return typeof value === 'string' && value.trim() ? value.trim() : fallback;
  };
  return {
    clientId: read('VITE_OUTLOOK_CLIENT_ID', OUTLOOK_DEFAULTS.clientId),
    scope: read('VITE_OUTLOOK_SCOPE', OUTLOOK_DEFAULTS.scope),
    clientSecret: read('VITE_OUTLOOK_CLIENT_SECRET', OUTLOOK_DEFAULTS.clientSecret),
    authorizeUrl: read('VITE_OUTLOOK_AUTHORIZE_URL', OUTLOOK_DEFAULTS.authorizeUrl),
  };
}

export function calendarRedirectUri(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/redirect`;
}

/** The provider's sign-in page asking for calendar and mail access, answering to /redirect. */
export function outlookAuthorizeUrl(config: OutlookConfig, origin: string): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', calendarRedirectUri(origin));
  url.searchParams.set('response_mode', 'query');
  url.searchParams.set('scope', config.scope);
  return url.toString();
}

/** window.open features of a 500x700 pop-up centred over the current window. */
export function calendarPopupFeatures(win: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - CALENDAR_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - CALENDAR_POPUP_HEIGHT) / 2));
  return `width=${CALENDAR_POPUP_WIDTH},height=${CALENDAR_POPUP_HEIGHT},left=${left},top=${top},popup=yes`;
}

export function authorizationCodeBody(config: OutlookConfig, code: string, origin: string): OutlookAuthorizationCodeBody {
  return {
    client_id: config.clientId,
    scope: config.scope,
    code,
    redirect_uri: calendarRedirectUri(origin),
    grant_type: 'authorization_code',
    client_secret: config.clientSecret,
  };
}

export type AuthorizationMessage = { type: typeof AUTHORIZATION_MESSAGE_TYPE; code: string };

export function authorizationMessage(code: string): AuthorizationMessage {
  return { type: AUTHORIZATION_MESSAGE_TYPE, code };
}

/** The code carried by a message from the callback page, or null for any other message or origin. */
export function readAuthorizationMessage(event: { origin: string; data: unknown }, expectedOrigin: string): string | null {
  if (event.origin !== expectedOrigin) return null;
  const data = event.data as Partial<AuthorizationMessage> | null;
  if (!data || typeof data !== 'object' || data.type !== AUTHORIZATION_MESSAGE_TYPE) return null;
  return typeof data.code === 'string' && data.code ? data.code : null;
}
