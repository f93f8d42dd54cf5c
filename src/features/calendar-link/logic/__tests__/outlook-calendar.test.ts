import { describe, expect, it } from 'vitest';
import { readSettings } from '@/config/settings-read';
import {
  authorizationCodeBody,
  authorizationMessage,
  calendarPopupFeatures,
  calendarRedirectUri,
  codeChallengeS256,
  createCodeVerifier,
  outlookAuthorizeUrl,
  readAuthorizationMessage,
} from '../outlook-calendar';

const origin = 'https://portal.londonconference.example';
const demo = readSettings({}).calendar;

// RFC 7636 Appendix B: the verifier's 32 octets, the verifier and its S256 challenge.
const RFC_OCTETS = [
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91,
  88, 5, 88, 83, 132, 141, 121,
];
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('outlook calendar linking', () => {
  it('redirects to <origin>/redirect unless the organiser set a callback address', () => {
    expect(calendarRedirectUri(origin)).toBe(`${origin}/redirect`);
    expect(calendarRedirectUri(`${origin}/`)).toBe(`${origin}/redirect`);
    expect(calendarRedirectUri(origin, { redirectUri: 'https://portal.bank.co.uk/redirect' })).toBe(
      'https://portal.bank.co.uk/redirect',
    );
  });

  it('asks the sign-in page for calendar and mail scopes and a code, with an S256 PKCE challenge', () => {
    const url = new URL(outlookAuthorizeUrl(demo, origin, RFC_CHALLENGE));
    expect(url.host).toBe('login.microsoftonline.com');
    expect(url.searchParams.get('client_id')).toBe('3f6c9a52-7d1e-4b8a-9c2f-1e5d7a0b4c11');
    expect(url.searchParams.get('scope')).toContain('Calendars.ReadWrite');
    expect(url.searchParams.get('scope')).toContain('Mail.Send');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/redirect`);
    expect(url.searchParams.get('code_challenge')).toBe(RFC_CHALLENGE);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.has('client_secret')).toBe(false);
  });

  it('makes the verifier from 32 random octets and its challenge by SHA-256 (RFC 7636 Appendix B)', async () => {
    const verifier = createCodeVerifier((bytes) => {
      bytes.set(RFC_OCTETS);
      return bytes;
    });
    expect(verifier).toBe(RFC_VERIFIER);
    expect(await codeChallengeS256(verifier)).toBe(RFC_CHALLENGE);
    const random = createCodeVerifier();
    expect(random).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createCodeVerifier()).not.toBe(random);
  });

  it('builds the code-exchange body with the verifier and no client secret by default', () => {
    expect(authorizationCodeBody(demo, 'abc', origin, RFC_VERIFIER)).toEqual({
      client_id: demo.clientId,
      scope: demo.scope,
      code: 'abc',
      redirect_uri: `${origin}/redirect`,
      grant_type: 'authorization_code',
      code_verifier: RFC_VERIFIER,
    });
  });

  it('adds client_secret only when the organiser set one', () => {
    const withSecret = readSettings({ VITE_OUTLOOK_CLIENT_SECRET: 'server-should-hold-this' }).calendar;
    expect(authorizationCodeBody(withSecret, 'abc', origin, RFC_VERIFIER).client_secret).toBe(
      'server-should-hold-this',
    );
  });

  it('centres a 500x700 pop-up over the window', () => {
    expect(calendarPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 })).toBe(
      'width=500,height=700,left=500,top=150,popup=yes',
    );
    expect(calendarPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 300 })).toMatch(
      /left=0,top=0/,
    );
  });

  it('accepts the code only from a same-origin message of the callback page', () => {
    expect(readAuthorizationMessage({ origin, data: authorizationMessage('abc') }, origin)).toBe('abc');
    expect(
      readAuthorizationMessage({ origin: 'https://evil.example', data: authorizationMessage('abc') }, origin),
    ).toBeNull();
    expect(readAuthorizationMessage({ origin, data: { type: 'other', code: 'abc' } }, origin)).toBeNull();
    expect(readAuthorizationMessage({ origin, data: 'abc' }, origin)).toBeNull();
    expect(
      readAuthorizationMessage({ origin, data: { type: 'outlook-authorization-code', code: '' } }, origin),
    ).toBeNull();
  });
});
