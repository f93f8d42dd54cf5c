import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/api/query-client';
import { server } from '@/mocks/node';
import { signInAs } from '@/testing/render';
import { surveyKeys } from '../api/keys';
import { MySurveyPage, prefetchPageData } from '../routes/my-survey-page';

const SURVEY = '*/api/v1/user/auth/my-survey';
const firstQuestion = /How would you rate the overall organisation of the conference\?/;

/** Counts the survey requests that reach the server; it answers 500 while `failing.now` is true. */
function countSurveyRequests(failing = { now: false }) {
  const calls = { count: 0 };
  server.use(
    http.get(SURVEY, () => {
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
      <MemoryRouter initialEntries={['/auth/my-survey']}>
        <MySurveyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Conference Survey page — data asked for before the first render', () => {
  it('shows the prefetched survey without asking the server for it again', async () => {
    signInAs('investor');
    const calls = countSurveyRequests();
    const client = await prefetchedClient();
    expect(calls.count).toBe(1);

    renderPage(client);
    expect(await screen.findByRole('group', { name: firstQuestion })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nile Delta Bank' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('still asks again for an answer kept from an earlier visit', async () => {
    signInAs('investor');
    const calls = countSurveyRequests();
    const client = await prefetchedClient();
    const kept = client.getQueryData(surveyKeys.mine());
    client.setQueryData(surveyKeys.mine(), kept, { updatedAt: Date.now() - 60_000 });

    renderPage(client);
    expect(await screen.findByRole('group', { name: firstQuestion })).toBeInTheDocument();
    await waitFor(() => expect(calls.count).toBe(2));
  });

  it('after a failed prefetch, the page asks again and shows its usual error with a retry', async () => {
    signInAs('investor');
    const failing = { now: true };
    const calls = countSurveyRequests(failing);
    const client = await prefetchedClient();
    expect(calls.count).toBe(1);

    renderPage(client);
    expect(await screen.findByText('We could not load the survey.')).toBeInTheDocument();
    expect(calls.count).toBe(2);

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: firstQuestion })).toBeInTheDocument();
  });
});
