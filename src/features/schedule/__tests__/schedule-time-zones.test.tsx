import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';

// The device zone is fixed here so the notice does not depend on the machine running the tests.
vi.mock('@/lib/dates/time-zones', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/dates/time-zones')>();
  return { ...actual, browserTimeZone: () => 'Asia/Kolkata' };
});

const heading = 'Meeting Schedule – Mr. James Whitmore';

async function open() {
  signInAs('investor');
  const utils = renderApp('/user/schedule-preview');
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 });
  return utils;
}

describe('schedule time zones', () => {
  it("tells when the device's zone differs from the event's, and switches to it on request", async () => {
    const user = userEvent.setup();
    await open();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'Your device is set to (GMT+05:30) Mumbai, while the conference runs on London time (GMT+01:00).',
    );
    await user.click(within(note).getByRole('button', { name: 'Show times in Mumbai time' }));
    const nile = screen.getByRole('article', { name: /^Nile Delta Bank/ });
    expect(within(nile).getByText('14:00–14:50')).toBeInTheDocument();
    expect(within(nile).getByText('Mumbai time')).toBeInTheDocument();
    expect(within(screen.getByRole('note')).queryByRole('button')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('schedule_timezone') ?? 'null')).toBe('Asia/Kolkata');
  });

  it("shows the select box's 'No results found' for a search that matches no zone", async () => {
    const user = userEvent.setup();
    await open();
    await user.type(screen.getByLabelText('Time zone'), 'Atlantis');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('sends a signed-out attendee to login with the schedule as redirect on a 401', async () => {
    server.use(
      http.get('*/api/v1/user/auth/get-schedule', () =>
        HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    signInAs('investor');
    const { router } = renderApp('/user/schedule-preview');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 30_000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/user/schedule-preview')}`);
  });
});
