import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import {
  CANCEL,
  cancelButtonIn,
  openInvestorSchedule,
  pinDemoClock,
  releaseDemoClock,
  SEND,
  slotNamed,
} from './helpers';

afterEach(releaseDemoClock);

/** Opens investor1's schedule, waits for the cancellation date's answer, and checks that no meeting offers Cancel. */
async function expectNoCancellationOffered() {
  let answered = false;
  server.events.on('response:mocked', ({ request }) => {
    if (request.url.includes('investor-cancellation-date')) answered = true;
  });
  await openInvestorSchedule();
  await waitFor(() => expect(answered).toBe(true));
  server.events.removeAllListeners();
  expect(screen.queryByRole('button', { name: /Cancel meeting/ })).not.toBeInTheDocument();
}

describe('schedule page — investor', () => {
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
    expect(
      within(dialog).getByText(/Do you want to cancel your meeting with Gulf Horizon Telecom/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes for colleagues also' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /^Gulf Horizon Telecom/ })).not.toBeInTheDocument(),
    );
    expect(bodies).toEqual([{ meeting_id: 5002, client_id: 1001, colleagues: [1003] }]);
    expect(
      await screen.findByText('Your meeting with Gulf Horizon Telecom has been cancelled, for your colleagues also.'),
    ).toBeInTheDocument();
    expect(db.meetings.find((m) => m.id === 5002)?.attendees.map((a) => a.client_id)).toEqual([1004]);
    server.events.removeAllListeners();
  }, 120_000); // the first test of the file also loads the page and the dialog library

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
    server.use(
      http.post(CANCEL, () =>
        HttpResponse.json({ status: 422, message: 'x', errors: { meeting_id: ['x'] } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    await openInvestorSchedule();
    await user.click(await cancelButtonIn(/^Petra Pharmaceuticals/));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(slotNamed(/^Petra Pharmaceuticals/)).toBeInTheDocument();
    expect(screen.queryByText(/has been cancelled/)).not.toBeInTheDocument();
  });

  it('offers no cancellation once meetings are past (real clock)', async () => {
    await expectNoCancellationOffered();
  });

  it('offers no cancellation before the allowed date', async () => {
    pinDemoClock();
    db.investorCancellationDate = '2025-08-25 00:00:00';
    await expectNoCancellationOffered();
  });

  it("e-mails the schedule and shows the server's message", async () => {
    const user = userEvent.setup();
    await openInvestorSchedule();
    await user.click(screen.getByRole('button', { name: 'Email to me' }));
    expect(
      await screen.findByText('Your schedule has been sent to james.whitmore@alphacapital.example.'),
    ).toBeInTheDocument();
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
    // The calendar writer loads when a file is asked for.
    await waitFor(() => expect(click).toHaveBeenCalled());
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
    expect(new URL(google.getAttribute('href') ?? '').searchParams.get('dates')).toBe(
      '20250908T083000Z/20250908T092000Z',
    );
    await user.click(within(slotNamed(/^Nile Delta Bank/)).getByRole('button', { name: /Download .ics file/ }));
    await waitFor(() => expect(names.at(-1)).toBe('meeting-5001.ics'));
  });

  it('opens the PDF download by browser navigation', async () => {
    const assign = vi.fn();
    const original = window.location;
    // The document's own location with assign replaced (its other parts read through to it).
    const location = new Proxy(original, {
      get: (target, key) => (key === 'assign' ? assign : Reflect.get(target, key, target)),
    });
    Object.defineProperty(window, 'location', { configurable: true, value: location });
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
