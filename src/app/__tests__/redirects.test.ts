import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideAccess, isSafeRedirect, pathDepth, redirectForGuard } from '../redirects';

describe('isSafeRedirect', () => {
  it.each([
    '/user/profile',
    '/user/schedule-preview?tz=Asia%2FDubai',
    '/auth/registration/mail/action/cancellation?cancelation_token=cancel-token-ok',
    '/companies#top',
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
    expect(decideAccess('guest', true, '/auth/login', '?redirect=%2Fuser%2Fmedia', '/user/media')).toEqual({ allow: false, to: '/user/media' });
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
    const decision = decideAccess('login', false, '/auth/registration/mail/action/cancellation', '?cancelation_token=cancel-token-ok');
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

describe('pathDepth', () => {
  it('counts segments', () => {
    expect(pathDepth('/')).toBe(0);
    expect(pathDepth('/user/dashboard')).toBe(2);
    expect(pathDepth('/auth/registration/mail/action/cancellation')).toBe(5);
  });
});
