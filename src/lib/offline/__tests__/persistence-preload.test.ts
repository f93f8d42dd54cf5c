import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeItem } from '@/lib/session/storage';
import { preloadPersistence } from '../persisted-cache';

// Counts the downloads of the persister's module: the factory runs when the module is first imported.
const imported = vi.hoisted(() => ({ count: 0 }));
vi.mock('../persistence', async (importOriginal) => {
  imported.count += 1;
  return importOriginal();
});

afterEach(() => window.localStorage.clear());

describe('the persister at start-up', () => {
  it('is not downloaded for a visitor, and is for a signed-in attendee before any page renders', async () => {
    preloadPersistence();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imported.count).toBe(0);
    writeItem('client', { id: 1001, client_id: 1001, api_token: 'token-1001' });
    preloadPersistence();
    await vi.waitFor(() => expect(imported.count).toBe(1));
  });
});
