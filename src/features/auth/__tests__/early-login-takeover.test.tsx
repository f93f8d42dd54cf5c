import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { type EarlyAnswer, type EarlyLoginPress, sendSignin } from '@/boot/early-login';
import { FIELD_REQUIRED } from '@/lib/messages';
import { server } from '@/mocks/node';
import { findHeading, renderApp } from '@/testing/render';

const SIGNIN = '*/api/v1/user/auth/signin';
const API = `${window.location.origin}/api/v1/user`;

/** The written page's early login as the page's code finds it: what it shows, and the press made before. */
function pressedBefore(press: EarlyLoginPress, shown = { busy: press.valid, errors: {} }) {
  window.portalEarlyLogin = { frozen: false, takenOver: false, shown, press };
}

/** Counts the sign-ins the page itself sends from now on. */
function countSignins() {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/auth/signin')) count += 1;
  });
  return () => count;
}

describe('The login page taking over a Login pressed on the written page', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    delete window.portalEarlyLogin;
  });

  it('uses the answer the written page received, sends nothing again, signs in and opens the portal', async () => {
    const body = { name: 'investor1', password: 'password1' };
    const answer = sendSignin(API, body);
    await answer;
    const signins = countSignins();
    pressedBefore({ valid: true, body, answer });
    const { router } = renderApp('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'), { timeout: 30_000 });
    expect(JSON.parse(window.localStorage.getItem('client') ?? 'null').api_token).toBe('demo-token-investor1');
    expect(signins()).toBe(0);
  });

  it('follows the redirect query itself once signed in', async () => {
    const body = { name: 'presenter1', password: 'password1' };
    const answer = sendSignin(API, body);
    pressedBefore({ valid: true, body, answer });
    const signins = countSignins();
    const { router } = renderApp('/auth/login?redirect=%2Fuser%2Fmedia%3Fa%3D1');
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/user/media?a=1'),
      {
        timeout: 30_000,
      },
    );
    expect(signins()).toBe(0);
  });

  it('shows a wrong password’s message in the form, and the next Login is the page’s own', async () => {
    const body = { name: 'investor1', password: 'wrong-password' };
    const answer = sendSignin(API, body);
    pressedBefore({ valid: true, body, answer });
    const signins = countSignins();
    renderApp('/auth/login');
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(signins()).toBe(0);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'investor1');
    await user.type(screen.getByLabelText(/^Password/), 'password1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(signins()).toBe(1));
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an HTML page', () => Promise.resolve({ status: 502, body: '<h1>Bad gateway</h1>' })],
    [
      'too many attempts',
      () => Promise.resolve({ status: 429, body: '{"status":429,"message":"Too Many Attempts."}' }),
    ],
  ] as [string, () => Promise<EarlyAnswer>][])('shows the page’s message on %s', async (label, answerOf) => {
    const answer = answerOf();
    answer.catch(() => undefined);
    pressedBefore({ valid: true, body: { name: 'investor1', password: 'password1' }, answer });
    renderApp('/auth/login');
    await screen.findByText(label === 'too many attempts' ? 'Please try again later.' : 'Something Went Wrong');
  });

  it('sends the press itself, once, when the written page left it to the page (mock backend)', async () => {
    const signins = countSignins();
    pressedBefore({ valid: true, body: { name: 'investor1', password: 'password1' }, answer: null });
    const { router } = renderApp('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'), { timeout: 30_000 });
    expect(signins()).toBe(1);
  });

  it('shows the written page’s messages while taking over, then its own after a press with empty fields', async () => {
    server.use(http.post(SIGNIN, () => HttpResponse.error()));
    const signins = countSignins();
    pressedBefore({ valid: false }, { busy: false, errors: { name: FIELD_REQUIRED, password: FIELD_REQUIRED } });
    renderApp('/auth/login');
    await findHeading('Login');
    expect(await screen.findAllByText(FIELD_REQUIRED)).toHaveLength(2);
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    // The page's own check: its messages go as the fields are filled, as after the page's own Login.
    await userEvent.setup().type(screen.getByLabelText(/^Username/), 'investor1');
    await waitFor(() => expect(screen.getAllByText(FIELD_REQUIRED)).toHaveLength(1));
    expect(signins()).toBe(0);
  });

  it('a press made on the written page is taken once', async () => {
    const signins = countSignins();
    pressedBefore({ valid: true, body: { name: 'investor1', password: 'wrong-password' }, answer: null });
    const first = renderApp('/auth/login');
    await screen.findByText('These credentials do not match our records.');
    first.unmount();
    renderApp('/auth/login');
    await findHeading('Login');
    expect(screen.queryByText('These credentials do not match our records.')).toBeNull();
    expect(signins()).toBe(1);
  });
});
