import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { server } from '@/mocks/node';
import { signInAs } from '@/testing/render';
import { MediaPage, prefetchPageData } from '../routes/media-page';

const PROVIDERS = '*/api/v1/user/auth/media-providers';
const SLOTS = '*/api/v1/user/auth/media-slots';

/** Counts the requests for the survey's choices that reach the server; it answers 500 while `failing.now` is true. */
function countChoiceRequests(failing = { now: false }) {
  const calls = { providers: 0, slots: 0 };
  const counted = (which: keyof typeof calls) => () => {
    calls[which] += 1;
    // Nothing returned: the request goes on to the mock backend's own handler.
    return failing.now ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined;
  };
  server.use(http.get(PROVIDERS, counted('providers')), http.get(SLOTS, counted('slots')));
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
      <MemoryRouter initialEntries={['/user/media']}>
        <MediaPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function expectChoicesShown() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByLabelText(/^Media providers/));
  await user.keyboard('{ArrowDown}');
  expect(await screen.findByRole('option', { name: 'Global Markets TV' })).toBeInTheDocument();
}

describe('Media interviews page — data asked for before the first render', () => {
  it('shows the prefetched providers and slots without asking the server for them again', async () => {
    signInAs('investor');
    const calls = countChoiceRequests();
    const client = await prefetchedClient();
    expect(calls).toEqual({ providers: 1, slots: 1 });

    renderPage(client);
    await screen.findByText('You may choose several providers.');
    await screen.findByText('Slots are grouped by day; times are London time.');
    await expectChoicesShown();
    expect(calls).toEqual({ providers: 1, slots: 1 });
  });

  it('after a failed prefetch, the page asks again and shows its usual error with a retry', async () => {
    signInAs('investor');
    const failing = { now: true };
    const calls = countChoiceRequests(failing);
    const client = await prefetchedClient();
    expect(calls).toEqual({ providers: 1, slots: 1 });

    renderPage(client);
    expect(await screen.findByText('We could not load the media providers and interview slots.')).toBeInTheDocument();
    expect(calls).toEqual({ providers: 2, slots: 2 });

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('You may choose several providers.');
    await expectChoicesShown();
  });
});
