import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';
import { findPageHeading, identifyAs } from '@/testing/registration-flows';

const REGISTRATION_DATA = '*/api/v1/user/auth/get-required-data-registration';
const LOGOUT = '*/api/v1/user/auth/logout';

async function activate(code: string, acceptTerms = true) {
  const user = userEvent.setup();
  await findPageHeading('Registration');
  if (acceptTerms)
    await user.click(screen.getByLabelText('I have read and accept the above conditions of participation'));
  if (code) await user.type(screen.getByLabelText(/Activation code/), code);
  await user.click(screen.getByRole('button', { name: 'Activate' }));
  return user;
}

describe('Identify page', { timeout: 120_000 }, () => {
  it('shows the conditions checkbox, the activation code field, Activate and Cancel', async () => {
    renderApp('/auth/registration/identify');
    await findPageHeading('Registration');
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the above conditions of participation' }),
    ).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Activation code/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('signs out, ends the registration and clears local storage on entering', async () => {
    signInAs('investor');
    window.localStorage.setItem('timer', '30');
    window.localStorage.setItem('lists', '{}');
    renderApp('/auth/registration/identify');
    await findPageHeading('Registration');
    await waitFor(() => expect(window.localStorage.getItem('client')).toBeNull());
    expect(window.localStorage.getItem('timer')).toBeNull();
    expect(window.localStorage.getItem('lists')).toBeNull();
    expect(window.localStorage.getItem('first_time')).toBeNull();
  });

  it('ends the signed-in attendee’s server session before clearing local storage', async () => {
    const logouts: { authorization: string | null; clientStored: boolean }[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/user/auth/logout')
        logouts.push({
          authorization: request.headers.get('Authorization'),
          clientStored: window.localStorage.getItem('client') !== null,
        });
    };
    server.events.on('request:start', record);
    try {
      signInAs('investor');
      const { router } = renderApp('/auth/registration/identify');
      await findPageHeading('Registration');
      await waitFor(() => expect(window.localStorage.getItem('client')).toBeNull());
      expect(logouts).toEqual([{ authorization: 'Bearer demo-token-investor1', clientStored: true }]);
      // The old token no longer opens anything.
      const me = await fetch('http://localhost/api/v1/user/me?conference_id=14', {
        headers: { Accept: 'application/json', Authorization: 'Bearer demo-token-investor1' },
      });
      expect(me.status).toBe(401);
      expect(router.state.location.pathname).toBe('/auth/registration/identify');
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it.each([
    ['fails', () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })],
    [
      'finds the token already revoked',
      () => HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 }),
    ],
    ['cannot be reached', () => HttpResponse.error()],
  ])('still signs out locally, without a word, when the server sign-out %s', async (_, answer) => {
    let called = false;
    server.use(http.post(LOGOUT, () => ((called = true), answer())));
    signInAs('presenter');
    const { router } = renderApp('/auth/registration/identify');
    await findPageHeading('Registration');
    await waitFor(() => expect(window.localStorage.getItem('client')).toBeNull());
    expect(called).toBe(true);
    expect(window.localStorage.getItem('first_time')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/registration/identify');
    expect(document.querySelector('.swal2-container')).toBeNull();
    // The page works on: an invitation activates as usual.
    await activate('INV-INVESTOR-01');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration/signup'));
    expect(JSON.parse(window.localStorage.getItem('client') ?? 'null').invitation_code).toBe('INV-INVESTOR-01');
  });

  it('stores an invitation activated during the sign-out only once the old session is cleared', async () => {
    let answerLogout = () => {};
    const answered = new Promise<void>((resolve) => (answerLogout = resolve));
    server.use(
      http.post(LOGOUT, async () => {
        await answered;
        return HttpResponse.json({ status: 200, message: 'Successfully logged out.' });
      }),
    );
    let activationAnswered = false;
    const onAnswer = ({ request }: { request: Request }) => {
      if (request.url.includes('auth/get-required-data-registration')) activationAnswered = true;
    };
    server.events.on('response:mocked', onAnswer);
    signInAs('investor');
    const { router } = renderApp('/auth/registration/identify');
    await activate('INV-INVESTOR-01');
    // The activation has its answer; the page waits for the old session to end, and says it is busy.
    await waitFor(() => expect(activationAnswered).toBe(true));
    server.events.removeListener('response:mocked', onAnswer);
    expect(screen.getByRole('button', { name: 'Activating…' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/auth/registration/identify');
    answerLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration/signup'));
    const client = JSON.parse(window.localStorage.getItem('client') ?? 'null');
    expect(client.invitation_code).toBe('INV-INVESTOR-01');
    expect(client.api_token).toBeUndefined();
    expect(window.localStorage.getItem('first_time')).toBe('1');
  });

  it('sends no sign-out for a registration without a token', async () => {
    let called = false;
    server.use(http.post(LOGOUT, () => ((called = true), HttpResponse.json({ status: 200, message: 'x' }))));
    await identifyAs('INV-INVESTOR-01');
    renderApp('/auth/registration/identify');
    await findPageHeading('Registration');
    await waitFor(() => expect(window.localStorage.getItem('client')).toBeNull());
    expect(called).toBe(false);
  });

  it('requires the activation code with the spec message', async () => {
    let called = false;
    server.use(
      http.get(REGISTRATION_DATA, () => ((called = true), HttpResponse.json({ status: 500 }, { status: 500 }))),
    );
    renderApp('/auth/registration/identify');
    await activate('');
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('alerts when the conditions are not accepted', async () => {
    renderApp('/auth/registration/identify');
    await activate('INV-INVESTOR-01', false);
    expect(
      await screen.findByText('Sorry, You must accept terms and conditions to able to register!'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('client')).toBeNull();
  });

  it('shows the first error of a 422 and keeps the code typed', async () => {
    const { router } = renderApp('/auth/registration/identify');
    await activate('INV-UNKNOWN');
    expect((await screen.findAllByText('The selected invitation code is invalid.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Activation code/)).toHaveValue('INV-UNKNOWN');
    expect(router.state.location.pathname).toBe('/auth/registration/identify');
  });

  it('shows the first error of a list-form 422', async () => {
    server.use(
      http.get(REGISTRATION_DATA, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'x',
            errors: [{ name: 'invitation_code', message: 'This invitation is no longer valid.' }],
          },
          { status: 422 },
        ),
      ),
    );
    renderApp('/auth/registration/identify');
    await activate('INV-GHT-1105');
    expect((await screen.findAllByText('This invitation is no longer valid.')).length).toBeGreaterThan(0);
  });

  it('sends the activation code without the spaces around it', async () => {
    const sent: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.includes('auth/get-required-data-registration'))
        sent.push(new URL(request.url).searchParams.get('invitation_code'));
    };
    server.events.on('request:start', record);
    try {
      const { router } = renderApp('/auth/registration/identify');
      await activate('  INV-INVESTOR-01 ');
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration/signup'));
      expect(sent).toEqual(['INV-INVESTOR-01']);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('stores the registration data set, first_time 1 and the timer, then goes to the register page', async () => {
    const { router } = renderApp('/auth/registration/identify');
    await activate('INV-INVESTOR-01');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration/signup'));
    const client = JSON.parse(window.localStorage.getItem('client') ?? 'null');
    expect(client.invitation_code).toBe('INV-INVESTOR-01');
    expect(client.client.client_id).toBe(1002);
    expect(client.api_token).toBeUndefined();
    for (const key of [
      'lists',
      'presenter_mates',
      'session_data',
      'conference_dates',
      'conference',
      'available_slots',
    ]) {
      expect(window.localStorage.getItem(key)).not.toBeNull();
    }
    expect(window.localStorage.getItem('first_time')).toBe('1');
    expect(Number(window.localStorage.getItem('timer'))).toBeGreaterThan(1790);
    expect(await screen.findByRole('timer')).toBeInTheDocument();
  });
});
