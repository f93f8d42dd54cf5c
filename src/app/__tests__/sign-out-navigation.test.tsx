import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { findHeading, renderApp, signInAs } from '@/testing/render';

const API = '*/api/v1/user';

/**
 * Every URL the router writes to the history from now on (pushes and replacements alike, in order).
 * A replaceState without a URL only stores the router's own state on the current entry: not a navigation.
 */
function recordNavigations() {
  const urls: string[] = [];
  let pushes = 0;
  const original = {
    push: window.history.pushState.bind(window.history),
    replace: window.history.replaceState.bind(window.history),
  };
  vi.spyOn(window.history, 'pushState').mockImplementation((state, unused, url) => {
    if (url != null) {
      urls.push(String(url));
      pushes += 1;
    }
    original.push(state, unused, url);
  });
  vi.spyOn(window.history, 'replaceState').mockImplementation((state, unused, url) => {
    if (url != null) urls.push(String(url));
    original.replace(state, unused, url);
  });
  return { urls: () => urls, pushes: () => pushes };
}

/** Lets late effects, timers and in-flight answers settle before counting. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a 401 on a signed-in page', () => {
  it('ends the session and makes exactly one navigation, to login with the redirect back', async () => {
    signInAs('investor');
    const { router } = renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    // From now on the server no longer knows the token: every call of the next page answers 401.
    server.use(
      http.all(`${API}/*`, () => HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 })),
    );
    const navigations = recordNavigations();
    router.navigate('/user/companies?sector=Energy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    await findHeading('Login');
    await settle();
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fcompanies%3Fsector%3DEnergy');
    // The test's own navigation to the companies page, then the one to login: nothing else.
    expect(navigations.urls()).toEqual([
      '/user/companies?sector=Energy',
      '/auth/login?redirect=%2Fuser%2Fcompanies%3Fsector%3DEnergy',
    ]);
    expect(window.localStorage.getItem('client')).toBeNull();
  });

  it('a 401 on the page shown first is one navigation too', async () => {
    server.use(
      http.all(`${API}/*`, () => HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 })),
    );
    signInAs('investor', { api_token: 'revoked-token' });
    const navigations = recordNavigations();
    const { router } = renderApp('/user/media?x=1');
    await findHeading('Login');
    await settle();
    // renderApp's own replaceState puts the test on the page; the portal adds exactly one.
    expect(navigations.urls()).toEqual(['/user/media?x=1', '/auth/login?redirect=%2Fuser%2Fmedia%3Fx%3D1']);
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fmedia%3Fx%3D1');
  });

  it('the survey post answered 401 goes to the plain login page, once', async () => {
    signInAs('investor');
    const { router } = renderApp('/auth/my-survey');
    await findHeading(/survey/i);
    server.use(
      http.post(`${API}/auth/my-survey`, () =>
        HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const navigations = recordNavigations();
    const { sessionStore } = await import('@/lib/session/session');
    // The survey's own call, with its rule (a full form fill is covered by the survey's page tests).
    const { submitMySurvey } = await import('@/features/survey');
    await submitMySurvey({ answers: [], companies_answers: [] }).catch(() => undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    await settle();
    expect(router.state.location.search).toBe('');
    expect(navigations.urls()).toEqual(['/auth/login']);
    expect(sessionStore.getSnapshot().signOut).toBeNull();
  });
});

describe('an explicit logout', () => {
  it("goes to the plain login page, without a redirect back to the previous attendee's page", async () => {
    signInAs('investor');
    const { router } = renderApp('/user/schedule-preview?tz=Asia%2FDubai');
    await findHeading(/schedule/i);
    const navigations = recordNavigations();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    await findHeading('Login');
    await settle();
    expect(router.state.location.search).toBe('');
    expect(navigations.urls()).toEqual(['/auth/login']);
    expect(navigations.pushes()).toBe(1);
    expect(window.localStorage.getItem('client')).toBeNull();
  });
});
