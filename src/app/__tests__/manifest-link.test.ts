import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkManifest, MANIFEST_URL, SERVICE_WORKER_DELAY_MS } from '../service-worker';

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  for (const link of manifestLinks()) link.remove();
});

describe('linkManifest', () => {
  it('links the manifest once, with the worker, a few seconds after the load', () => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 0));
    linkManifest();
    linkManifest();
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(manifestLinks()).toHaveLength(0);
    vi.advanceTimersByTime(2);
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0].getAttribute('href')).toBe(MANIFEST_URL);
    expect(MANIFEST_URL).toBe('/manifest.webmanifest');
  });

  it('links nothing on the dev server, which serves no manifest', () => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', false);
    linkManifest();
    vi.advanceTimersByTime(60_000);
    expect(manifestLinks()).toHaveLength(0);
  });
});
