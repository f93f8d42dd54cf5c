import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedKeys, usePortalMutation, type Changes } from '../mutation';
import { createQueryClient } from '../query-client';

const person = { client_id: 1101, api_token: 'demo-token-investor1', full_titled_name: 'Mr. James Whitmore' };

/** Runs one mutation declared with `changes` to its success; returns what the attendee's other tabs heard. */
async function heardAfter(changes: Changes): Promise<unknown[]> {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const otherTab = new BroadcastChannel('portal-changes');
  const heard: unknown[] = [];
  otherTab.onmessage = (event) => heard.push(event.data);
  try {
    const { result } = renderHook(() => usePortalMutation({ mutationFn: async (n: number) => n + 1, changes }), {
      wrapper,
    });
    await act(async () => {
      expect(await result.current.mutateAsync(1)).toBe(2);
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // A message posted now arrives after any the mutation posted.
    const marker = new BroadcastChannel('portal-changes');
    marker.postMessage('marker');
    marker.close();
    await expect.poll(() => heard.includes('marker')).toBe(true);
    return heard.filter((message) => message !== 'marker');
  } finally {
    otherTab.close();
    client.clear();
  }
}

beforeEach(() => window.localStorage.setItem('client', JSON.stringify(person)));
afterEach(() => window.localStorage.clear());

describe('a mutation declared with usePortalMutation', () => {
  it('tells the attendee’s other tabs what its success changed', async () => {
    expect(await heardAfter([['tours'], ['schedule', 'detail']])).toEqual([
      { type: 'changed', person: 1101, keys: [['tours'], ['schedule', 'detail']] },
    ]);
  });

  it('tells them nothing when it changes nothing the portal caches', async () => {
    expect(await heardAfter({ none: 'an e-mail is sent' })).toEqual([]);
  });

  it('keeps the declared prefixes in its meta for the query client', () => {
    expect(changedKeys([['profile']])).toEqual([['profile']]);
    expect(changedKeys({ none: 'a sign-in' })).toEqual([]);
  });

  it('does not compile without saying what it changes', () => {
    // Type checks only (npm run typecheck): each line below is an error the compiler must report.
    const useDeclarations = () => [
      // @ts-expect-error `changes` is required: a mutation must say what its success changed.
      usePortalMutation({ mutationFn: async () => 1 }),
      // @ts-expect-error an empty list says nothing: a mutation that changes nothing gives `{ none: reason }`.
      usePortalMutation({ mutationFn: async () => 1, changes: [] }),
      // @ts-expect-error `meta` is the wrapper's: the changes are declared as `changes`.
      usePortalMutation({ mutationFn: async () => 1, changes: [['tours']], meta: { changes: [] } }),
    ];
    expect(typeof useDeclarations).toBe('function');
  });
});
