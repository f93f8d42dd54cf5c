import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { findHeading, renderApp, signInAs } from '@/testing/render';

const SIGNIN = '*/api/v1/user/auth/signin';

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await findHeading('Login');
  if (username) await user.type(screen.getByLabelText(/Username/), username);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('Login page', () => {
  it('requires both fields with the spec message', async () => {
    renderApp('/auth/login');
    await fillAndSubmit('', '');
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
  });

  it('shows the first 422 error and keeps what was typed', async () => {
    renderApp('/auth/login');
    await fillAndSubmit('investor1', 'wrong-password');
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('investor1');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password');
  });

  it('shows "Please try again later." on 429', async () => {
    server.use(
      http.post(SIGNIN, () => HttpResponse.json({ status: 429, message: 'Too Many Attempts.' }, { status: 429 })),
    );
    renderApp('/auth/login');
    await fillAndSubmit('investor1', 'password1');
    expect(await screen.findByText('Please try again later.')).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an answer without a user', () => HttpResponse.json({ status: 200, message: 'ok' })],
    ['an HTML page', () => HttpResponse.html('<h1>Oops</h1>')],
  ])('shows "Something Went Wrong" on %s', async (_label, resolver) => {
    server.use(http.post(SIGNIN, resolver));
    renderApp('/auth/login');
    await fillAndSubmit('investor1', 'password1');
    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('investor1');
  });

  it('signs in, stores the client with first_time 0 and goes to /user/profile', async () => {
    const { router } = renderApp('/auth/login');
    await fillAndSubmit('investor1', 'password1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'), { timeout: 30_000 });
    const stored = JSON.parse(window.localStorage.getItem('client') ?? 'null');
    expect(stored.api_token).toBe('demo-token-investor1');
    expect(window.localStorage.getItem('first_time')).toBe('0');
  });

  it('follows an in-app redirect after sign-in', async () => {
    const { router } = renderApp('/auth/login?redirect=%2Fuser%2Fmedia%3Fa%3D1');
    await fillAndSubmit('presenter1', 'password1');
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/user/media?a=1'),
      {
        timeout: 4000,
      },
    );
  });

  it('ignores a redirect to another site', async () => {
    const { router } = renderApp('/auth/login?redirect=%2F%2Fevil.example');
    await fillAndSubmit('investor1', 'password1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'), { timeout: 30_000 });
  });

  it('waits one second before treating the user as logged in', async () => {
    const { router } = renderApp('/auth/login');
    await fillAndSubmit('investor1', 'password1');
    await screen.findByText('Signed in. Opening your portal…');
    expect(router.state.location.pathname).toBe('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'), { timeout: 30_000 });
  });

  it('sends a logged-in visitor to sign-up (guest-only route)', async () => {
    signInAs('investor');
    const { router } = renderApp('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration/signup'));
  });

  it('links to the password reset request', async () => {
    renderApp('/auth/login');
    await findHeading('Login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/password/email');
  });

  it('links a new invitee to the activation page', async () => {
    renderApp('/auth/login');
    await findHeading('Login');
    expect(screen.getByRole('link', { name: 'Activate your invitation' })).toHaveAttribute(
      'href',
      '/auth/registration/identify',
    );
  });
});
