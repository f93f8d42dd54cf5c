import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pinClock } from '@/lib/dates/clock';
import { setMockNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';

const SCHEDULE = '*/api/v1/user/auth/get-schedule';
const SEND = '*/api/v1/user/auth/send-schedule';
const CANCEL = '*/api/v1/user/auth/cancel-investor-meeting';
const REFERENCE = new Date('2025-08-20T09:00:00Z'); // 10:00 London, the demo's reference instant

function pinDemoClock() {
  pinClock(REFERENCE);
  setMockNow(REFERENCE);
}

beforeAll(() => {
  // sweetalert2 reads matchMedia, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {},
    addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  pinClock(null);
  setMockNow(null);
});

const slotNamed = (name: string | RegExp) => screen.getByRole('article', { name });
const cancelButtonIn = (name: RegExp) => within(slotNamed(name)).findByRole('button', { name: /Cancel meeting/ });
const investorHeading = 'Meeting Schedule – Mr. James Whitmore';

async function openInvestorSchedule(path = '/user/schedule-preview') {
  signInAs('investor');
  const utils = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: investorHeading }, { timeout: 10_000 });
  return utils;
}

describe('schedule page — investor', () => {
  it('shows company, meetings with representatives and rooms, the general session, links and the provisional footer', async () => {
    await openInvestorSchedule();
    expect(screen.getByText('Alpha Capital Partners')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Monday 8 September 2025' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wednesday 10 September 2025' })).toBeInTheDocument();

    const nile = slotNamed(/^Nile Delta Bank, Monday 8 September 2025 09:30/);
    expect(within(nile).getByText('09:30 – 10:20')).toBeInTheDocument();
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
    expect(within(links).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.apple.com/app/id6450000014');
    expect(within(links).getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: /Presentations/ })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: /List of companies/ })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'Schedule assistance' })).toHaveAttribute('href', 'mailto:schedules@londonconference.example');
    expect(screen.getByText('Provisional Agenda subject to change')).toBeInTheDocument();
    expect(screen.getByText('(GMT+01:00) London', { selector: 'strong' })).toBeInTheDocument();
  });

  it("shows 'No Company Exist' for a meeting without company", async () => {
    server.use(
      http.get(SCHEDULE, () => {
        return HttpResponse.json({
          status: 200,
          company: { id: 514, name: 'Alpha Capital Partners' },
          isPresenter: false,
          title: investorHeading,
          conf: structuredClone(db.conference),
          conference_client: { timezone: 'Europe/London' },
          room_number: null,
          schedule: {
            '2025-09-09': [
              {
                id: 5999, date: '2025-09-09', start_time: '11:30:00', end_time: '12:20:00', type: 2, name: null, description: null,
                company: null, room: null, room_number: null, presenters: [], meetings: [], has_attend: false, colleagues: [],
              },
            ],
          },
        });
      }),
    );
    await openInvestorSchedule();
    expect(screen.getByRole('heading', { level: 3, name: 'No Company Exist' })).toBeInTheDocument();
  });

  it("disables the page with 'Schedule not prepared yet.' when the schedule is empty", async () => {
    server.use(
      http.get(SCHEDULE, () =>
        HttpResponse.json({
          status: 200, company: null, isPresenter: false, title: investorHeading, conf: structuredClone(db.conference),
          conference_client: { timezone: 'Europe/London' }, room_number: null, schedule: {},
        }),
      ),
    );
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
    await screen.findByRole('heading', { level: 1, name: investorHeading }, { timeout: 10_000 });
    expect(calls).toBeGreaterThan(0);
  });

  it('converts every time to the chosen zone, with the day marker, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = await openInvestorSchedule();
    const input = screen.getByLabelText('Time zone');
    await user.click(input);
    await user.type(input, 'UAE');
    await user.click(await screen.findByText('(GMT+04:00) Dubai'));
    const nile = slotNamed(/^Nile Delta Bank/);
    expect(within(nile).getByText('12:30 – 13:20')).toBeInTheDocument();
    expect(within(nile).getByText('Dubai time')).toBeInTheDocument();
    expect(within(nile).getByText('London 09:30 – 10:20')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('schedule_timezone') ?? 'null')).toBe('Asia/Dubai');

    await user.type(input, 'Los Angeles');
    await user.click(await screen.findByText('(GMT-07:00) Los Angeles'));
    expect(within(slotNamed(/^Nile Delta Bank/)).getByText('01:30 – 02:20')).toBeInTheDocument();
    await user.type(input, 'Tokyo');
    await user.click(await screen.findByText('(GMT+09:00) Tokyo'));
    expect(within(slotNamed(/^Gulf Horizon Telecom/)).getByText('22:00 – 22:50')).toBeInTheDocument();
    expect(within(slotNamed(/^Petra Pharmaceuticals/)).getByText('18:30 – 19:20')).toBeInTheDocument();
    unmount();

    renderApp('/user/schedule-preview');
    await screen.findByRole('heading', { level: 1, name: investorHeading }, { timeout: 10_000 });
    expect(screen.getByText('(GMT+09:00) Tokyo', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows a day marker when a meeting falls on another day in the chosen zone', async () => {
    localStorage.setItem('schedule_timezone', JSON.stringify('Pacific/Auckland'));
    await openInvestorSchedule();
    // 14:00 London (BST) = 01:00 next day in Auckland (NZST, UTC+12).
    expect(within(slotNamed(/^Gulf Horizon Telecom/)).getByText('01:00 (+1) – 01:50 (+1)')).toBeInTheDocument();
  });

  it('asks before cancelling, offers "Yes for colleagues also" when colleagues share the meeting, and reloads', async () => {
    pinDemoClock();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('cancel-investor-meeting')) bodies.push(await request.clone().json());
    });
    const user = userEvent.setup();
    await openInvestorSchedule();
    await user.click(await cancelButtonIn(/^Gulf Horizon Telecom/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Do you want to cancel your meeting with Gulf Horizon Telecom/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes for colleagues also' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Gulf Horizon Telecom/ })).not.toBeInTheDocument());
    expect(bodies).toEqual([{ meeting_id: 5002, client_id: 1001, colleagues: [1003] }]);
    expect(await screen.findByText('Your meeting with Gulf Horizon Telecom has been cancelled, for your colleagues also.')).toBeInTheDocument();
    expect(db.meetings.find((m) => m.id === 5002)?.attendees.map((a) => a.client_id)).toEqual([1004]);
    server.events.removeAllListeners();
  });

  it('cancels only the caller with "Yes", with no colleagues choice when none share the meeting', async () => {
    pinDemoClock();
    const user = userEvent.setup();
    await openInvestorSchedule();
    await user.click(await cancelButtonIn(/^Nile Delta Bank/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Yes for colleagues also' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Nile Delta Bank/ })).not.toBeInTheDocument());
    expect(await screen.findByText('Your meeting with Nile Delta Bank has been cancelled.')).toBeInTheDocument();
  });

  it('keeps the schedule when a cancellation fails', async () => {
    pinDemoClock();
    server.use(http.post(CANCEL, () => HttpResponse.json({ status: 422, message: 'x', errors: { meeting_id: ['x'] } }, { status: 422 })));
    const user = userEvent.setup();
    await openInvestorSchedule();
    await user.click(await cancelButtonIn(/^Petra Pharmaceuticals/));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(slotNamed(/^Petra Pharmaceuticals/)).toBeInTheDocument();
    expect(screen.queryByText(/has been cancelled/)).not.toBeInTheDocument();
  });

  it('offers no cancellation once meetings are past (real clock)', async () => {
    let answered = false;
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('investor-cancellation-date')) answered = true;
    });
    await openInvestorSchedule();
    await waitFor(() => expect(answered).toBe(true));
    server.events.removeAllListeners();
    expect(screen.queryByRole('button', { name: /Cancel meeting/ })).not.toBeInTheDocument();
  });

  it('offers no cancellation before the allowed date', async () => {
    pinDemoClock();
    db.investorCancellationDate = '2025-08-25 00:00:00';
    let answered = false;
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('investor-cancellation-date')) answered = true;
    });
    await openInvestorSchedule();
    await waitFor(() => expect(answered).toBe(true));
    server.events.removeAllListeners();
    expect(screen.queryByRole('button', { name: /Cancel meeting/ })).not.toBeInTheDocument();
  });

  it("e-mails the schedule and shows the server's message", async () => {
    const user = userEvent.setup();
    await openInvestorSchedule();
    await user.click(screen.getByRole('button', { name: 'Email to me' }));
    expect(await screen.findByText('Your schedule has been sent to james.whitmore@alphacapital.example.')).toBeInTheDocument();
    expect(db.outbox).toHaveLength(1);
  });

  it("shows 'An error has been occured.' when e-mailing fails", async () => {
    server.use(http.post(SEND, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    const user = userEvent.setup();
    await openInvestorSchedule();
    await user.click(screen.getByRole('button', { name: 'Email to me' }));
    expect(await screen.findByText('An error has been occured.')).toBeInTheDocument();
  });

  it('downloads the whole schedule as schedule.ics with a stable UID per meeting', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:schedule';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    await openInvestorSchedule();
    await user.click(screen.getByRole('button', { name: 'Download calendar (.ics)' }));
    expect(click).toHaveBeenCalled();
    expect(names).toEqual(['schedule.ics']);
    const text = await blobs[0].text();
    expect(text).toContain('UID:meeting-5001@conference-14.londonconference.example\r\n');
    expect(text).toContain('UID:meeting-5002@conference-14.londonconference.example\r\n');
    expect(text).toContain('UID:meeting-5003@conference-14.londonconference.example\r\n');
    expect(text).toContain('UID:session-9101@conference-14.londonconference.example\r\n');
    expect(text).toContain('DTSTART:20250908T083000Z');
    expect(text).toContain('SUMMARY:One-on-One meeting with Nile Delta Bank');
    expect(text).toContain('LOCATION:Room 4');

    await user.click(within(slotNamed(/^Nile Delta Bank/)).getByText(/Add to calendar/));
    const google = within(slotNamed(/^Nile Delta Bank/)).getByRole('link', { name: /Google Calendar/ });
    expect(new URL(google.getAttribute('href') ?? '').searchParams.get('dates')).toBe('20250908T083000Z/20250908T092000Z');
    await user.click(within(slotNamed(/^Nile Delta Bank/)).getByRole('button', { name: /Download .ics file/ }));
    expect(names.at(-1)).toBe('meeting-5001.ics');
  });

  it('opens the PDF download by browser navigation', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      const user = userEvent.setup();
      await openInvestorSchedule();
      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      expect(assign).toHaveBeenCalledWith('/api/v1/user/files/auth/download-schedule?conference_id=14&client_id=1001');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

describe('schedule page — presenter', () => {
  it("shows the presenter's room, the investors met, Webex host details, in the presenter's zone", async () => {
    pinDemoClock();
    signInAs('presenter');
    renderApp('/auth/schedule-preview');
    await screen.findByRole('heading', { level: 1, name: 'Meeting Schedule – Ms. Layla Haddad' }, { timeout: 10_000 });
    expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Your room: Room 7')).toBeInTheDocument();
    expect(screen.getAllByText('Room 7').length).toBeGreaterThan(0);
    // The presenter's zone from the server (Asia/Dubai) is the initial choice.
    expect(screen.getByText('(GMT+04:00) Dubai', { selector: 'strong' })).toBeInTheDocument();
    const first = slotNamed(/^Northbridge Asset Management, Monday 8 September 2025 10:30/);
    expect(within(first).getByText('13:30 – 14:20')).toBeInTheDocument();
    expect(within(first).getByText('London 10:30 – 11:20')).toBeInTheDocument();
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
