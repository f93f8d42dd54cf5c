import { describe, expect, it } from 'vitest';
import {
  authorizationCodeBody,
  authorizationMessage,
  calendarPopupFeatures,
  calendarRedirectUri,
  OUTLOOK_DEFAULTS,
  outlookAuthorizeUrl,
  outlookConfig,
  readAuthorizationMessage,
} from '../outlook-calendar';

const origin = 'https://portal.londonconference.example';

describe('outlook calendar linking', () => {
  it('uses the contract demo values unless VITE_OUTLOOK_* variables are set', () => {
    expect(outlookConfig({})).toEqual(OUTLOOK_DEFAULTS);
    expect(outlookConfig({ VITE_OUTLOOK_CLIENT_ID: ' my-app ', VITE_OUTLOOK_SCOPE: '', VITE_OUTLOOK_CLIENT_SECRET: 's3cret' })).toEqual({
      ...OUTLOOK_DEFAULTS,
      clientId: 'my-app',
      clientSecret: 's3cret',
    });
  });

  it('redirects to <origin>/redirect', () => {
    expect(calendarRedirectUri(origin)).toBe(`${origin}/redirect`);
    expect(calendarRedirectUri(`${origin}/`)).toBe(`${origin}/redirect`);
  });

  it('asks the sign-in page for calendar and mail scopes and a code', () => {
    const url = new URL(outlookAuthorizeUrl(OUTLOOK_DEFAULTS, origin));
    expect(url.host).toBe('login.microsoftonline.com');
    expect(url.searchParams.get('scope')).toContain('Calendars.ReadWrite');
    expect(url.searchParams.get('scope')).toContain('Mail.Send');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/redirect`);
  });

  it('centres a 500x700 pop-up over the window', () => {
    expect(calendarPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 })).toBe(
      'width=500,height=700,left=500,top=150,popup=yes',
    );
    expect(calendarPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 300 })).toMatch(/left=0,top=0/);
  });

  it('builds the code-exchange body of contract §7.9', () => {
    expect(authorizationCodeBody(OUTLOOK_DEFAULTS, 'abc', origin)).toEqual({
      client_id: OUTLOOK_DEFAULTS.clientId,
      scope: OUTLOOK_DEFAULTS.scope,
      code: 'abc',
      redirect_uri: `${origin}/redirect`,
      grant_type: 'authorization_code',
      client_secret: OUTLOOK_DEFAULTS.clientSecret,
    });
  });

  it('accepts the code only from a same-origin message of the callback page', () => {
    expect(readAuthorizationMessage({ origin, data: authorizationMessage('abc') }, origin)).toBe('abc');
    expect(readAuthorizationMessage({ origin: 'https://evil.example', data: authorizationMessage('abc') }, origin)).toBeNull();
    expect(readAuthorizationMessage({ origin, data: { type: 'other', code: 'abc' } }, origin)).toBeNull();
    expect(readAuthorizationMessage({ origin, data: 'abc' }, origin)).toBeNull();
    expect(readAuthorizationMessage({ origin, data: { type: 'outlook-authorization-code', code: '' } }, origin)).toBeNull();
  });
});
