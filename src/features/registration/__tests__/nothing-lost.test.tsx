/**
 * Registration forms keep every value typed when their submit fails: Identify and the investor
 * signup (500, abort; their 422 cases are in identify-page.test.tsx and register-flows.test.tsx),
 * the presenter signup, the Register Colleague form (422, 500, abort) and the presenter's
 * availability page (500, abort; its 422 cases are in availability-page.test.tsx).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileKeys } from '@/lib/profile/profile';
import { server } from '@/mocks/node';
import { failLaterRead, failSubmit, formSnapshot, failureShown, submitFailures } from '@/testing/nothing-lost';
import { renderApp, signInAs } from '@/testing/render';
import {
  fillRegisterColleague,
  findPageHeading,
  confirmDaysChange,
  identifyAs,
  pinDemoClockForEachTest,
} from '@/testing/registration-flows';
import { fillInvestorSignup, fillPresenterSignup } from './helpers';

const serverFailures = ['500', 'network abort'] as const;

describe('Registration keeps what was typed when a later read of the profile fails', () => {
  it('leaves the form and the typed text as they are, with a notice and Try again', async () => {
    const user = userEvent.setup();
    signInAs('investor');
    const { queryClient } = renderApp('/user/registration');
    const details = await screen.findByRole('region', { name: 'Personal Details' }, { timeout: 30_000 });
    const jobTitle = within(details).getByLabelText(/^Job Title/);
    await user.clear(jobTitle);
    await user.type(jobTitle, 'Head of Research');
    await failLaterRead(queryClient, 'auth/get-required-data-update-profile', { queryKey: profileKeys.all });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('We could not load your registration.');
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(details).toBeInTheDocument();
    expect(within(details).getByLabelText(/^Job Title/)).toHaveValue('Head of Research');
    server.resetHandlers();
  });
});

async function closeAlert(user: ReturnType<typeof userEvent.setup>) {
  const ok = screen.queryByRole('button', { name: 'OK' });
  if (ok) await user.click(ok);
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}

describe.each(serverFailures)('Identify keeps what was typed (%s)', (kind) => {
  it('keeps the accepted conditions and the activation code', async () => {
    const user = userEvent.setup();
    renderApp('/auth/registration/identify');
    await findPageHeading('Registration');
    await user.click(screen.getByLabelText('I have read and accept the above conditions of participation'));
    await user.type(screen.getByLabelText(/Activation code/), 'INV-INVESTOR-01');
    const called = failSubmit('get', 'auth/get-required-data-registration', kind, 'invitation_code');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await called();
    await failureShown();
    await closeAlert(user);
    expect(screen.getByLabelText('I have read and accept the above conditions of participation')).toBeChecked();
    expect(screen.getByLabelText(/Activation code/)).toHaveValue('INV-INVESTOR-01');
  });
});

describe.each(serverFailures)('Investor signup keeps what was typed (%s)', { timeout: 120_000 }, (kind) => {
  // The demo's reference instant, before the slot cut-off (contract §12.1): after it an investor's slots are locked.
  pinDemoClockForEachTest();
  it('keeps the login details, the biography and the chosen slots', async () => {
    await identifyAs('INV-INVESTOR-01');
    renderApp('/auth/registration/signup');
    const user = await fillInvestorSignup();
    const login = within(screen.getByRole('region', { name: 'Login Details' }));
    const form = screen.getByRole('button', { name: 'Next' }).closest('form')!;
    const before = formSnapshot(form);
    const called = failSubmit('post', 'auth/signup', kind, 'username');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await called();
    await failureShown();
    await closeAlert(user);
    expect(formSnapshot(form)).toEqual(before);
    expect(login.getByLabelText(/^Username/)).toHaveValue('hannah.s');
    expect(screen.getByLabelText(/^Biography/)).toHaveValue('Hannah covers European equities.');
  });
});

describe.each(submitFailures)('Presenter signup keeps what was typed (%s)', { timeout: 120_000 }, (kind) => {
  it('keeps the login details, travel, questions and chosen slots', async () => {
    await identifyAs('INV-PRESENTER-01');
    renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await findPageHeading('Registration');
    await fillPresenterSignup(user);
    const login = within(screen.getByRole('region', { name: 'Login Details' }));
    await user.selectOptions(screen.getByLabelText(/^Arrival Date/), '2025-09-09');
    await user.selectOptions(screen.getByLabelText(/^Departure Date/), '2025-09-12');
    const availability = within(screen.getByRole('region', { name: 'Days of Attendance & Time slots' }));
    await user.click(await availability.findByRole('checkbox', { name: 'Wednesday 10 September' }));
    await confirmDaysChange();
    await user.click(await availability.findByRole('checkbox', { name: /^Afternoon \(all 4 slots/ }));
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form')!;
    const before = formSnapshot(form);
    const called = failSubmit('post', 'auth/signup', kind, 'arrival_date');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await called();
    await failureShown();
    await closeAlert(user);
    expect(formSnapshot(form)).toEqual(before);
    expect(login.getByLabelText(/^Username/)).toHaveValue('faisal.q');
    expect(screen.getByLabelText(/^Arrival Date/)).toHaveValue('2025-09-09');
    expect(screen.getByLabelText(/^Departure Time/)).toHaveValue('11:00');
  });
});

describe.each(submitFailures)('Register Colleague keeps what was typed (%s)', { timeout: 120_000 }, (kind) => {
  it('keeps the chosen colleague, the login details and the address', async () => {
    const user = userEvent.setup();
    const group = await fillRegisterColleague(user);
    const form = within(group);
    const before = formSnapshot(group);
    const called = failSubmit('post', 'auth/register-presenter-mate', kind, 'username');
    await user.click(form.getByRole('button', { name: 'Register Colleague' }));
    await called();
    await failureShown();
    await closeAlert(user);
    expect(formSnapshot(group)).toEqual(before);
    expect(form.getByLabelText(/^Username/)).toHaveValue('sara.mansour');
    expect(form.getByLabelText(/^Address/)).toHaveValue('Sheikh Zayed Road, Dubai');
    expect(form.getByLabelText('use my time slots')).toBeChecked();
    expect(group.querySelector('.rs__single-value')?.textContent).toBe('Sara Mansour');
  });
});

describe.each(serverFailures)('Presenter availability page keeps the chosen days and slots (%s)', (kind) => {
  pinDemoClockForEachTest();

  it('keeps the added day and its slots', async () => {
    const user = userEvent.setup();
    signInAs('presenter');
    renderApp('/auth/availability');
    await screen.findByRole('heading', { level: 1, name: 'Days of Attendance & Time slots' }, { timeout: 30_000 });
    await screen.findByRole('checkbox', { name: 'Monday 8 September' }, { timeout: 30_000 });
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday 10 September' }));
    const ok = await screen.findByRole('button', { name: 'OK' }, { timeout: 30_000 });
    await act(async () => ok.click());
    const wednesday = await screen.findByRole('group', { name: 'Time slots on Wednesday 10 September' });
    await user.click(within(wednesday).getByRole('checkbox', { name: /^Afternoon/ }));
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form')!;
    const before = formSnapshot(form);
    const called = failSubmit('post', 'auth/update-profile', kind, 'available_slot');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await called();
    await failureShown();
    await closeAlert(user);
    expect(formSnapshot(form)).toEqual(before);
    expect(screen.getByRole('checkbox', { name: 'Wednesday 10 September' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Time slots on Wednesday 10 September' })).getByRole('checkbox', {
        name: /^Afternoon/,
      }),
    ).toBeChecked();
  });
});
