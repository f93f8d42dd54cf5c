import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { createQueryClient } from '@/lib/api/query-client';
import { conferenceTextKeys } from '@/lib/profile/conference-text';
import { profileKeys } from '@/lib/profile/profile';
import { server } from '@/mocks/node';
import { signInAs } from '@/testing/render';
import { startPageData } from '../router';
import { routes } from '../routes';

const PROFILE = '*/api/v1/user/auth/get-required-data-update-profile';

function countProfileCalls() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/auth/get-required-data-update-profile')) calls.count += 1;
  });
  return calls;
}

/** Replaces a shell route's prefetch of its page's first answers with a spy. */
function withPagePrefetch(path: string) {
  const route = routes.find((r) => r.path === path)!;
  const original = route.prefetch;
  const prefetchPageData = vi.fn(() => Promise.resolve());
  route.prefetch = prefetchPageData;
  return { prefetchPageData, restore: () => (route.prefetch = original) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('startPageData', () => {
  afterEach(() => server.events.removeAllListeners());

  it('for a signed-in attendee on a shell page, asks for the profile and the page’s own first answers', async () => {
    signInAs('investor');
    const calls = countProfileCalls();
    const page = withPagePrefetch(paths.user.schedulePreview);
    const client = createQueryClient();
    try {
      startPageData(paths.user.schedulePreview, client);
      await vi.waitFor(() => expect(client.getQueryState(profileKeys.all)?.status).toBe('success'));
      expect(calls.count).toBe(1);
      expect(page.prefetchPageData).toHaveBeenCalledWith(client);
      // The shell's menu and footer read these two: asked for now, not once the shell has rendered.
      await vi.waitFor(() => expect(client.getQueryState(conferenceTextKeys.conferenceText)?.status).toBe('success'));
      await vi.waitFor(() => expect(client.getQueryState(conferenceTextKeys.cancellationUrl)?.status).toBe('success'));
    } finally {
      page.restore();
    }
  });

  it('asks for nothing for a visitor, nor on a public page', async () => {
    const calls = countProfileCalls();
    const page = withPagePrefetch(paths.user.schedulePreview);
    const client = createQueryClient();
    try {
      startPageData(paths.user.schedulePreview, client);
      signInAs('investor');
      startPageData(paths.auth.login, client);
      startPageData(paths.home, client);
      await settle();
      expect(calls.count).toBe(0);
      expect(page.prefetchPageData).not.toHaveBeenCalled();
      expect(client.getQueryState(profileKeys.all)).toBeUndefined();
      expect(client.getQueryState(conferenceTextKeys.conferenceText)).toBeUndefined();
      expect(client.getQueryState(conferenceTextKeys.cancellationUrl)).toBeUndefined();
    } finally {
      page.restore();
    }
  });

  it('leaves a failed answer to the page’s own query (no unhandled rejection)', async () => {
    signInAs('investor');
    server.use(
      mswHttp.get(PROFILE, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })),
    );
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startPageData(paths.user.dashboard, client);
      await vi.waitFor(() => expect(client.getQueryState(profileKeys.all)?.status).toBe('error'));
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
