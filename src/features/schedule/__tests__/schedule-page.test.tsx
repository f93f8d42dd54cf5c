import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { buildBareSlot, buildScheduleAnswer } from '@/testing/builders/schedule';
import { renderApp, signInAs } from '@/testing/render';
import { investorHeading, openInvestorSchedule, pinDemoClock, releaseDemoClock, SCHEDULE, slotNamed } from './helpers';

afterEach(releaseDemoClock);

describe('schedule page — investor', () => {
  it('shows company, meetings with representatives and rooms, the general session, links and the provisional footer', async () => {
    await openInvestorSchedule();
    expect(screen.getByText('Alpha Capital Partners')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Monday 8 September 2025' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wednesday 10 September 2025' })).toBeInTheDocument();

    const nile = slotNamed(/^Nile Delta Bank, Monday 8 September 2025 09:30/);
    expect(within(nile).getByText('09:30–10:20')).toBeInTheDocument();
    expect(within(nile).getByText('London time')).toBeInTheDocument();
    expect(within(nile).getByText('Room 4')).toBeInTheDocument();
    expect(within(nile).getByText('Mr. Ahmed Fawzy')).toBeInTheDocument();
    expect(within(nile).getByText('One-on-One meeting')).toBeInTheDocument();

    const lunch = slotNamed(/^Networking Lunch/);
    expect(within(lunch).getByText("Lunch is served in the Directors' Lounge, level 2.")).toBeInTheDocument();
    expect(within(lunch).getByText('General session')).toBeInTheDocument();

    const gulf = slotNamed(/^Gulf Horizon Telecom/);
    expect(within(gulf).getByText('Group meeting')).toBeInTheDocument();
    expect(within(gulf).getByText('Meeting ID')).toBeInTheDocument();
    expect(within(gulf).queryByText('Webex host key')).not.toBeInTheDocument();
    expect(within(gulf).getByText(/Your colleagues in this meeting: Ms. Emily Carter/)).toBeInTheDocument();

    expect(screen.queryByText(/Your room:/)).not.toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Conference links' });
    expect(within(links).getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id6450000014',
    );
    expect(within(links).getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: /Presentations/ })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: /List of companies/ })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'Schedule assistance' })).toHaveAttribute(
      'href',
      'mailto:schedules@londonconference.example',
    );
    expect(screen.getByText('Provisional Agenda subject to change')).toBeInTheDocument();
    expect(screen.getByText('(GMT+01:00) London', { selector: 'strong' })).toBeInTheDocument();
  });

  it("shows 'No Company Exist' for a meeting without company", async () => {
    server.use(
      http.get(SCHEDULE, () =>
        HttpResponse.json(
          buildScheduleAnswer({
            schedule: {
              '2025-09-09': [
                buildBareSlot({ id: 5999, date: '2025-09-09', start_time: '11:30:00', end_time: '12:20:00', type: 2 }),
              ],
            },
          }),
        ),
      ),
    );
    await openInvestorSchedule();
    expect(screen.getByRole('heading', { level: 3, name: 'No Company Exist' })).toBeInTheDocument();
  });

  it("disables the page with 'Schedule not prepared yet.' when the schedule is empty", async () => {
    server.use(http.get(SCHEDULE, () => HttpResponse.json(buildScheduleAnswer({ company: null }))));
    await openInvestorSchedule();
    expect(screen.getByRole('status')).toHaveTextContent('Schedule not prepared yet.');
    for (const name of ['Download PDF', 'Email to me', 'Download calendar (.ics)', 'Print']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByLabelText('Time zone')).toBeDisabled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('disables the page and shows the stored errors on a 422', async () => {
    db.settings.schedule_available = false;
    signInAs('investor');
    renderApp('/auth/schedule-preview');
    expect(await screen.findByRole('alert')).toHaveTextContent('The schedule is not available yet.');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Email to me' })).toBeDisabled();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers a retry when the schedule cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(SCHEDULE, () => {
        calls += 1;
        return HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 });
      }),
    );
    signInAs('investor');
    renderApp('/user/schedule-preview');
    expect(await screen.findByText('We could not load your schedule.')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: investorHeading }, { timeout: 30_000 });
    expect(calls).toBeGreaterThan(0);
  });

  it('keeps the meetings on screen when a later read fails, says since when, and reads again on Try again', async () => {
    pinDemoClock();
    const { queryClient } = await openInvestorSchedule();
    expect(slotNamed(/^Nile Delta Bank/)).toBeInTheDocument();
    server.use(http.get(SCHEDULE, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    await queryClient.refetchQueries({ queryKey: ['schedule', 'detail'] }).catch(() => undefined);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The server had a problem answering. Please try again.');
    // When the answer on screen was read (react-query's own time of the read).
    expect(notice).toHaveTextContent(
      /We could not update your schedule — showing it as of \d\d:\d\d on \w+ \d+ \w+ \(London time\)/,
    );
    expect(slotNamed(/^Nile Delta Bank/)).toBeInTheDocument();
    expect(screen.queryByText('We could not load your schedule.')).not.toBeInTheDocument();

    server.resetHandlers();
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/We could not update your schedule/)).not.toBeInTheDocument());
    expect(slotNamed(/^Nile Delta Bank/)).toBeInTheDocument();
  });

  it('converts every time to the chosen zone, with the day marker, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = await openInvestorSchedule();
    const input = screen.getByLabelText('Time zone');
    await user.click(input);
    await user.type(input, 'UAE');
    await user.click(await screen.findByText('(GMT+04:00) Dubai'));
    const nile = slotNamed(/^Nile Delta Bank/);
    expect(within(nile).getByText('12:30–13:20')).toBeInTheDocument();
    expect(within(nile).getByText('Dubai time')).toBeInTheDocument();
    expect(within(nile).getByText('London 09:30–10:20')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('schedule_timezone') ?? 'null')).toBe('Asia/Dubai');

    await user.type(input, 'Los Angeles');
    await user.click(await screen.findByText('(GMT-07:00) Los Angeles'));
    expect(within(slotNamed(/^Nile Delta Bank/)).getByText('01:30–02:20')).toBeInTheDocument();
    await user.type(input, 'Tokyo');
    await user.click(await screen.findByText('(GMT+09:00) Tokyo'));
    expect(within(slotNamed(/^Gulf Horizon Telecom/)).getByText('22:00–22:50')).toBeInTheDocument();
    expect(within(slotNamed(/^Petra Pharmaceuticals/)).getByText('18:30–19:20')).toBeInTheDocument();
    unmount();

    renderApp('/user/schedule-preview');
    await screen.findByRole('heading', { level: 1, name: investorHeading }, { timeout: 30_000 });
    expect(screen.getByText('(GMT+09:00) Tokyo', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows a day marker when a meeting falls on another day in the chosen zone', async () => {
    localStorage.setItem('schedule_timezone', JSON.stringify('Pacific/Auckland'));
    await openInvestorSchedule();
    // 14:00 London (BST) = 01:00 next day in Auckland (NZST, UTC+12).
    expect(within(slotNamed(/^Gulf Horizon Telecom/)).getByText('01:00 (+1) – 01:50 (+1)')).toBeInTheDocument();
  });
});

describe('schedule page — presenter', () => {
  it("shows the presenter's room, the investors met, Webex host details, in the presenter's zone", async () => {
    pinDemoClock();
    signInAs('presenter');
    renderApp('/auth/schedule-preview');
    await screen.findByRole('heading', { level: 1, name: 'Meeting Schedule – Ms. Layla Haddad' }, { timeout: 30_000 });
    expect(
      screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Your room: Room 7'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Room 7').length).toBeGreaterThan(0);
    // The presenter's zone from the server (Asia/Dubai) is the initial choice.
    expect(screen.getByText('(GMT+04:00) Dubai', { selector: 'strong' })).toBeInTheDocument();
    const first = slotNamed(/^Northbridge Asset Management, Monday 8 September 2025 10:30/);
    expect(within(first).getByText('13:30–14:20')).toBeInTheDocument();
    expect(within(first).getByText('London 10:30–11:20')).toBeInTheDocument();
    expect(within(first).getByText('Investors')).toBeInTheDocument();
    expect(within(first).getByText('Mr. Daniel Brooks')).toBeInTheDocument();
    expect(within(first).getByText(/— Northbridge Asset Management/)).toBeInTheDocument();
    const group = slotNamed(/^Alpha Capital Partners, Falcon Gulf Capital, Monday 8 September 2025 14:00/);
    expect(within(group).getByText('Group meeting')).toBeInTheDocument();
    expect(within(first).getByText('Webex host key')).toBeInTheDocument();
    expect(within(first).getByText('604218')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel meeting/ })).not.toBeInTheDocument();
    expect(screen.getByText('Provisional Agenda subject to change')).toBeInTheDocument();
  });
});
