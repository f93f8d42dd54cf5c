import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pinClock } from '@/lib/dates/clock';
import { setMockNow } from '@/mocks/clock';
import { changeDemoSchedule } from '@/mocks/demo-changes';
import { clearAll } from '@/lib/session/storage';
import { findHeading, loadPageParts, renderApp, signInAs } from '@/testing/render';

/** Pins the page's and the mock server's clocks to a London wall-clock time on Monday 8 September 2025. */
function pinMonday(londonTime: string) {
  const at = new Date(`2025-09-08T${londonTime}+01:00`);
  pinClock(at);
  setMockNow(at);
}

afterEach(() => {
  pinClock(null);
  setMockNow(null);
  vi.unstubAllGlobals();
});

const reminders = () => screen.getByRole('region', { name: 'Reminders' });
const reminderFor = async (name: RegExp) =>
  within(await screen.findByRole('region', { name: 'Reminders' }, { timeout: 10_000 })).findByRole(
    'article',
    { name },
    { timeout: 5000 },
  );

/** The clock moved on: the page looks again at what is due as when it comes back into view. */
function moveClockTo(londonTime: string) {
  act(() => {
    pinMonday(londonTime);
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

// The dashboard's overview and tabs are there from its first render (see dashboard-deferred.test.tsx for the order they come in).
beforeAll(() => loadPageParts('/user/dashboard'));

describe('reminders before each meeting', () => {
  it('shows on any page at the chosen time: who, the time with its zone, the room, and a link to the meeting', async () => {
    pinMonday('09:15:00'); // Nile Delta Bank, 09:30 in Room 4: the reminder falls due at 09:20
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading(/DASHBOARD/i);
    await screen.findByRole('region', { name: 'Reminders' }, { timeout: 10_000 });
    expect(within(reminders()).queryAllByRole('article')).toHaveLength(0);
    moveClockTo('09:19:59.500');
    expect(within(reminders()).queryAllByRole('article')).toHaveLength(0);

    const reminder = await reminderFor(/^Nile Delta Bank starts in 10 minutes$/);
    expect(reminder).toHaveTextContent('One-on-One meeting · Monday 8 September, 09:30 London time · Room 4');
    expect(within(reminder).getByRole('link', { name: 'Open in the schedule' })).toHaveAttribute(
      'href',
      '/user/schedule-preview#meeting-5001',
    );

    // Closed, it stays closed (in every tab: the closing is kept).
    await userEvent.click(within(reminder).getByRole('button', { name: 'Close reminder: Nile Delta Bank' }));
    expect(within(reminders()).queryAllByRole('article')).toHaveLength(0);
  });

  it('never comes for a cancelled meeting', async () => {
    changeDemoSchedule(); // Gulf Horizon Telecom (14:00) cancelled; Petra Pharmaceuticals moved to Monday 11:30
    pinMonday('13:50:00');
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading(/DASHBOARD/i);
    await screen.findByRole('region', { name: 'Reminders' }, { timeout: 10_000 });
    // Its reminder would be due at 13:50; Nile Delta Bank's at 09:20 is past with its meeting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(within(reminders()).queryAllByRole('article')).toHaveLength(0);
  });

  it('comes at the new time of a moved meeting, in the zone chosen for the schedule', async () => {
    changeDemoSchedule();
    window.localStorage.setItem('schedule_timezone', JSON.stringify('Asia/Dubai'));
    pinMonday('11:20:00');
    signInAs('investor');
    renderApp('/user/dashboard');
    const reminder = await reminderFor(/^Petra Pharmaceuticals starts in 10 minutes$/);
    expect(reminder).toHaveTextContent('Monday 8 September, 14:30 Dubai time · Room 2');
  });
});

describe('the reminder setting', () => {
  it('is on the Meeting Schedule page, 10 minutes unless chosen, kept on the device and gone after logout', async () => {
    pinMonday('08:00:00');
    signInAs('investor');
    const first = renderApp('/user/schedule-preview');
    await findHeading('Meeting Schedule – Mr. James Whitmore');
    const minutes = await screen.findByRole('combobox', { name: 'Remind me before each meeting' });
    expect(minutes).toHaveDisplayValue('10 minutes before');
    expect(
      within(minutes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Off', '5 minutes before', '10 minutes before', '15 minutes before', '30 minutes before']);
    await userEvent.selectOptions(minutes, '30 minutes before');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remind me of general sessions too' }));
    first.unmount();

    const second = renderApp('/user/agenda');
    await findHeading('Meeting Schedule – Mr. James Whitmore');
    expect(await screen.findByRole('combobox', { name: 'Remind me before each meeting' })).toHaveDisplayValue(
      '30 minutes before',
    );
    expect(screen.getByRole('checkbox', { name: 'Remind me of general sessions too' })).toBeChecked();
    // 30 minutes: Nile Delta Bank's (09:30) reminder is due from 09:00.
    moveClockTo('08:59:59.500');
    expect(await reminderFor(/^Nile Delta Bank starts in 30 minutes$/)).toBeInTheDocument();

    second.unmount();
    clearAll(); // what logout does to local storage
    expect(Object.keys(window.localStorage).filter((key) => key.includes('reminders'))).toEqual([]);
    signInAs('investor');
    renderApp('/user/schedule-preview');
    await findHeading('Meeting Schedule – Mr. James Whitmore');
    expect(await screen.findByRole('combobox', { name: 'Remind me before each meeting' })).toHaveDisplayValue(
      '10 minutes before',
    );
  });

  it("is on the dashboard's next-meeting card too (the minutes alone), the same choice", async () => {
    pinMonday('08:00:00');
    signInAs('investor');
    const home = renderApp('/user/dashboard');
    const card = await screen.findByRole('region', { name: 'Your next meeting' }, { timeout: 10_000 });
    const minutes = await within(card).findByRole('combobox', { name: 'Remind me before each meeting' });
    expect(minutes).toHaveDisplayValue('10 minutes before');
    expect(within(card).queryByRole('checkbox')).toBeNull();
    await userEvent.selectOptions(minutes, '5 minutes before');
    home.unmount();

    renderApp('/user/schedule-preview');
    await findHeading('Meeting Schedule – Mr. James Whitmore');
    expect(await screen.findByRole('combobox', { name: 'Remind me before each meeting' })).toHaveDisplayValue(
      '5 minutes before',
    );
  });

  it('asks for notifications only when they are turned on, and says plainly when the browser refuses', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission }));
    pinMonday('08:00:00');
    signInAs('investor');
    renderApp('/user/schedule-preview');
    await findHeading('Meeting Schedule – Mr. James Whitmore');
    const system = await screen.findByRole('checkbox', { name: /Also as a notification on this device/ });
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(system);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Your browser blocks notifications from the portal/)).toBeInTheDocument();
    expect(system).not.toBeChecked();

    requestPermission.mockResolvedValueOnce('granted');
    await userEvent.click(system);
    await waitFor(() => expect(system).toBeChecked());
    expect(screen.getByText('Reminders will also come as notifications on this device.')).toBeInTheDocument();
  });
});

describe('changes while the portal is open', () => {
  it('a change read again shows at once as a toast naming it, and as marks, without a reload', async () => {
    pinMonday('08:00:00');
    signInAs('investor');
    const { queryClient } = renderApp('/user/schedule-preview');
    await findHeading('Meeting Schedule – Mr. James Whitmore');
    await screen.findByRole('article', { name: /^Nile Delta Bank/ });
    changeDemoSchedule();
    await act(() => queryClient.refetchQueries({ queryKey: ['schedule', 'detail'] }));
    expect(await screen.findByText(/Nile Delta Bank moved to Room 2\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findByText(/Since your last visit: 2 new meetings, 1 moved, 1 room changed, 1 cancelled/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: /^Nile Delta Bank/ })).getByText('Room changed'),
    ).toBeInTheDocument();
  });
});
