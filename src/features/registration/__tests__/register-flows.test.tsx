import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';
import { findPageHeading, identifyAs, pinDemoClockForEachTest, recordBodies } from '@/testing/registration-flows';
import { fillInvestorSignup } from './helpers';

const SIGNUP = '*/api/v1/user/auth/signup';
const UPDATE_DATA = '*/api/v1/user/auth/get-required-data-update-profile';
const SESSION_EXPIRED = 'Your session expired .... Please identify your self';

const loginRegion = () => screen.findByRole('region', { name: 'Login Details' }, { timeout: 30_000 });

describe('Register page — update mode', { timeout: 120_000 }, () => {
  it('offers "Update my login details ?" with the login fields disabled until it is ticked', async () => {
    signInAs('investor');
    const bodies = recordBodies('auth/update-profile');
    const { router } = renderApp('/user/registration');
    const user = userEvent.setup();
    const login = within(await loginRegion());
    const username = login.getByLabelText(/^Username/);
    expect(username).toBeDisabled();
    expect(username).toHaveValue('investor1');
    expect(login.getByLabelText(/^Current Password/)).toBeDisabled();
    expect(screen.getByLabelText(/^Biography/)).toHaveValue(
      'James manages the Emerging Markets Equity fund with a focus on the GCC and North Africa.',
    );
    await user.click(login.getByLabelText('Update my login details ?'));
    expect(username).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(within(summary).getByText('Current Password: Field is required')).toBeInTheDocument();
    await user.type(login.getByLabelText(/^Current Password/), 'password1');
    await user.type(login.getByLabelText(/^Password/), 'newpass1');
    await user.type(login.getByLabelText(/^Confirm Password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/preferences'), { timeout: 30_000 });
    expect(bodies[0]).toMatchObject({
      login_details: {
        username: 'investor1',
        current_password: 'password1',
        password: 'newpass1',
        password_confirmation: 'newpass1',
      },
      remarks: 'Vegetarian meals, please.',
      timezone: 'Europe/London',
    });
    expect(bodies[0]).not.toHaveProperty('invitation_code');
  });

  it('updates a presenter from /auth/registration/signup (first_time 0) and shows the update confirmation', async () => {
    signInAs('presenter');
    const bodies = recordBodies('auth/update-profile');
    const { router } = renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await findPageHeading('Registration');
    await loginRegion();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration/after-update-prefs'), {
      timeout: 8000,
    });
    await findPageHeading('Registration Updated');
    expect(screen.getByText(/Your registration update completed/)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      need_screen: true,
      media_interview: false,
      arrival_date: '2025-09-07',
      arrival_time: '18:30:00',
      timezone: 'Asia/Dubai',
    });
    expect(bodies[0]).not.toHaveProperty('login_details');
    expect(JSON.parse(window.localStorage.getItem('client') ?? 'null').api_token).toBe('demo-token-presenter1');
  });

  it('alerts the 422 message, ends the registration and goes to login when the update data is refused', async () => {
    signInAs('presenter');
    server.use(
      http.get(UPDATE_DATA, () =>
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
    const { router } = renderApp('/auth/registration/signup');
    expect(
      await screen.findByText('Your registration has been cancelled.', undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows a retry when the update data cannot be loaded', async () => {
    signInAs('presenter');
    server.use(
      http.get(UPDATE_DATA, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })),
    );
    renderApp('/auth/registration/signup');
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 30_000 })).toBeInTheDocument();
  });
});

describe('Register page — server answers', { timeout: 120_000 }, () => {
  // The demo's reference instant, before the slot cut-off (contract §12.1): after it an investor's slots are locked.
  pinDemoClockForEachTest();
  it('maps a nested object-form 422 onto the fields, keeps them after the 1-second re-validation, and keeps what was typed', async () => {
    await identifyAs('INV-INVESTOR-01');
    server.use(
      http.post(SIGNUP, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'The given data was invalid.',
            errors: {
              login_details: { username: ['The username has already been taken.'] },
              client_details: { telephone: ['Telephone is not valid.'] },
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderApp('/auth/registration/signup');
    const user = await fillInvestorSignup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('The username has already been taken.', { selector: '.swal2-html-container' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const login = within(await loginRegion());
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(login.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(login.getByText('The username has already been taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Telephone/)).toHaveAttribute('aria-invalid', 'true');
    expect(login.getByLabelText(/^Username/)).toHaveValue('hannah.s');
    expect(screen.getByLabelText(/^Biography/)).toHaveValue('Hannah covers European equities.');
  });

  it('maps a list-form 422 onto the field by name', async () => {
    await identifyAs('INV-INVESTOR-01');
    server.use(
      http.post(SIGNUP, () =>
        HttpResponse.json(
          { status: 422, message: 'x', errors: [{ name: 'mobile', message: 'Mobile is not valid.' }] },
          { status: 422 },
        ),
      ),
    );
    renderApp('/auth/registration/signup');
    const user = await fillInvestorSignup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mobile/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText('Mobile is not valid.').length).toBeGreaterThan(0);
  });

  it('runs the session-expired flow on a 422 with the logout flag, keeping the draft', async () => {
    await identifyAs('INV-INVESTOR-01');
    server.use(
      http.post(SIGNUP, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'Your registration session has expired.',
            errors: [{ name: 'session', message: 'Your registration session has expired.' }],
            logout: true,
          },
          { status: 422 },
        ),
      ),
    );
    const { router } = renderApp('/auth/registration/signup');
    const user = await fillInvestorSignup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration/identify'));
    expect(window.localStorage.getItem('timer')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('registration_form') ?? 'null')).toMatchObject({
      owner: 'INV-INVESTOR-01',
      client_details: { biography: 'Hannah covers European equities.' },
      login_details: { username: 'hannah.s', password: '', password_confirmation: '' },
    });
  });
});

describe('Register page — session countdown and draft', { timeout: 120_000 }, () => {
  it('alerts at zero, ends the registration and goes to Identify', async () => {
    await identifyAs('INV-INVESTOR-01');
    window.localStorage.setItem('timer', '3');
    const { router } = renderApp('/auth/registration/signup');
    expect(await screen.findByRole('timer', undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByText(SESSION_EXPIRED, undefined, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration/identify'));
    expect(window.localStorage.getItem('lists')).toBeNull();
  });

  it('keeps a signed-in attendee updating on /user/registration signed in, and brings back what they typed', async () => {
    signInAs('investor');
    const first = renderApp('/user/registration');
    const user = userEvent.setup();
    await loginRegion();
    await user.clear(screen.getByLabelText(/^Job Title/));
    await user.type(screen.getByLabelText(/^Job Title/), 'Chief Investment Officer');
    await waitFor(() => expect(window.localStorage.getItem('registration_form')).toContain('Chief Investment Officer'));
    window.localStorage.setItem('timer', '2');
    expect(await screen.findByText(SESSION_EXPIRED, undefined, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/user/dashboard'));
    expect(JSON.parse(window.localStorage.getItem('client') ?? 'null').api_token).toBe('demo-token-investor1');
    expect(window.localStorage.getItem('timer')).toBeNull();
    expect(window.localStorage.getItem('registration_form')).toContain('Chief Investment Officer');
    first.unmount();

    const second = renderApp('/user/registration');
    await loginRegion();
    expect(screen.getByLabelText(/^Job Title/)).toHaveValue('Chief Investment Officer');
    expect(screen.getByText(/What you typed before your session expired has been restored/)).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/user/registration');
    second.unmount();

    // Another attendee's update never picks up that draft.
    window.localStorage.clear();
    signInAs('presenter');
    renderApp('/user/registration');
    const personal = await screen.findByRole('region', { name: 'Personal Details' }, { timeout: 30_000 });
    expect(within(personal).getByLabelText(/^Job Title/)).not.toHaveValue('Chief Investment Officer');
  });

  it('goes to login at once when no client is stored (no timer counts as 1 second)', async () => {
    window.localStorage.setItem('first_time', '1');
    const { router } = renderApp('/auth/registration/signup');
    expect(await screen.findByText(SESSION_EXPIRED, undefined, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('warns one minute before expiry', async () => {
    await identifyAs('INV-INVESTOR-01');
    window.localStorage.setItem('timer', '62');
    renderApp('/auth/registration/signup');
    expect(await screen.findByRole('timer', undefined, { timeout: 30_000 })).toHaveTextContent('01:02');
    expect(
      await screen.findByText(/Your registration session expires in less than a minute/, undefined, {
        timeout: 30_000,
      }),
    ).toBeInTheDocument();
  });

  it('restores the draft when identifying again with the same invitation code, not with another one', async () => {
    await identifyAs('INV-INVESTOR-01');
    const first = renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await loginRegion();
    await user.clear(screen.getByLabelText(/^Job Title/));
    await user.type(screen.getByLabelText(/^Job Title/), 'Head of Research');
    await waitFor(() => expect(window.localStorage.getItem('registration_form')).toContain('Head of Research'));
    first.unmount();

    const second = renderApp('/auth/registration/identify');
    await findPageHeading('Registration');
    await waitFor(() => expect(window.localStorage.getItem('lists')).toBeNull());
    expect(window.localStorage.getItem('registration_form')).toContain('Head of Research');
    await user.click(screen.getByLabelText('I have read and accept the above conditions of participation'));
    await user.type(screen.getByLabelText(/Activation code/), 'INV-INVESTOR-01');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/auth/registration/signup'));
    expect(await screen.findByLabelText(/^Job Title/, undefined, { timeout: 30_000 })).toHaveValue('Head of Research');
    expect(screen.getByText(/What you typed before your session expired has been restored/)).toBeInTheDocument();
    second.unmount();

    const third = renderApp('/auth/registration/identify');
    await findPageHeading('Registration');
    await user.click(screen.getByLabelText('I have read and accept the above conditions of participation'));
    await user.type(screen.getByLabelText(/Activation code/), 'INV-PRESENTER-01');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/auth/registration/signup'));
    const personal = await screen.findByRole('region', { name: 'Personal Details' }, { timeout: 30_000 });
    expect(within(personal).getByLabelText(/^Job Title/)).toHaveValue('Chief Executive Officer');
  });
});
