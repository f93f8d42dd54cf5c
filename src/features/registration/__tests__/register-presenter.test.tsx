import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { confirmDaysChange, findPageHeading, identifyAs, recordBodies } from '@/testing/registration-flows';
import { fillPresenterSignup } from './helpers';

const region = (name: string) => screen.getByRole('region', { name });

async function chooseWednesdayAfternoon(user: UserEvent) {
  const availability = within(region('Days of Attendance & Time slots'));
  await user.click(await availability.findByRole('checkbox', { name: 'Wednesday 10 September' }));
  await confirmDaysChange();
  await user.click(await availability.findByRole('checkbox', { name: /^Afternoon \(all 4 slots/ }));
}

describe('Register page — presenter first time (INV-PRESENTER-01)', { timeout: 120_000 }, () => {
  it('shows the presenter sections and the Submit button', async () => {
    await identifyAs('INV-PRESENTER-01');
    renderApp('/auth/registration/signup');
    await findPageHeading('Registration');
    expect(await screen.findByRole('heading', { name: 'Colleagues Registration' })).toBeInTheDocument();
    expect(
      screen.getByText('Please note that attendance is limited to 2-3 attendees per company.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Days of Attendance & Time slots' })).toBeInTheDocument();
    // The dates and times are written the portal's way, not the browser's ("09/07/2025", "06:30 PM").
    const arrivalDates = within(screen.getByLabelText(/^Arrival Date/)).getAllByRole('option');
    expect(arrivalDates[1]).toHaveTextContent('Monday 1 September 2025');
    expect(arrivalDates[7]).toHaveTextContent('Sunday 7 September 2025');
    expect(arrivalDates.at(-1)).toHaveTextContent('Friday 19 September 2025');
    expect(within(screen.getByLabelText(/^Departure Date/)).getAllByRole('option')).toHaveLength(20);
    expect(within(screen.getByLabelText(/^Arrival Time/)).getByRole('option', { name: '18:30' })).toHaveValue('18:30');
    expect(within(screen.getByLabelText(/^Arrival Time/)).queryByRole('option', { name: /PM/ })).toBeNull();
    expect(screen.getByLabelText(/^Arrival Time/)).toHaveAccessibleDescription('London time (BST, GMT+1)');
    expect(screen.queryByLabelText(/^Biography/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Days of Attendance' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('shows the slots in the registration’s zone under the conference’s London morning and afternoon', async () => {
    await identifyAs('INV-PRESENTER-01');
    renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await findPageHeading('Registration');
    const availability = within(region('Days of Attendance & Time slots'));
    await user.click(await availability.findByRole('checkbox', { name: 'Wednesday 10 September' }));
    await confirmDaysChange();
    const wednesday = within(availability.getByRole('group', { name: 'Time slots on Wednesday 10 September' }));
    expect(
      wednesday.getByRole('checkbox', {
        name: 'Morning (all 4 slots), 08:30–12:20 London time (10:30–14:20 Riyadh time)',
      }),
    ).toBeInTheDocument();
    expect(
      wednesday.getByRole('checkbox', {
        name: 'Afternoon (all 4 slots), 14:00–17:50 London time (16:00–19:50 Riyadh time)',
      }),
    ).toBeInTheDocument();
    expect(wednesday.getByText('Times in Riyadh time')).toBeInTheDocument();
    expect(wednesday.getByRole('checkbox', { name: '16:00–16:50' })).toBeInTheDocument();
    expect(availability.getByText(/^Times are in Riyadh time\. Morning and afternoon/)).toBeInTheDocument();
  });

  it('requires travel dates, both questions and availability, and checks the window and the order against the chosen days', async () => {
    await identifyAs('INV-PRESENTER-01');
    renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await findPageHeading('Registration');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Please select your preferred days of attendance and time slots before you submit your application.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(within(summary).getByText('Arrival Date: Field is required')).toBeInTheDocument();
    expect(within(summary).getByText('Departure Time: Field is required')).toBeInTheDocument();
    expect(within(summary).getByText('Media Interview: This question is mandatory')).toBeInTheDocument();
    expect(within(summary).getByText('Audio Visual (A/V): This question is mandatory')).toBeInTheDocument();
    expect(within(summary).getByText('Days of attendance: Available Slots Required')).toBeInTheDocument();

    await chooseWednesdayAfternoon(user);
    await user.selectOptions(screen.getByLabelText(/^Arrival Date/), '2025-09-11');
    await user.selectOptions(screen.getByLabelText(/^Departure Date/), '2025-09-09');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await within(summary).findByText("Arrival Date: Arrival date shouldn't be after the first attending day."),
    ).toBeInTheDocument();
    expect(
      within(summary).getByText("Departure Date: Departure date shouldn't be before the last attending day."),
    ).toBeInTheDocument();
  });

  it('signs up with the presenter body and goes to the thank page', async () => {
    await identifyAs('INV-PRESENTER-01');
    const bodies = recordBodies('auth/signup');
    const { router } = renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await findPageHeading('Registration');
    await fillPresenterSignup(user);
    await user.selectOptions(screen.getByLabelText(/^Arrival Date/), '2025-09-09');
    await user.selectOptions(screen.getByLabelText(/^Departure Date/), '2025-09-12');
    expect(screen.getByRole('combobox', { name: /^Arrival Date/ })).toHaveDisplayValue('Tuesday 9 September 2025');
    expect(screen.getByRole('combobox', { name: /^Arrival Time/ })).toHaveDisplayValue('20:15');
    expect(screen.getByRole('combobox', { name: /^Departure Date/ })).toHaveDisplayValue('Friday 12 September 2025');
    expect(screen.getByLabelText(/^Departure Time/)).toHaveAccessibleDescription('London time (BST, GMT+1)');
    await chooseWednesdayAfternoon(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/registration/thank'), { timeout: 30_000 });
    expect(await findPageHeading('Registration Completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/user/profile');
    expect(bodies[0]).toMatchObject({
      login_details: { username: 'faisal.q' },
      arrival_date: '2025-09-09',
      arrival_time: '20:15:00',
      departure_date: '2025-09-12',
      departure_time: '11:00:00',
      timezone: 'Asia/Riyadh',
      available_slot: [305, 306, 307, 308],
      need_screen: true,
      media_interview: false,
      prefer_interview: false,
      invitation_code: 'INV-PRESENTER-01',
      colleagues: [],
    });
    expect(JSON.parse(window.localStorage.getItem('client') ?? 'null').api_token).toBe('demo-token-client-1102');
    expect(window.localStorage.getItem('first_time')).toBe('0');
  });
});
