import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideAccess, isSafeRedirect, redirectForGuard, signOutTarget } from '../redirects';

describe('isSafeRedirect', () => {
  it.each([
    '/user/profile',
    '/user/schedule-preview?tz=Asia%2FDubai',
    '/auth/registration/mail/action/cancellation?cancelation_token=cancel-token-ok',
    '/companies#top',
    '/user/schedule-preview?tz=America%252FNew_York',
    '/user/media?note=100%25',
  ])('accepts the in-app path %s', (value) => {
    expect(isSafeRedirect(value)).toBe(true);
  });

  it.each([
    'https://evil.example/',
    'http://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '%2F%5Cevil.example',
    'javascript%3Aalert(1)',
    '/\t/evil.example',
    ' /user',
    'user/profile',
    '',
    '%E0%A4%A',
    // mixed case schemes and hosts
    'HtTpS://evil.example',
    'HTTP://evil.example',
    'https:evil.example',
    'http:/evil.example',
    '//EVIL.example',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // encoded slashes and backslashes
    '%2f%2fevil.example',
    '/%2fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '%5C%5Cevil.example',
    '\\/evil.example',
    '/\\/evil.example',
    // double and triple encoded
    '%252F%252Fevil.example',
    '/%252F%252Fevil.example',
    '/%255Cevil.example',
    '/%25252F%25252Fevil.example',
    '%256A%2561vascript%253Aalert(1)',
    '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
    // tab, newline and other control characters inside, raw or encoded
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\t\\evil.example',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0D%0A/evil.example',
    '/%00/evil.example',
    '%09//evil.example',
    '/\u3000/evil.example',
    '\u2028//evil.example',
    // dot segments resolving to '//host'
    '/user/../..//evil.example',
    '/user/%2E%2E/%2F%2Fevil.example',
  ])('refuses %s', (value) => {
    expect(isSafeRedirect(value)).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(42)).toBe(false);
  });
});

describe('afterLoginTarget', () => {
  it('follows a safe redirect', () => {
    expect(afterLoginTarget('/user/preferences')).toBe('/user/preferences');
  });
  it('falls back to /user/profile', () => {
    expect(afterLoginTarget(null)).toBe('/user/profile');
    expect(afterLoginTarget('//evil.example')).toBe('/user/profile');
    expect(afterLoginTarget('https://evil.example')).toBe('/user/profile');
  });
});

describe('decideAccess (route guard)', () => {
  it('sends a logged-in visitor of a guest-only route to sign-up', () => {
    expect(decideAccess('guest', true, '/auth/login', '')).toEqual({ allow: false, to: '/auth/registration/signup' });
  });
  it('sends a user who has just signed in to their target instead', () => {
    expect(decideAccess('guest', true, '/auth/login', '?redirect=%2Fuser%2Fmedia', '/user/media')).toEqual({
      allow: false,
      to: '/user/media',
    });
  });
  it('lets a guest see a guest-only route', () => {
    expect(decideAccess('guest', false, '/auth/login', '')).toEqual({ allow: true });
  });
  it('sends a logged-out visitor of a login-required route to login with the path and query', () => {
    expect(decideAccess('login', false, '/user/schedule-preview', '?tz=Asia%2FDubai')).toEqual({
      allow: false,
      to: '/auth/login?redirect=%2Fuser%2Fschedule-preview%3Ftz%3DAsia%252FDubai',
    });
  });
  it('carries the cancelation_token into the redirect', () => {
    const decision = decideAccess(
      'login',
      false,
      '/auth/registration/mail/action/cancellation',
      '?cancelation_token=cancel-token-ok',
    );
    expect(decision.allow).toBe(false);
    const to = (decision as { to: string }).to;
    const redirect = new URL(to, 'http://x').searchParams.get('redirect');
    expect(redirect).toBe('/auth/registration/mail/action/cancellation?cancelation_token=cancel-token-ok');
  });
  it('allows login-required routes when logged in, and public routes always', () => {
    expect(decideAccess('login', true, '/user/dashboard', '')).toEqual({ allow: true });
    expect(decideAccess('public', false, '/privacy-policy', '')).toEqual({ allow: true });
    expect(decideAccess('public', true, '/privacy-policy', '')).toEqual({ allow: true });
  });
});

describe('redirectForGuard', () => {
  it('keeps the path and query as they are', () => {
    expect(redirectForGuard('/user/media', '?a=1')).toBe('/user/media?a=1');
  });
  it('keeps the cancellation token', () => {
    expect(redirectForGuard('/x', '?cancelation_token=abc')).toBe('/x?cancelation_token=abc');
  });
});

describe('signOutTarget', () => {
  it('sends an ended session to login, with the redirect back after a 401', () => {
    expect(signOutTarget({ redirectBack: true }, '/user/media', '?a=1')).toBe(
      '/auth/login?redirect=%2Fuser%2Fmedia%3Fa%3D1',
    );
    expect(signOutTarget({ redirectBack: false }, '/user/media', '')).toBe('/auth/login');
    expect(signOutTarget({ redirectBack: true }, '/auth/login', '')).toBeNull();
  });

  it('sends an expired registration to the page it owes, until it is there', () => {
    expect(
      signOutTarget({ redirectBack: false, to: '/auth/registration/identify' }, '/auth/registration/signup', ''),
    ).toBe('/auth/registration/identify');
    expect(
      signOutTarget({ redirectBack: false, to: '/auth/registration/identify' }, '/auth/registration/identify', ''),
    ).toBeNull();
  });
});
