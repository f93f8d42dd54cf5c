import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { findHeading, renderApp, signInAs } from '@/testing/render';
import { buildMenu, lastSegment } from '../menu';
import { STICKY_HEADER_OFFSET } from '../shell-layout';

const PROFILE = '*/api/v1/user/auth/get-required-data-update-profile';

function menuLabels(entries: ReturnType<typeof buildMenu>): string[] {
  return entries.flatMap((e) => (e.kind === 'group' ? [e.label, ...e.items.map((i) => i.label)] : [e.label]));
}

describe('side menu rules', () => {
  const urls = {
    companiesListUrl: 'https://f/list.xlsx',
    valuationTableUrl: 'https://f/val.xlsx',
    email: 'c@x',
    guidelinesUrl: 'https://f/g.pdf',
  };

  it('gives investors the companies items and downloads, not the guidelines', () => {
    const labels = menuLabels(buildMenu({ presenter: false, ...urls }));
    expect(labels).toEqual(
      expect.arrayContaining([
        'Attending Companies',
        'List of Companies',
        'Meeting Preferences',
        'List Of Companies',
        'Valuation Table',
      ]),
    );
    expect(labels).not.toContain('Participation Guidelines');
  });

  it('gives presenters the guidelines when the URL exists, and hides the investor items', () => {
    const labels = menuLabels(buildMenu({ presenter: true, ...urls }));
    expect(labels).toContain('Participation Guidelines');
    for (const hidden of [
      'Attending Companies',
      'List of Companies',
      'Meeting Preferences',
      'List Of Companies',
      'Valuation Table',
    ]) {
      expect(labels).not.toContain(hidden);
    }
    expect(menuLabels(buildMenu({ presenter: true, ...urls, guidelinesUrl: null }))).not.toContain(
      'Participation Guidelines',
    );
  });

  it('offers List Of Companies and Valuation Table only when the conference has their address', () => {
    const investor = (companiesListUrl: string | null, valuationTableUrl: string | null) =>
      menuLabels(buildMenu({ presenter: false, email: 'c@x', companiesListUrl, valuationTableUrl }));
    expect(investor(null, null)).not.toContain('List Of Companies');
    expect(investor(null, null)).not.toContain('Valuation Table');
    expect(investor(urls.companiesListUrl, null)).toContain('List Of Companies');
    expect(investor(urls.companiesListUrl, null)).not.toContain('Valuation Table');
    expect(investor(null, urls.valuationTableUrl)).toContain('Valuation Table');
    expect(investor(null, urls.valuationTableUrl)).not.toContain('List Of Companies');
    expect(investor('', '')).not.toContain('List Of Companies');
    expect(investor('', '')).not.toContain('Valuation Table');
  });

  it('offers Participation Guidelines to presenters with its address only', () => {
    const labels = (presenter: boolean, guidelinesUrl: string | null) =>
      menuLabels(buildMenu({ presenter, email: 'c@x', guidelinesUrl }));
    expect(labels(true, urls.guidelinesUrl)).toContain('Participation Guidelines');
    expect(labels(true, null)).not.toContain('Participation Guidelines');
    expect(labels(true, '')).not.toContain('Participation Guidelines');
    expect(labels(false, urls.guidelinesUrl)).not.toContain('Participation Guidelines');
  });

  it('names the active item by the last path segment', () => {
    expect(lastSegment('/user/schedule-preview?x=1')).toBe('schedule-preview');
    expect(lastSegment('/user/')).toBe('user');
  });
});

describe('logged-in shell', () => {
  it('shows the investor menu, the contact link and marks the active item', async () => {
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(menu).getByRole('link', { name: 'Meeting Preferences' })).toHaveAttribute(
      'href',
      '/user/preferences',
    );
    expect(within(menu).getByRole('link', { name: /List Of Companies/ })).toHaveAttribute(
      'href',
      'https://files.londonconference.example/conference/14/list-of-companies.xlsx',
    );
    expect(within(menu).queryByRole('link', { name: /Participation Guidelines/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      'mailto:conference@londonconference.example',
    );
    expect(
      await within(menu).findByRole('link', { name: "Can't join anymore? Cancel your application" }),
    ).toHaveAttribute('href', '/auth/registration/mail/action/cancellation?cancelation_token=cancel-token-ok');
    const top = screen.getByRole('navigation', { name: 'Top' });
    expect(within(top).getByRole('link', { name: 'Useful Information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} London One-on-One Conference. All rights reserved.`,
    );
  });

  it('names the conference (name and days) and the attendee (name, company and part) in the top bar', async () => {
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(banner).toHaveTextContent('19th Annual London One-on-One'));
    expect(banner).toHaveTextContent('8–11 September 2025');
    expect(banner).toHaveTextContent('Mr. James Whitmore');
    expect(banner).toHaveTextContent('Alpha Capital Partners · Investor');
  });

  it('names a presenter by the presenting company', { timeout: 120_000 }, async () => {
    signInAs('presenter');
    renderApp('/user/dashboard');
    await findHeading('My DASHBOARD', 30_000);
    await waitFor(() =>
      expect(screen.getByRole('banner')).toHaveTextContent('Gulf Horizon Telecom · Presenting company'),
    );
  });

  it('leaves out the investor downloads when the conference has no address for them', {
    timeout: 120_000,
  }, async () => {
    db.conference.companies_list_url = null;
    db.conference.valuation_table_url = null;
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading('My DASHBOARD', 30_000);
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(menu).getByRole('link', { name: 'Meeting Preferences' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /List Of Companies/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Valuation Table/ })).not.toBeInTheDocument();
  });

  it('leaves out Participation Guidelines when the conference text has no address for it', {
    timeout: 120_000,
  }, async () => {
    db.conferenceText.participation_guidelines_url = null;
    signInAs('presenter');
    renderApp('/user/dashboard');
    await findHeading('My DASHBOARD', 30_000);
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    await within(menu).findByRole('link', { name: "Can't join anymore? Cancel your application" });
    expect(within(menu).getByRole('link', { name: 'Agenda' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Participation Guidelines/ })).not.toBeInTheDocument();
  });

  it('makes the top bar sticky from 330 px of scroll, told by an observer: no scroll handler reads the layout', {
    timeout: 120_000,
  }, async () => {
    type Entry = { isIntersecting: boolean; boundingClientRect: { top: number } };
    const observed: { target: Element; callback: (entries: Entry[]) => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: Entry[]) => void) {}
        observe(target: Element) {
          observed.push({ target, callback: this.callback });
        }
        disconnect() {}
      },
    );
    const scrollReads = vi.fn(() => 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: scrollReads });
    const addListener = vi.spyOn(window, 'addEventListener');
    try {
      signInAs('investor');
      renderApp('/user/dashboard');
      await findHeading('My DASHBOARD', 30_000);
      const header = screen.getByRole('banner');
      const watch = observed.find(({ target }) => target.classList.contains('scroll-mark'));
      if (!watch) throw new Error('the scroll mark is not observed');
      // One pixel ending at 329 px: in view (or touching the window's top) up to 329 px of scroll, out of it from 330.
      const css = readFileSync(resolve(process.cwd(), 'src/styles/global.css'), 'utf8');
      const rule = /\.scroll-mark \{([^}]*)\}/.exec(css)?.[1] ?? '';
      expect(rule).toMatch(new RegExp(`\\btop: ${STICKY_HEADER_OFFSET - 2}px;`));
      expect(rule).toMatch(/\bheight: 1px;/);
      expect(rule).toMatch(/\bposition: absolute;/);
      expect(STICKY_HEADER_OFFSET).toBe(330);
      const report = (entry: Entry) => act(() => watch.callback([entry]));
      await report({ isIntersecting: true, boundingClientRect: { top: 0 } });
      expect(header).not.toHaveClass('top-bar--sticky');
      await report({ isIntersecting: false, boundingClientRect: { top: -2 } });
      expect(header).toHaveClass('top-bar--sticky');
      await report({ isIntersecting: true, boundingClientRect: { top: 100 } });
      expect(header).not.toHaveClass('top-bar--sticky');
      // Below a window shorter than the offset: not scrolled past it.
      await report({ isIntersecting: false, boundingClientRect: { top: 700 } });
      expect(header).not.toHaveClass('top-bar--sticky');
      await act(async () => {
        for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('scroll'));
      });
      expect(scrollReads).not.toHaveBeenCalled();
      expect(addListener.mock.calls.filter(([type]) => type === 'scroll')).toEqual([]);
    } finally {
      addListener.mockRestore();
      vi.unstubAllGlobals();
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });

  it('shows the presenter menu with Participation Guidelines', async () => {
    signInAs('presenter');
    renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(await within(menu).findByRole('link', { name: /Participation Guidelines/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Meeting Preferences' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Valuation Table/ })).not.toBeInTheDocument();
  });

  it('shows a loader until the profile arrives', async () => {
    signInAs('investor');
    renderApp('/user/dashboard');
    expect(await screen.findByText('Loading your profile…')).toBeInTheDocument();
    await findHeading('My DASHBOARD');
  });

  it('shows a message with a retry when the profile fails, and recovers', async () => {
    let calls = 0;
    server.use(
      http.get(PROFILE, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined;
      }),
    );
    signInAs('investor');
    renderApp('/user/dashboard');
    expect(await screen.findByText('We could not load your profile.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My DASHBOARD' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await findHeading('My DASHBOARD');
  });

  it('ends the registration process when the profile fails', async () => {
    server.use(http.get(PROFILE, () => HttpResponse.error()));
    signInAs('investor');
    window.localStorage.setItem('timer', '100');
    window.localStorage.setItem('lists', '{}');
    renderApp('/user/dashboard');
    await screen.findByText('We could not load your profile.');
    await waitFor(() => expect(window.localStorage.getItem('timer')).toBeNull());
    expect(window.localStorage.getItem('lists')).toBeNull();
  });

  it('on 422 alerts, ends the registration and goes to login', async () => {
    server.use(
      http.get(PROFILE, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'Your registration has been cancelled.',
            errors: [{ name: 'client', message: 'Your registration has been cancelled.' }],
          },
          { status: 422 },
        ),
      ),
    );
    signInAs('investor');
    const { router } = renderApp('/user/dashboard');
    expect(
      await screen.findByText('Your registration has been cancelled.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(window.localStorage.getItem('client')).toBeNull();
  });

  it('a 401 from any call clears storage and goes to login with the redirect, without reloading', async () => {
    signInAs('investor', { api_token: 'revoked-token' });
    const { router } = renderApp('/user/media?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fmedia%3Fx%3D1');
    expect(window.localStorage.getItem('client')).toBeNull();
    await findHeading('Login');
  });

  it('logs out: posts auth/logout, clears storage, goes to login', async () => {
    let called = false;
    server.use(
      http.post('*/api/v1/user/auth/logout', () => {
        called = true;
        return HttpResponse.json({ status: 200, message: 'Successfully logged out.' });
      }),
    );
    signInAs('investor');
    const { router } = renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(called).toBe(true);
    expect(window.localStorage.length).toBe(0);
  });

  it('on a logout 422 shows its first message and still ends on the plain login page', async () => {
    server.use(
      http.post('*/api/v1/user/auth/logout', () =>
        HttpResponse.json(
          { status: 422, message: 'x', errors: { session: ['Logout is not possible now.'] } },
          { status: 422 },
        ),
      ),
    );
    signInAs('investor');
    const { router } = renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout is not possible now.', {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('client')).toBeNull();
  });

  it.each([
    ['a status of 0', { status: 0, message: 'Successfully logged out.' }],
    ['no status', { message: 'Successfully logged out.' }],
    ['a false status', { status: false, message: 'Successfully logged out.' }],
  ])(
    'on a logout answer with %s shows "Something Went Wrong" and still signs out to the plain login page',
    { timeout: 120_000 },
    async (_, body) => {
      server.use(http.post('*/api/v1/user/auth/logout', () => HttpResponse.json(body)));
      signInAs('investor');
      const { router } = renderApp('/user/dashboard');
      await findHeading('My DASHBOARD', 30_000);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
      expect(await screen.findByText('Something Went Wrong', {}, { timeout: 30_000 })).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
      expect(router.state.location.search).toBe('');
      expect(window.localStorage.getItem('client')).toBeNull();
    },
  );

  it('on another logout failure shows "Something Went Wrong" and still signs out to the plain login page', async () => {
    server.use(http.post('*/api/v1/user/auth/logout', () => HttpResponse.error()));
    signInAs('investor');
    const { router } = renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Something Went Wrong', {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('client')).toBeNull();
  });

  it('on a logout 401 (a token the server no longer knows) shows nothing and goes to the plain login page', async () => {
    server.use(
      http.post('*/api/v1/user/auth/logout', () =>
        HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    signInAs('investor');
    const { router } = renderApp('/user/dashboard?tab=personal');
    await findHeading('My DASHBOARD');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    await findHeading('Login');
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem('client')).toBeNull();
    expect(screen.queryByText('Something Went Wrong')).not.toBeInTheDocument();
  });
});

describe('routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no-such-page');
    await findHeading('Page not found');
    expect(document.title).toMatch(/^Page not found/);
  });

  it('sends a logged-out visitor of a login-required route to login, keeping the cancellation token', async () => {
    const { router } = renderApp('/auth/registration/mail/action/cancellation?cancelation_token=cancel-token-ok');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/auth/registration/mail/action/cancellation?cancelation_token=cancel-token-ok',
    );
  });

  it.each([
    '/companies',
    '/webex-guide',
    '/auth/companies',
    '/auth/availability',
    '/auth/schedule-preview',
    '/auth/my-survey',
    '/user/booking',
  ])('%s needs a login', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it.each([
    '/privacy-policy',
    '/provider-list',
    '/affilliates',
    '/important-deadlines',
    '/auth/registration/identify',
    '/auth/password/email',
  ])('%s is public', async (path) => {
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('shell: a profile kept from before', () => {
  it('keeps the page on screen when refreshing the profile fails (a server out of reach)', async () => {
    signInAs('investor');
    const { queryClient } = renderApp('/user/information');
    await findHeading('Useful Information');
    server.use(http.get(PROFILE, () => HttpResponse.error()));
    await act(() => queryClient.refetchQueries({ queryKey: ['profile'] }));
    await waitFor(() => expect(queryClient.getQueryState(['profile'])?.status).toBe('error'));
    expect(screen.getByRole('heading', { level: 1, name: 'Useful Information' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load your profile.')).not.toBeInTheDocument();
  });
});
