import { QueryClient, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetOpenForms, watchOpenForms } from '@/lib/offline/open-forms';
import { announceChanges, applyChanges, followOtherTabs, useChangedElsewhere } from '../other-tabs';

const person = { client_id: 1101, api_token: 'demo-token-investor1', full_titled_name: 'Mr. James Whitmore' };

/** A client holding one answer under each key (with its meta), as pages leave them. */
function clientWith(entries: [QueryKey, QueryMeta?][]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  for (const [queryKey, meta] of entries) {
    client.getQueryCache().build(client, { queryKey, meta });
    client.setQueryData(queryKey, { answer: queryKey.join('/') });
  }
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => {
  window.localStorage.setItem('client', JSON.stringify(person));
});
afterEach(() => {
  resetOpenForms();
  document.body.replaceChildren();
});

describe('a change saved in another tab', () => {
  it('invalidates the queries under the changed keys and those that follow them, and nothing else', async () => {
    const client = clientWith([
      [['preferences', 'page']],
      [['preferences', 'slots']],
      [['dashboard', 'preference-companies', 1101], { follows: [['preferences']] }],
      [['dashboard', 'colleagues'], { follows: [['profile']] }],
      [['schedule', 'detail']],
      [['conference-text']],
    ]);
    await applyChanges(client, [['preferences']]);
    expect(invalidated(client, ['preferences', 'page'])).toBe(true);
    expect(invalidated(client, ['preferences', 'slots'])).toBe(true);
    expect(invalidated(client, ['dashboard', 'preference-companies', 1101])).toBe(true);
    expect(invalidated(client, ['dashboard', 'colleagues'])).toBe(false);
    expect(invalidated(client, ['schedule', 'detail'])).toBe(false);
    expect(invalidated(client, ['conference-text'])).toBe(false);
  });

  it('leaves a copy the page is editing in place under unsent typing, and says it changed elsewhere', async () => {
    const key = ['preferences', 'page'];
    const client = clientWith([[key, { workingCopy: true }]]);
    // The page read its copy a moment before the other tab's change (not in the same millisecond, which would not
    // tell which came first).
    client.setQueryData(key, client.getQueryData(key), { updatedAt: Date.now() - 1_000 });
    const dataUpdatedAt = client.getQueryState(key)!.dataUpdatedAt;
    const { result } = renderHook(() => useChangedElsewhere(key, dataUpdatedAt));
    expect(result.current).toBe(false);

    watchOpenForms();
    const form = document.createElement('form');
    const input = document.createElement('input');
    form.append(input);
    document.body.append(form);
    input.dispatchEvent(new Event('input', { bubbles: true }));

    await act(() => applyChanges(client, [['preferences']]));
    expect(invalidated(client, key), 'the copy under typing is not replaced').toBe(false);
    expect(result.current, 'the page is told').toBe(true);

    // This tab saving the same data makes its own copy the saved one again.
    act(() => announceChanges([['preferences']]));
    expect(result.current).toBe(false);
  });

  it('replaces an untouched copy like any other answer', async () => {
    const key = ['preferences', 'page'];
    const client = clientWith([[key, { workingCopy: true }]]);
    await applyChanges(client, [['preferences']]);
    expect(invalidated(client, key)).toBe(true);
  });

  it('arrives over the BroadcastChannel, for the same attendee only', async () => {
    const client = clientWith([[['tours', 'booking']], [['schedule', 'detail']]]);
    const stop = followOtherTabs(client);
    const otherTab = new BroadcastChannel('portal-changes');
    try {
      otherTab.postMessage({ type: 'changed', person: 9999, keys: [['schedule']] });
      otherTab.postMessage({ type: 'changed', person: 1101, keys: [['tours']] });
      await expect.poll(() => invalidated(client, ['tours', 'booking'])).toBe(true);
      expect(invalidated(client, ['schedule', 'detail']), "another attendee's change is ignored").toBe(false);
    } finally {
      otherTab.close();
      stop();
    }
  });

  it('is announced to the other tabs after this tab saved it', async () => {
    const otherTab = new BroadcastChannel('portal-changes');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    try {
      announceChanges([['tours']]);
      await expect.poll(() => heard).toEqual([{ type: 'changed', person: 1101, keys: [['tours']] }]);
    } finally {
      otherTab.close();
    }
  });
});
