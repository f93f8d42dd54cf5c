import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { server } from '@/mocks/node';
import { signInAs } from '@/testing/render';
import { prefetchPageData, SchedulePage } from '../routes/schedule-page';
import { investorHeading, pinDemoClock, releaseDemoClock, SCHEDULE, slotNamed } from './helpers';

afterEach(releaseDemoClock);

/** Counts the schedule requests that reach the server; with `failing`, the server answers 500 while it is true. */
function countScheduleRequests(failing = { now: false }) {
  const calls = { count: 0 };
  server.use(
    http.get(SCHEDULE, () => {
      calls.count += 1;
      // Nothing returned: the request goes on to the mock backend's own handler.
      return failing.now ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined;
    }),
  );
  return calls;
}

/** A fresh client as the app makes it (no retries, as in the page tests), after the page's prefetch has settled. */
async function prefetchedClient(): Promise<QueryClient> {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  prefetchPageData(client);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return client;
}

function renderPage(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/user/schedule-preview']}>
        <SchedulePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('schedule page — data asked for before the first render', () => {
  it('shows the prefetched schedule without asking the server for it again', async () => {
    pinDemoClock();
    signInAs('investor');
    const calls = countScheduleRequests();
    const client = await prefetchedClient();
    expect(calls.count).toBe(1);

    renderPage(client);
    await screen.findByRole('heading', { level: 1, name: investorHeading });
    expect(slotNamed(/^Nile Delta Bank, Monday 8 September 2025 09:30/)).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('after a failed prefetch, the page asks again and shows its usual error with a retry', async () => {
    pinDemoClock();
    signInAs('investor');
    const failing = { now: true };
    const calls = countScheduleRequests(failing);
    const client = await prefetchedClient();
    expect(calls.count).toBe(1);

    renderPage(client);
    expect(await screen.findByText('We could not load your schedule.')).toBeInTheDocument();
    expect(calls.count).toBe(2);

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: investorHeading });
    expect(slotNamed(/^Nile Delta Bank, Monday 8 September 2025 09:30/)).toBeInTheDocument();
  });
});
