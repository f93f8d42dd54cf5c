import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import {
  chooseOption,
  confirmDaysChange,
  findPageHeading,
  identifyAs,
  pinDemoClockForEachTest,
  recordBodies,
} from '@/testing/registration-flows';

const FULLY_BOOKED =
  'Please note that this slot is fully booked. Please choose other slots within the same day or change your days of attendance.';

// Before the cut-off (contract §12.1), so every slot not fully booked may be chosen.
pinDemoClockForEachTest();

const availability = () => within(screen.getByRole('region', { name: 'Days of Attendance & Time slots' }));

/**
 * A second Gulf Horizon Telecom presenter signs up with the placeholder token, so the slot attendance
 * answer counts her own company in every slot her colleagues hold (contract §5.6, §12.8): Monday's
 * slots are "fully booked" by her colleagues and two other companies, yet she may join them.
 */
describe('Presenter availability — own company counted once (INV-GHT-1104, company 503)', { timeout: 120_000 }, () => {
  it('lets her choose the days her company holds, keeps the full days of other companies closed, and signs up', async () => {
    await identifyAs('INV-GHT-1104');
    const bodies = recordBodies('auth/signup');
    const { router } = renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await findPageHeading('Registration');
    await screen.findByRole('region', { name: 'Days of Attendance & Time slots' }, { timeout: 30_000 });

    // Monday and Tuesday: 501, 503 and another company in every slot, 503 being her own.
    const monday = await availability().findByRole('checkbox', { name: 'Monday 8 September' });
    await waitFor(() => expect(monday).toBeEnabled());
    expect(availability().getByRole('checkbox', { name: 'Tuesday 9 September' })).toBeEnabled();
    // Wednesday 301-304 (504, 507, 513) and Thursday 405-408 (506, 509, 511) are full without her company.
    const wednesday = availability().getByRole('checkbox', { name: 'Wednesday 10 September' });
    expect(wednesday).toBeEnabled(); // its afternoon (305-308) is open to every company
    await user.click(wednesday);
    await confirmDaysChange();
    const wednesdaySlots = within(availability().getByRole('group', { name: 'Time slots on Wednesday 10 September' }));
    expect(wednesdaySlots.getByRole('checkbox', { name: /^Morning/ })).toBeDisabled();
    await user.click(wednesday);
    await confirmDaysChange();

    await user.click(monday);
    await confirmDaysChange();
    const mondaySlots = within(availability().getByRole('group', { name: 'Time slots on Monday 8 September' }));
    const morning = mondaySlots.getByRole('checkbox', { name: /^Morning \(all 4 slots/ });
    expect(morning).toBeEnabled();
    expect(mondaySlots.getByRole('checkbox', { name: /^Afternoon \(all 4 slots/ })).toBeEnabled();
    expect(mondaySlots.queryByText(FULLY_BOOKED)).toBeNull();
    await user.click(morning);

    // The rest of the form, then a sign-up the mock backend accepts (it counts her company once too).
    const login = within(screen.getByRole('region', { name: 'Login Details' }));
    await user.type(login.getByLabelText(/^Username/), 'sara.mansour');
    await user.type(login.getByLabelText(/^Password/), 'secret12');
    await user.type(login.getByLabelText(/^Confirm Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Address/), 'Sheikh Zayed Road, Dubai');
    await chooseOption(user, /^Nationality/, 'United Arab Emirates');
    await user.click(
      within(screen.getByRole('group', { name: /Media Interview:/ })).getByRole('radio', { name: 'No' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: /Audio Visual \(A\/V\):/ })).getByRole('radio', { name: 'Yes' }),
    );
    await user.selectOptions(screen.getByLabelText(/^Arrival Date/), '2025-09-07');
    await user.selectOptions(screen.getByLabelText(/^Arrival Time/), '18:00');
    await user.selectOptions(screen.getByLabelText(/^Departure Date/), '2025-09-09');
    await user.selectOptions(screen.getByLabelText(/^Departure Time/), '10:00');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration/thank'), { timeout: 30_000 });
    expect(bodies[0]).toMatchObject({ invitation_code: 'INV-GHT-1104', available_slot: [101, 102, 103, 104] });
  });
});
