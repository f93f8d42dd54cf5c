import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { renderApp } from '@/testing/render';
import { findPageHeading, identifyAs, pinDemoClockForEachTest } from '@/testing/registration-flows';

const region = (name: string) => within(screen.getByRole('region', { name }));

async function openRegistration(code: 'INV-INVESTOR-01' | 'INV-PRESENTER-01') {
  await identifyAs(code);
  renderApp('/auth/registration/signup');
  await findPageHeading('Registration');
  await screen.findByRole('region', { name: 'Login Details' }, { timeout: 30_000 });
  // The sections below the first screen arrive right after the first render, each with its own code:
  // every loading card in their place has gone.
  await screen.findByRole('region', { name: 'Hotel and Accommodation' }, { timeout: 30_000 });
  await waitFor(() => expect(screen.queryByText('Loading this part of the form…')).toBeNull(), { timeout: 30_000 });
}

pinDemoClockForEachTest();

describe('Register page — investor days of attendance', { timeout: 120_000 }, () => {
  it('offers the days of one days group: choosing the other group disables these days and drops their slots', async () => {
    const user = userEvent.setup();
    await openRegistration('INV-INVESTOR-01');
    const days = region('Days of Attendance');
    const first = await days.findByRole('radio', { name: '8-9 September' }, { timeout: 30_000 });
    await waitFor(() => expect(first).toBeChecked());
    expect(days.getByRole('checkbox', { name: 'Wednesday 10 September' })).toBeDisabled();
    expect(days.getByRole('checkbox', { name: 'Thursday 11 September' })).toBeDisabled();

    await user.click(days.getByRole('checkbox', { name: 'Monday 8 September' }));
    const mondaySlots = within(days.getByRole('group', { name: 'Time slots on Monday 8 September' }));
    await user.click(mondaySlots.getAllByRole('checkbox')[0]);
    expect(mondaySlots.getAllByRole('checkbox')[0]).toBeChecked();

    await user.click(days.getByRole('radio', { name: '10-11 September' }));
    const monday = days.getByRole('checkbox', { name: 'Monday 8 September' });
    expect(monday).toBeDisabled();
    expect(monday).not.toBeChecked();
    expect(days.getByRole('checkbox', { name: 'Tuesday 9 September' })).toBeDisabled();
    expect(days.queryByRole('group', { name: 'Time slots on Monday 8 September' })).toBeNull();
    expect(days.getByRole('checkbox', { name: 'Wednesday 10 September' })).toBeEnabled();

    // The Monday slot went with its group: nothing is chosen any more.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(within(summary).getByText('Days of Attendance: Available slot field is required')).toBeInTheDocument();

    // And back: a Wednesday choice goes when the first group is chosen again.
    await user.click(days.getByRole('checkbox', { name: 'Wednesday 10 September' }));
    await user.click(
      within(days.getByRole('group', { name: 'Time slots on Wednesday 10 September' })).getAllByRole('checkbox')[0],
    );
    await waitFor(() =>
      expect(within(summary).queryByText('Days of Attendance: Available slot field is required')).toBeNull(),
    );
    await user.click(first);
    expect(days.getByRole('checkbox', { name: 'Wednesday 10 September' })).not.toBeChecked();
    expect(days.getByRole('checkbox', { name: 'Wednesday 10 September' })).toBeDisabled();
    expect(days.getByRole('checkbox', { name: 'Monday 8 September' })).toBeEnabled();
  });

  it("says 'Days of attendance registration will be available soon.' when investor slot registration is off", async () => {
    db.conference.allow_investor_slots_registration = false;
    await openRegistration('INV-INVESTOR-01');
    const days = region('Days of Attendance');
    expect(await days.findByText('Days of attendance registration will be available soon.')).toBeInTheDocument();
    expect(days.queryByRole('checkbox')).toBeNull();
    expect(days.queryByRole('radio')).toBeNull();
  });

  it('offers the days when investor slot registration is on', async () => {
    await openRegistration('INV-INVESTOR-01');
    const days = region('Days of Attendance');
    expect(await days.findByRole('checkbox', { name: 'Monday 8 September' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(days.queryByText('Days of attendance registration will be available soon.')).toBeNull();
  });
});

describe('Register page — sections the conference turns off', { timeout: 120_000 }, () => {
  it('shows Remarks only with web_enable_remark_box', async () => {
    db.conference.web_enable_remark_box = false;
    await openRegistration('INV-INVESTOR-01');
    expect(screen.getByRole('heading', { name: 'Days of Attendance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Remarks' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Remarks' })).toBeNull();
  });

  it('shows Remarks to presenters too when the box is on', async () => {
    await openRegistration('INV-PRESENTER-01');
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toBeInTheDocument();
  });

  it('leaves out the arrival fields with disable_arrival_dates, keeping the departure ones', async () => {
    db.conference.disable_arrival_dates = true;
    await openRegistration('INV-PRESENTER-01');
    const travel = region('Arrival and Departure');
    expect(travel.queryByLabelText(/^Arrival Date/)).toBeNull();
    expect(travel.queryByLabelText(/^Arrival Time/)).toBeNull();
    expect(travel.getByLabelText(/^Departure Date/)).toBeInTheDocument();
    expect(travel.getByLabelText(/^Departure Time/)).toBeInTheDocument();
  });

  it('leaves out the departure fields with disable_depature_dates, keeping the arrival ones', async () => {
    db.conference.disable_depature_dates = true;
    await openRegistration('INV-PRESENTER-01');
    const travel = region('Arrival and Departure');
    expect(travel.getByLabelText(/^Arrival Date/)).toBeInTheDocument();
    expect(travel.getByLabelText(/^Arrival Time/)).toBeInTheDocument();
    expect(travel.queryByLabelText(/^Departure Date/)).toBeNull();
    expect(travel.queryByLabelText(/^Departure Time/)).toBeNull();
  });

  it('leaves out the whole travel section when both are disabled', async () => {
    db.conference.disable_arrival_dates = true;
    db.conference.disable_depature_dates = true;
    await openRegistration('INV-PRESENTER-01');
    expect(screen.getByRole('heading', { name: 'Days of Attendance & Time slots' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Arrival and Departure' })).toBeNull();
    expect(screen.queryByLabelText(/^Arrival Date/)).toBeNull();
    expect(screen.queryByLabelText(/^Departure Date/)).toBeNull();
  });
});

describe('Register page — a refused submit', { timeout: 120_000 }, () => {
  it('scrolls to the first field in error, 255 px below the top of the window, and focuses it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    await openRegistration('INV-INVESTOR-01');
    const username = region('Login Details').getByLabelText(/^Username/);
    // Where the form lays the username field out (the test document lays nothing out): 700 px down a page scrolled by 400.
    vi.spyOn(username, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 700, width: 300, height: 40 }),
    );
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    try {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 400 + 700 - 255, behavior: 'smooth' }));
      expect(username).toHaveAttribute('aria-invalid', 'true');
      expect(username).toHaveFocus();
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });
});
