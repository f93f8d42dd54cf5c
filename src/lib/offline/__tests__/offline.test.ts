import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeItem } from '@/lib/session/storage';
import { clearSession } from '@/lib/session/session';
import { keptDataTime, offlineNoticeText } from '../kept-data';
import { hasOpenForm, resetOpenForms, watchOpenForms } from '../open-forms';
import { OFFLINE_CACHE_MAX_AGE_MS } from '../cache-age';
import { bindCacheToAttendee, cacheOwner, keepAnswersForOfflineUse } from '../persisted-cache';
import {
  attendeeStorage,
  OFFLINE_CACHE_PREFIX,
  persistOptions,
  restoreAndSave,
  SAVE_WHEN_QUIET_MS,
  serializeClient,
} from '../persistence';

const signIn = (id: number, token: string | null = `token-${id}`) =>
  writeItem('client', token === null ? { id, client_id: id } : { id, client_id: id, api_token: token });

/** A saved cache as an earlier visit left it (the persister's own saves are throttled). */
const keep = (saved: object) => attendeeStorage.setItem(OFFLINE_CACHE_PREFIX, JSON.stringify(saved));

afterEach(() => {
  resetOpenForms();
  document.body.innerHTML = '';
});

describe('the saved answer cache', () => {
  let stopSaving = () => {};
  beforeAll(async () => {
    stopSaving = await restoreAndSave(new QueryClient(), cacheOwner);
  });
  afterAll(() => stopSaving());

  it('has no owner, and reads and writes nothing, for a visitor or a client without a token', () => {
    expect(cacheOwner()).toBeNull();
    attendeeStorage.setItem(OFFLINE_CACHE_PREFIX, 'answers');
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith(OFFLINE_CACHE_PREFIX))).toEqual([]);
    signIn(1001, null);
    expect(cacheOwner()).toBeNull();
    expect(attendeeStorage.getItem(OFFLINE_CACHE_PREFIX)).toBeNull();
  });

  it("is kept under the signed-in attendee's id, and one attendee never reads another's", async () => {
    signIn(1001);
    attendeeStorage.setItem(OFFLINE_CACHE_PREFIX, 'answers of 1001');
    expect(window.localStorage.getItem(`${OFFLINE_CACHE_PREFIX}1001`)).toBe('answers of 1001');
    signIn(1101);
    expect(attendeeStorage.getItem(OFFLINE_CACHE_PREFIX)).toBeNull();
    expect(await persistOptions.persister.restoreClient()).toBeUndefined();
    signIn(1001);
    expect(attendeeStorage.getItem(OFFLINE_CACHE_PREFIX)).toBe('answers of 1001');
  });

  it('restores a kept answer to show at once, and marks it to be fetched again when a page reads it', async () => {
    signIn(1002);
    const saved = {
      timestamp: Date.now(),
      buster: persistOptions.buster,
      clientState: { mutations: [], queries: [] as unknown[] },
    };
    const before = new QueryClient();
    before.setQueryData(['preferences', 'page'], { companies: ['kept'] });
    const [query] = before.getQueryCache().getAll();
    saved.clientState.queries.push({ queryKey: query.queryKey, queryHash: query.queryHash, state: query.state });
    keep(saved);

    const client = new QueryClient();
    const stop = await restoreAndSave(client, cacheOwner);
    stop();
    const restored = client.getQueryCache().find({ queryKey: ['preferences', 'page'] });
    expect(restored?.state.data).toEqual({ companies: ['kept'] });
    // Even a query whose answers never go stale by themselves is read from the server again.
    expect(restored?.isStaleByTime(Infinity)).toBe(true);
    clearSession();
  });

  it('leaves an answer this visit has already fetched as it is: newer than the kept one, and not asked for again', async () => {
    signIn(1003);
    const kept = new QueryClient();
    kept.setQueryData(['profile'], { name: 'kept' }, { updatedAt: Date.now() - 60_000 });
    kept.setQueryData(['schedule', 'detail'], { title: 'kept' }, { updatedAt: Date.now() - 60_000 });
    const saved = {
      timestamp: Date.now(),
      buster: persistOptions.buster,
      clientState: { mutations: [], queries: [] as unknown[] },
    };
    for (const query of kept.getQueryCache().getAll())
      saved.clientState.queries.push({ queryKey: query.queryKey, queryHash: query.queryHash, state: query.state });
    keep(saved);

    const client = new QueryClient();
    client.setQueryData(['profile'], { name: 'fetched at start-up' });
    const stop = await restoreAndSave(client, cacheOwner);
    stop();
    const profile = client.getQueryCache().find({ queryKey: ['profile'] });
    expect(profile?.state.data).toEqual({ name: 'fetched at start-up' });
    expect(profile?.state.isInvalidated).toBe(false);
    const schedule = client.getQueryCache().find({ queryKey: ['schedule', 'detail'] });
    expect(schedule?.state.data).toEqual({ title: 'kept' });
    expect(schedule?.state.isInvalidated).toBe(true);
    clearSession();
  });

  it('saves the answers that arrived while the kept ones were restored, with no later change to prompt it', async () => {
    signIn(1004);
    const client = new QueryClient();
    client.setQueryData(['schedule', 'detail'], { title: 'Meeting Schedule – fetched at start-up' });
    const stop = await restoreAndSave(client, cacheOwner);
    try {
      await vi.waitFor(
        () => expect(window.localStorage.getItem(`${OFFLINE_CACHE_PREFIX}1004`)).toContain('fetched at start-up'),
        { timeout: 30_000 },
      );
    } finally {
      stop();
      clearSession();
    }
  });

  it("never writes one attendee's answers under the next one's key, however soon the next signs in", async () => {
    signIn(1005);
    const client = new QueryClient();
    const stop = await restoreAndSave(client, cacheOwner);
    try {
      // Saves wait for the changes to settle, so these are still waiting when the next attendee signs in.
      client.setQueryData(['schedule', 'detail'], { title: 'Schedule of 1005' });
      client.setQueryData(['schedule', 'detail'], { title: 'Schedule of 1005, changed' });
      signIn(1006);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(window.localStorage.getItem(`${OFFLINE_CACHE_PREFIX}1006`) ?? '').not.toContain('1005');
    } finally {
      stop();
      clearSession();
    }
  });

  it('writes a burst of changes (a move, its saved answer, fetches) once, after it has settled', async () => {
    signIn(1007);
    const client = new QueryClient();
    client.setQueryData(['preferences', 'page'], { companies: ['before the move'] });
    const writes = vi.spyOn(attendeeStorage, 'setItem');
    // The clock itself is left alone: the persister spaces its writes by it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = await restoreAndSave(client, cacheOwner);
    try {
      await vi.advanceTimersByTimeAsync(SAVE_WHEN_QUIET_MS);
      expect(writes).toHaveBeenCalledTimes(1);
      writes.mockClear();
      // The move: the answer changed at once, its fetch status coming and going, the saved answer.
      client.setQueryData(['preferences', 'page'], { companies: ['moving'] });
      const query = client.getQueryCache().find({ queryKey: ['preferences', 'page'] });
      for (let i = 0; i < 5; i += 1) {
        query?.setState({ fetchStatus: 'fetching' });
        await vi.advanceTimersByTimeAsync(SAVE_WHEN_QUIET_MS / 2);
        query?.setState({ fetchStatus: 'idle' });
      }
      client.setQueryData(['preferences', 'page'], { companies: ['moved'] });
      await vi.advanceTimersByTimeAsync(SAVE_WHEN_QUIET_MS - 1);
      expect(writes).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(writes).toHaveBeenCalledTimes(1);
      expect(writes.mock.calls[0][1]).toContain('moved');
      // A fetch that brings nothing new leaves what is kept as it is: nothing is written.
      query?.setState({ fetchStatus: 'fetching' });
      query?.setState({ fetchStatus: 'idle' });
      await vi.advanceTimersByTimeAsync(SAVE_WHEN_QUIET_MS * 5);
      expect(writes).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      vi.useRealTimers();
      writes.mockRestore();
      clearSession();
    }
  });

  it('saves what is waiting at once when the page is hidden (the tab closed or left)', async () => {
    signIn(1008);
    const client = new QueryClient();
    const stop = await restoreAndSave(client, cacheOwner);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      client.setQueryData(['schedule', 'detail'], { title: 'Schedule of 1008' });
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(window.localStorage.getItem(`${OFFLINE_CACHE_PREFIX}1008`)).toContain('1008'), {
        timeout: SAVE_WHEN_QUIET_MS / 2,
      });
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
      stop();
      clearSession();
    }
  });

  it('writes each answer out as JSON.stringify does, reusing the text of an unchanged answer', () => {
    const answer = { companies: [{ id: 1, name: 'A "quoted" name\u0000' }], count: 1 };
    const client = (data: unknown, timestamp: number) => ({
      timestamp,
      buster: persistOptions.buster,
      clientState: {
        mutations: [],
        queries: [
          { queryKey: ['a'], queryHash: '["a"]', state: { data, status: 'success' } },
          { queryKey: ['b'], queryHash: '["b"]', state: { data: 'text', status: 'success' } },
          { queryKey: ['\u0000portal-data\u0000'], queryHash: 'mark', state: { data: [1, 2], status: 'success' } },
        ],
      },
    });
    const first = client(answer, 1) as never;
    expect(serializeClient(first)).toBe(JSON.stringify(first));
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const second = client(answer, 2) as never;
      expect(serializeClient(second)).toBe(JSON.stringify(second));
      // The answer itself was not written out a second time (only the save around it and the new answers).
      expect(stringify.mock.calls.some(([value]) => value === answer)).toBe(false);
    } finally {
      stringify.mockRestore();
    }
  });

  it('keeps answers in memory exactly as long as the saved cache may live: a week', () => {
    const client = new QueryClient();
    keepAnswersForOfflineUse(client);
    expect(OFFLINE_CACHE_MAX_AGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(persistOptions.maxAge).toBe(OFFLINE_CACHE_MAX_AGE_MS);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(OFFLINE_CACHE_MAX_AGE_MS);
  });

  it('saves successful answers only, and no mutation', () => {
    signIn(1001);
    const client = new QueryClient();
    client.setQueryData(['schedule', 'detail'], { title: 'Meeting Schedule' });
    const { shouldDehydrateQuery, shouldDehydrateMutation } = persistOptions.dehydrateOptions ?? {};
    const [query] = client.getQueryCache().getAll();
    expect(shouldDehydrateQuery?.(query)).toBe(true);
    expect(shouldDehydrateMutation?.({} as never)).toBe(false);
    clearSession();
    expect(shouldDehydrateQuery?.(query)).toBe(false);
  });

  it('drops the answers in memory when the attendee changes, except the public conference text', () => {
    signIn(1001);
    const client = new QueryClient();
    const stop = bindCacheToAttendee(client);
    client.setQueryData(['schedule', 'detail'], { title: 'Schedule of 1001' });
    client.setQueryData(['conference-text'], { title: 'Conference' });
    signIn(1001); // the same attendee stored again: nothing dropped
    expect(client.getQueryData(['schedule', 'detail'])).toBeDefined();
    clearSession();
    expect(client.getQueryData(['schedule', 'detail'])).toBeUndefined();
    expect(client.getQueryData(['conference-text'])).toBeDefined();
    client.setQueryData(['schedule', 'detail'], { title: 'fetched while signed out' });
    signIn(1101);
    expect(client.getQueryData(['schedule', 'detail'])).toBeUndefined();
    stop();
  });
});

describe('logout wipes the device', () => {
  it('clears local and session storage', async () => {
    signIn(1001);
    window.localStorage.setItem(`${OFFLINE_CACHE_PREFIX}1001`, '{"clientState":{}}');
    window.sessionStorage.setItem('draft', 'typed');
    await clearSession();
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('the offline notice text', () => {
  it("names the kept schedule's time in the attendee's zone", () => {
    const client = new QueryClient();
    client.setQueryData(['profile'], {}, { updatedAt: Date.parse('2025-09-08T08:59:00Z') });
    client.setQueryData(['schedule', 'detail'], {}, { updatedAt: Date.parse('2025-09-08T08:42:00Z') });
    const at = keptDataTime(client);
    expect(at?.toISOString()).toBe('2025-09-08T08:42:00.000Z');
    expect(offlineNoticeText(at, 'Europe/London')).toBe(
      'You are offline — showing your schedule as of 09:42 on Monday 8 September (London time)',
    );
    expect(offlineNoticeText(at, 'Asia/Dubai')).toBe(
      'You are offline — showing your schedule as of 12:42 on Monday 8 September (Dubai time)',
    );
  });

  it('uses the newest kept answer without a kept schedule, and says only "offline" with nothing kept', () => {
    const client = new QueryClient();
    expect(keptDataTime(client)).toBeNull();
    expect(offlineNoticeText(null, 'Europe/London')).toBe('You are offline.');
    client.setQueryData(['profile'], {}, { updatedAt: Date.parse('2025-09-08T08:59:00Z') });
    client.setQueryData(['companies'], {}, { updatedAt: Date.parse('2025-09-08T07:00:00Z') });
    expect(keptDataTime(client)?.toISOString()).toBe('2025-09-08T08:59:00.000Z');
  });
});

describe('open forms', () => {
  it('counts a form from its first input until it is submitted or leaves the page', () => {
    watchOpenForms();
    document.body.innerHTML = '<form><input aria-label="Name" /></form><form id="other"><textarea></textarea></form>';
    const [form] = document.forms;
    expect(hasOpenForm()).toBe(false);
    form.elements[0].dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasOpenForm()).toBe(true);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(hasOpenForm()).toBe(false);
    document.querySelector('textarea')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hasOpenForm()).toBe(true);
    document.getElementById('other')?.remove();
    expect(hasOpenForm()).toBe(false);
  });
});
