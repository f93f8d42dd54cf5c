import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { findPageHeading, identifyAs, pinDemoClockForEachTest, recordBodies } from '@/testing/registration-flows';

describe('Register page — investor first time (INV-INVESTOR-01)', { timeout: 120_000 }, () => {
  // The demo's reference instant, before the slot cut-off (contract §12.1): after it an investor's slots are locked.
  pinDemoClockForEachTest();
  it('shows the investor sections with read-only identity fields and no update checkbox', async () => {
    await identifyAs('INV-INVESTOR-01');
    renderApp('/auth/registration/signup');
    await findPageHeading('Registration');
    expect(await screen.findByRole('heading', { name: 'Login Details' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Update my login details ?')).toBeNull();
    expect(screen.queryByLabelText(/Current Password/)).toBeNull();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First Name')).toHaveValue('Hannah');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Company')).toHaveValue('Rhine Valley Investments');
    // The sections below the first screen arrive right after the first render.
    expect(await screen.findByRole('heading', { name: 'Days of Attendance' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '8-9 September' })).toBeChecked());
    expect(screen.queryByRole('heading', { name: 'Colleagues Registration' })).toBeNull();
    expect(screen.queryByLabelText(/Arrival Date/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hotel and Accommodation' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('checks the main form rules with the spec messages', async () => {
    await identifyAs('INV-INVESTOR-01');
    renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await findPageHeading('Registration');
    await user.type(await screen.findByLabelText(/^Username/), 'abc');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abd');
    await user.clear(screen.getByLabelText(/^Job Title/));
    await user.type(screen.getByLabelText(/^Additional Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(within(summary).getByText('Username: Username must have at least 6 letters.')).toBeInTheDocument();
    expect(within(summary).getByText('Password: Password must have at least 6 letters.')).toBeInTheDocument();
    expect(within(summary).getByText('Confirm Password: Passwords must be identical.')).toBeInTheDocument();
    expect(within(summary).getByText('Job Title: Field is required')).toBeInTheDocument();
    expect(within(summary).getByText('Biography: Field is required')).toBeInTheDocument();
    expect(within(summary).getByText('Additional Email: Invalid email address')).toBeInTheDocument();
    expect(within(summary).getByText('Days of Attendance: Available slot field is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Job Title/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs up, reads me with the new token and goes to the investor redirection route', async () => {
    await identifyAs('INV-INVESTOR-01');
    const bodies = recordBodies('auth/signup');
    const { router } = renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await findPageHeading('Registration');
    await user.type(await screen.findByLabelText(/^Username/), 'hannah.s');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Biography/), 'Hannah covers European equities.');
    await user.type(screen.getByLabelText(/^Assistant Name/), '  ');
    await user.click(screen.getByRole('checkbox', { name: 'Monday 8 September' }));
    const monday = screen.getByRole('group', { name: 'Time slots on Monday 8 September' });
    const slots = within(monday).getAllByRole('checkbox');
    await user.click(slots[0]);
    await user.click(slots[1]);
    expect(screen.getByRole('checkbox', { name: 'Wednesday 10 September' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/preferences'), { timeout: 30_000 });
    // Investors are told that the sign-up worked on the page they reach.
    expect(
      await screen.findByText(
        'Registration Completed. Your registration has been completed successfully. A confirmation e-mail will follow shortly.',
      ),
    ).toBeInTheDocument();
    const body = bodies[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      login_details: { username: 'hannah.s', password: 'secret12', password_confirmation: 'secret12' },
      client_details: {
        job_title: 'Senior Equity Analyst',
        biography: 'Hannah covers European equities.',
        assistant_name: null,
      },
      arrival_date: null,
      departure_time: null,
      timezone: 'Europe/Berlin',
      available_slot: [101, 102],
      need_screen: null,
      media_interview: null,
      prefer_interview: null,
      invitation_code: 'INV-INVESTOR-01',
    });
    expect(body).not.toHaveProperty('colleagues');
    expect((body.client_details as Record<string, unknown>).first_name).toBeUndefined();
    const stored = JSON.parse(window.localStorage.getItem('client') ?? 'null');
    expect(stored.api_token).toBe('demo-token-client-1002');
    expect(stored.user.username).toBe('hannah.s');
    expect(window.localStorage.getItem('first_time')).toBe('0');
    for (const key of ['lists', 'timer', 'registration_form', 'conference', 'presenter_mates'])
      expect(window.localStorage.getItem(key)).toBeNull();
  });
});
