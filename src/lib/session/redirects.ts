/**
 * The pure redirect rules of the session: where the route guard and the login page may send a
 * user, and where a visitor goes when a session is missing or has just ended. A `redirect` value
 * is only followed when it is a path inside the portal: one leading '/', never '//' or '/\', no
 * scheme, no control characters — checked on the raw value and on each decoding of it.
 */
import { paths } from '@/config/paths';

export function isSafeRedirect(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  const candidates = [value];
  // Decoded until stable (a few rounds), so a double-encoded '//host' is seen as one.
  for (let round = 0; round < 3; round += 1) {
    const last = candidates[candidates.length - 1];
    let decoded: string;
    try {
      decoded = decodeURIComponent(last);
    } catch {
      if (round === 0) return false;
      break;
    }
    if (decoded === last) break;
    candidates.push(decoded);
  }
  return candidates.every(isInternalPath);
}

function isInternalPath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // Control characters and whitespace that browsers strip could turn the path into '//host'.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || /\s/.test(char)) return false;
  }
  if (value.includes('\\')) return false;
  try {
    const url = new URL(value, 'https://portal.invalid');
    // '/a/..//host' stays on the origin but resolves to the path '//host', which a later full navigation would leave by.
    return url.origin === 'https://portal.invalid' && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** The page after sign-in: the redirect query when it is safe, else /user/profile. */
export function afterLoginTarget(redirect: string | null | undefined): string {
  return isSafeRedirect(redirect) ? redirect : paths.user.profile;
}

/**
 * The redirect a logged-out visitor of a login-required route carries to the login
 * page: the intended path and query, with the cancelation_token always kept.
 */
export function redirectForGuard(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const token = params.get('cancelation_token');
  let target = `${pathname}${search}`;
  if (token && !target.includes('cancelation_token=')) {
    target += `${target.includes('?') ? '&' : '?'}cancelation_token=${encodeURIComponent(token)}`;
  }
  return target;
}

/** The login page with the `redirect` back to `pathname` + `search` (the guard's and the 401's one target). */
export function loginWithRedirect(pathname: string, search: string): string {
  return `${paths.auth.login}?redirect=${encodeURIComponent(redirectForGuard(pathname, search))}`;
}

/**
 * Where the router goes when a session has just ended (SignOut): the login page, with the
 * `redirect` back after a 401, plain after an explicit logout; the owed page (`to`) after an
 * expired registration. Null once the attendee is there.
 */
export function signOutTarget(
  signOut: { redirectBack: boolean; to?: string },
  pathname: string,
  search: string,
): string | null {
  if (signOut.to) return pathname === signOut.to ? null : signOut.to;
  if (pathname === paths.auth.login) return null;
  return signOut.redirectBack ? loginWithRedirect(pathname, search) : paths.auth.login;
}

export type RouteAccess = 'public' | 'login' | 'guest';

export type GuardDecision = { allow: true } | { allow: false; to: string };

/**
 * The route guard as a pure function: a signed-in user who opens a guest-only page (the login
 * page) goes to the page they were heading for, or to sign-up; a visitor who opens a page that
 * needs a login goes to the login page with a redirect back; everything else is shown (spec A§4).
 */
export function decideAccess(
  access: RouteAccess,
  loggedIn: boolean,
  pathname: string,
  search: string,
  postLoginTarget: string | null = null,
): GuardDecision {
  // A user who has just signed in on the login page goes to their target, not to sign-up.
  if (access === 'guest' && loggedIn) return { allow: false, to: postLoginTarget ?? paths.auth.signup };
  if (access === 'login' && !loggedIn) {
    return { allow: false, to: loginWithRedirect(pathname, search) };
  }
  return { allow: true };
}
