import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { profileQueryOptions } from '@/lib/profile/profile';
import { server } from '@/mocks/node';
import { signInAs } from '@/testing/render';
import { companiesKeys } from '../api/keys';
import { CompaniesPage, prefetchPageData } from '../routes/companies-page';

const COMPANIES = '*/api/v1/user/general/registerd-companies';

/** Counts the list requests that reach the server; it answers 500 while `failing.now` is true. */
function countListRequests(failing = { now: false }) {
  const calls = { count: 0 };
  server.use(
    http.get(COMPANIES, () => {
      calls.count += 1;
      // Nothing returned: the request goes on to the mock backend's own handler.
      return failing.now ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined;
    }),
  );
  return calls;
}

/**
 * A fresh client as the app makes it (no retries, as in the page tests), after start-up's asks
 * have settled: the profile (the shell shows the page once it is there) and the page's prefetch.
 */
async function prefetchedClient(): Promise<QueryClient> {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  void client.prefetchQuery(profileQueryOptions());
  prefetchPageData(client);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return client;
}

function renderPage(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/user/companies']}>
        <CompaniesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Confirmed Companies page — data asked for before the first render', () => {
  it("shows an investor's prefetched list without asking the server for it again", async () => {
    signInAs('investor');
    const calls = countListRequests();
    const client = await prefetchedClient();
    expect(calls.count).toBe(1);

    renderPage(client);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Atlas Cement')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('asks for nothing early for a presenter, who is not shown the list', async () => {
    signInAs('presenter');
    const calls = countListRequests();
    const client = await prefetchedClient();
    expect(calls.count).toBe(0);
    expect(client.getQueryState(companiesKeys.all)).toBeUndefined();
  });

  it('after a failed prefetch, the page asks again and shows its usual error with a retry', async () => {
    signInAs('investor');
    const failing = { now: true };
    const calls = countListRequests(failing);
    const client = await prefetchedClient();
    expect(calls.count).toBe(1);

    renderPage(client);
    expect(await screen.findByText('We could not load the companies.')).toBeInTheDocument();
    expect(calls.count).toBe(2);

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Atlas Cement')).toBeInTheDocument();
  });
});
