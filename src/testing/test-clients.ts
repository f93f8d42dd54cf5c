/**
 * The query clients of the tests' renders (render.tsx, prefetch.tsx), dropped when each test ends (setup.ts, the
 * fuzz suite's visits). Kept apart from render.tsx so the shared setup does not load the app before a test file
 * replaces one of its modules.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api/query-client';

/** The clients of the tests' renders, until the test ends (forgetTestClients). */
const testClients = new Set<QueryClient>();

/** A client as the app makes it, without retries (a test's failed answer is final), dropped when the test ends. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  testClients.add(client);
  return client;
}

/**
 * Drops the answers held by the clients of the test that ended. An unmounted page's answers stay in its client
 * until their garbage-collection time (5 minutes) has passed: in one test process, hundreds of pages' answers
 * (a fuzz run's 5,000-row lists among them) would be kept, and every test after them would run slower.
 */
export function forgetTestClients() {
  for (const client of testClients) client.clear();
  testClients.clear();
}
