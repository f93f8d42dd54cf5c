import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** Fills an investor's first-time signup as far as Next allows: login details, biography, one Monday slot. */
export async function fillInvestorSignup(user: UserEvent = userEvent.setup()) {
  const login = within(await screen.findByRole('region', { name: 'Login Details' }, { timeout: 10_000 }));
  await user.type(login.getByLabelText(/^Username/), 'hannah.s');
  await user.type(login.getByLabelText(/^Password/), 'secret12');
  await user.type(login.getByLabelText(/^Confirm Password/), 'secret12');
  await user.type(screen.getByLabelText(/^Biography/), 'Hannah covers European equities.');
  await user.click(await screen.findByRole('checkbox', { name: 'Monday 8 September' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Time slots on Monday 8 September' })).getAllByRole('checkbox')[0],
  );
  return user;
}

/** Fills a presenter's login details, the Media Interview (No) and A/V (Yes) questions and the travel times. */
export async function fillPresenterSignup(user: UserEvent) {
  const login = within(await screen.findByRole('region', { name: 'Login Details' }, { timeout: 10_000 }));
  await user.type(login.getByLabelText(/^Username/), 'faisal.q');
  await user.type(login.getByLabelText(/^Password/), 'secret12');
  await user.type(login.getByLabelText(/^Confirm Password/), 'secret12');
  await user.click(
    within(await screen.findByRole('group', { name: /Media Interview:/ })).getByRole('radio', { name: 'No' }),
  );
  await user.click(
    within(screen.getByRole('group', { name: /Audio Visual \(A\/V\):/ })).getByRole('radio', { name: 'Yes' }),
  );
  await user.selectOptions(screen.getByLabelText(/^Arrival Time/), '20:15');
  await user.selectOptions(screen.getByLabelText(/^Departure Time/), '11:00');
}
