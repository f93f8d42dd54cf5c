import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { server } from '@/mocks/node';
import { signInAs } from '@/testing/render';
import { BookingPage, prefetchPageData } from '../routes/booking-page';

const LISTING = '*/api/v1/user/auth/tour-booking';
const bookedSlot = /Wednesday 10 September 2025, 13:00–13:45/;

/** Counts the listing requests that reach the server; it answers 500 while `failing.now` is true. */
function countListingRequests(failing = { now: false }) {
  const calls = { count: 0 };
  server.use(
    http.get(LISTING, () => {
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
      <MemoryRouter initialEntries={['/user/booking']}>
        <BookingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Tour booking page — data asked for before the first render', () => {
  it('shows the prefetched slots and booking without asking the server for them again', async () => {
    signInAs('presenter');
    const calls = countListingRequests();
    const client = await prefetchedClient();
    expect(calls.count).toBe(1);

    renderPage(client);
    expect(await screen.findByRole('group', { name: 'Tour slots' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: bookedSlot })).toBeChecked();
    expect(calls.count).toBe(1);
  });

  it('after a failed prefetch, the page asks again and shows "Something Went Wrong!" with a retry', async () => {
    signInAs('presenter');
    const failing = { now: true };
    const calls = countListingRequests(failing);
    const client = await prefetchedClient();
    expect(calls.count).toBe(1);

    renderPage(client);
    expect(await screen.findByText('Something Went Wrong!')).toBeInTheDocument();
    expect(calls.count).toBe(2);

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Tour slots' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: bookedSlot })).toBeChecked();
  });
});
