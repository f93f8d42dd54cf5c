import { QueryClient, useIsRestoring, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { writeItem } from '@/lib/session/storage';
import { answersRestored, cacheOwner, restoreBeforeRender } from '@/lib/offline/persisted-cache';
import { attendeeStorage, OFFLINE_CACHE_PREFIX, persistOptions, restoreAnswers } from '@/lib/offline/persistence';

const KEY = ['schedule', 'page'];

/** investor1's saved answers, as an earlier visit left them. */
async function keepSchedule() {
  writeItem('client', { id: 1001, client_id: 1001, api_token: 'token-1001' });
  await restoreAnswers(new QueryClient(), cacheOwner); // the persister now reads the signed-in attendee's storage
  const before = new QueryClient();
  before.setQueryData(KEY, { meetings: ['Nile Delta Bank'] });
  const [query] = before.getQueryCache().getAll();
  attendeeStorage.setItem(
    OFFLINE_CACHE_PREFIX,
    JSON.stringify({
      timestamp: Date.now(),
      buster: persistOptions.buster,
      clientState: {
        mutations: [],
        queries: [{ queryKey: query.queryKey, queryHash: query.queryHash, state: query.state }],
      },
    }),
  );
}

/** What a page shows at each render: its answer, or that it waits. */
function renders(client: QueryClient) {
  const seen: string[] = [];
  function Page() {
    const restoring = useIsRestoring();
    const { data } = useQuery({ queryKey: KEY, queryFn: () => new Promise<never>(() => undefined) });
    seen.push(restoring || !data ? 'waiting' : (data as { meetings: string[] }).meetings.join());
    return null;
  }
  render(
    <AppProviders client={client} persist>
      <Page />
    </AppProviders>,
  );
  return seen;
}

afterEach(() => window.localStorage.clear());

describe("a kept page's first render", () => {
  it('shows the saved answers at once when start-up restored them before it (no loader over the kept page)', async () => {
    await keepSchedule();
    const client = new QueryClient();
    await restoreBeforeRender(client);
    expect(answersRestored(client)).toBe(true);
    expect(renders(client)[0]).toBe('Nile Delta Bank');
  });

  it('waits for them otherwise, as every other start does', async () => {
    await keepSchedule();
    const client = new QueryClient();
    expect(answersRestored(client)).toBe(false);
    expect(renders(client)[0]).toBe('waiting');
  });

  it('restores nothing for a visitor', async () => {
    const client = new QueryClient();
    await restoreBeforeRender(client);
    expect(answersRestored(client)).toBe(false);
  });
});
