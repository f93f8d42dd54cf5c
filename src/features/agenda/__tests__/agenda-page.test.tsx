import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_ACTION_REASON } from '@/components/offline-notice';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { buildScheduleAnswer } from '@/testing/builders/schedule';
import { renderApp, signInAs } from '@/testing/render';
import { entry, openAgenda, pinClocks, releaseClocks, SCHEDULE, TOURS } from './helpers';

afterEach(() => {
  releaseClocks();
  act(() => onlineManager.setOnline(true));
});

const dayHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('My Agenda — investor', () => {
  it('lists the meetings and the general session by day, as the schedule shows them, with the cancel action', async () => {
    pinClocks();
    await openAgenda('investor');
    expect(dayHeadings()).toEqual(['Monday 8 September 2025', 'Wednesday 10 September 2025']);
    const nile = entry(/^Nile Delta Bank, Monday 8 September 2025 09:30/);
    expect(within(nile).getByText('09:30–10:20')).toBeInTheDocument();
    expect(within(nile).getByText('London time')).toBeInTheDocument();
    expect(within(nile).getByText('Room 4')).toBeInTheDocument();
    expect(within(nile).getByText('Mr. Ahmed Fawzy')).toBeInTheDocument();
    expect(await within(nile).findByRole('button', { name: /Cancel meeting/ })).toBeEnabled();
    expect(entry(/^Networking Lunch/)).toHaveTextContent("Lunch is served in the Directors' Lounge, level 2.");
    expect(entry(/^Petra Pharmaceuticals, Wednesday 10 September 2025 10:30/)).toBeInTheDocument();
    // investor1 has no tour booking and gave no travel details; the shuttle timetable is the sample.
    expect(screen.queryByRole('article', { name: /Guided tour|Arrival|Departure|shuttle/ })).not.toBeInTheDocument();
    expect(screen.getByText('(GMT+01:00) London', { selector: 'strong' })).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Schedule views' });
    expect(within(views).getByRole('link', { name: 'My meetings' })).toHaveAttribute('href', '/user/schedule-preview');
    expect(within(views).getByRole('link', { name: 'Whole agenda' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Provisional Agenda subject to change')).toBeInTheDocument();
    // Before the conference there is no Now and Next.
    expect(screen.queryByRole('region', { name: 'Now and next' })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    // The whole agenda is a view of the Meeting Schedule page: the menu has the spec's one item for both.
    expect(within(menu).queryByRole('link', { name: 'My Agenda' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', '/user/schedule-preview');
    expect(within(menu).getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
  }, 120_000);

  it('shows the times in the zone chosen on the schedule page, named, with the day marker', async () => {
    window.localStorage.setItem('schedule_timezone', JSON.stringify('Asia/Tokyo'));
    await openAgenda('investor');
    expect(screen.getByText(/\(GMT\+09:00\) Tokyo/, { selector: 'strong' })).toBeInTheDocument();
    // 14:00 London is 22:00 in Tokyo; 14:50 is 22:50; Petra's 10:30 is 18:30.
    const gulf = entry(/^Gulf Horizon Telecom/);
    expect(within(gulf).getByText('22:00–22:50')).toBeInTheDocument();
    expect(within(gulf).getByText('Tokyo time')).toBeInTheDocument();
    expect(within(gulf).getByText('London 14:00–14:50')).toBeInTheDocument();
    window.localStorage.setItem('schedule_timezone', JSON.stringify('Pacific/Auckland'));
    // As another tab's change arrives: the portal hears storage events of local storage only.
    act(() =>
      window.dispatchEvent(new StorageEvent('storage', { key: 'schedule_timezone', storageArea: window.localStorage })),
    );
    // Auckland is 11 hours ahead in September: 14:00 London is 01:00 the next day.
    expect(await within(entry(/^Gulf Horizon Telecom/)).findByText('01:00 (+1) – 01:50 (+1)')).toBeInTheDocument();
  });

  it('disables the cancel action offline, saying why', async () => {
    pinClocks();
    await openAgenda('investor');
    const cancel = await within(entry(/^Nile Delta Bank/)).findByRole('button', { name: /Cancel meeting/ });
    act(() => onlineManager.setOnline(false));
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(OFFLINE_ACTION_REASON);
    expect(screen.getByRole('button', { name: 'Download calendar (.ics)' })).toBeEnabled();
  });
});

describe('My Agenda — presenter', () => {
  it('adds the booked tour and the arrival and departure to the meetings, in the attendee zone', async () => {
    await openAgenda('presenter');
    expect(screen.getByText('(GMT+04:00) Dubai', { selector: 'strong' })).toBeInTheDocument();
    expect(dayHeadings()).toEqual([
      'Sunday 7 September 2025',
      'Monday 8 September 2025',
      'Tuesday 9 September 2025',
      'Wednesday 10 September 2025',
    ]);
    const arrival = entry(/^Arrival, Sunday 7 September 2025 18:30/);
    expect(within(arrival).getByText('21:30')).toBeInTheDocument();
    expect(within(arrival).getByText('London 18:30')).toBeInTheDocument();
    expect(within(arrival).getByRole('link', { name: 'Change them in Registration' })).toHaveAttribute(
      'href',
      '/user/registration',
    );
    // Meetings are named by the investment companies, with the presenter's host key.
    const group = entry(/^Alpha Capital Partners, Falcon Gulf Capital, Monday 8 September 2025 14:00/);
    expect(within(group).getByText('17:00–17:50')).toBeInTheDocument();
    expect(within(group).getByText('Webex host key')).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: /Cancel meeting/ })).not.toBeInTheDocument();
    const wednesday = screen.getByRole('region', { name: 'Wednesday 10 September 2025' });
    const [departure, tour] = within(wednesday).getAllByRole('article');
    expect(departure).toHaveAccessibleName('Departure, Wednesday 10 September 2025 09:00');
    expect(tour).toHaveAccessibleName('Guided tour, Wednesday 10 September 2025 13:00');
    expect(within(tour).getByText('16:00–16:45')).toBeInTheDocument();
    expect(within(tour).getByRole('link', { name: /Tour Booking page/ })).toHaveAttribute('href', '/user/booking');
  }, 120_000);
});

describe('My Agenda — states', () => {
  it('offers Try again when the schedule cannot be loaded', async () => {
    server.use(http.get(SCHEDULE, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    signInAs('investor');
    renderApp('/user/agenda');
    expect(await screen.findByText('We could not load your agenda.', {}, { timeout: 30_000 })).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /^Nile Delta Bank/ })).toBeInTheDocument();
  });

  it('keeps the entries on screen when a later read of the schedule fails, with a notice and Try again', async () => {
    pinClocks();
    const { queryClient } = await openAgenda();
    server.use(http.get(SCHEDULE, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    await queryClient.refetchQueries({ queryKey: ['schedule', 'detail'] }).catch(() => undefined);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/We could not update your schedule — showing it as of \d\d:\d\d on /);
    expect(entry(/^Nile Delta Bank/)).toBeInTheDocument();
    expect(screen.queryByText('We could not load your agenda.')).not.toBeInTheDocument();

    server.resetHandlers();
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/We could not update your schedule/)).not.toBeInTheDocument());
    expect(entry(/^Nile Delta Bank/)).toBeInTheDocument();
  });

  it('shows the rest of the agenda, and a retry, when only the tour booking fails', async () => {
    server.use(http.get(TOURS, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    await openAgenda('presenter');
    expect(screen.getByText('We could not load your tour booking.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Guided tour/ })).not.toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /^Guided tour/ })).toBeInTheDocument();
  });

  it("says 'Schedule not prepared yet.' with an empty schedule, and still shows the tour and travel", async () => {
    server.use(http.get(SCHEDULE, () => HttpResponse.json(buildScheduleAnswer({ isPresenter: true }))));
    await openAgenda('presenter');
    expect(screen.getByText('Schedule not prepared yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Arrival, Sunday 7 September 2025 18:30',
      'Departure, Wednesday 10 September 2025 09:00',
      'Guided tour, Wednesday 10 September 2025 13:00',
    ]);
  });

  it("shows the server's reason when the schedule is not available, and says when nothing is on the agenda", async () => {
    db.settings.schedule_available = false;
    signInAs('investor');
    renderApp('/user/agenda');
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent(
      'The schedule is not available yet.',
    );
    expect(screen.getByText('Nothing is on your agenda yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download calendar (.ics)' })).toBeDisabled();
  });
});
