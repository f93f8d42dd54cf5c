/**
 * Helpers for the tests of a page's `prefetchPageData` (the answers start-up asks for before the
 * first render): count the requests that reach the server, make a client the way the app does and
 * let the prefetch settle, render the page with that client.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { server } from '@/mocks/node';
import { testQueryClient } from '@/testing/test-clients';

/** While `now` is true the counted endpoints answer 500. */
export type Failing = { now: boolean };

/**
 * Counts the GET requests for each of `paths` that reach the server (`counts[path]`); each answers
 * 500 while `failing.now` is true, else goes on to the mock backend's own handler.
 */
export function countRequests<P extends string>(
  paths: readonly P[],
  failing: Failing = { now: false },
): Record<P, number> {
  const counts = Object.fromEntries(paths.map((path) => [path, 0])) as Record<P, number>;
  server.use(
    ...paths.map((path) =>
      http.get(path, () => {
        counts[path] += 1;
        return failing.now ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined;
      }),
    ),
  );
  return counts;
}

/** A fresh client as the app makes it (no retries, as in the page tests), once `prefetch` has settled. */
export async function prefetchedClient(prefetch: (client: QueryClient) => void): Promise<QueryClient> {
  const client = testQueryClient();
  prefetch(client);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return client;
}

/** Renders `page` at `path` with `client`, as the shell shows it. */
export function renderWithClient(page: ReactElement, path: string, client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}
