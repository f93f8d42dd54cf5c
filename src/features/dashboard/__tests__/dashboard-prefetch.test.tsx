import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pinClocks, releaseClocks } from '@/testing/clocks';
import { countRequests, prefetchedClient, renderWithClient } from '@/testing/prefetch';
import { loadPageParts, signInAs } from '@/testing/render';
import { DashboardPage, prefetchPageData } from '../routes/dashboard-page';

const SCHEDULE = '*/api/v1/user/auth/get-schedule';
const SURVEY = '*/api/v1/user/auth/my-survey';
const PROFILE = '*/api/v1/user/auth/get-required-data-update-profile';

const prefetched = () => prefetchedClient(prefetchPageData);
const renderPage = (client: QueryClient) => renderWithClient(<DashboardPage />, '/user/dashboard', client);

afterEach(() => {
  releaseClocks();
});

// The overview, the other tabs and the calendar link are here from the page's first render (see dashboard-deferred.test.tsx
// for the order they come in).
beforeAll(() => loadPageParts('/user/dashboard'));

describe('dashboard — the overview’s answers asked for before the first render', () => {
  it('asks for the schedule and the survey beside the profile, and the overview shows them without asking again', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    signInAs('investor');
    const calls = countRequests([SCHEDULE, SURVEY, PROFILE]);
    const client = await prefetched();
    // Neither waits for the profile: the prefetch asks for these two alone.
    expect(calls).toEqual({ [SCHEDULE]: 1, [SURVEY]: 1, [PROFILE]: 0 });

    renderPage(client);
    const next = within(await screen.findByRole('region', { name: 'Your next meeting' }, { timeout: 10_000 }));
    expect(await next.findByText('Nile Delta Bank')).toBeInTheDocument();
    expect(calls[PROFILE]).toBe(1);
    expect(calls[SCHEDULE]).toBe(1);
    expect(calls[SURVEY]).toBe(1);
  });

  it('after a failed prefetch, the overview asks again and shows its usual error with a retry', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    signInAs('investor');
    const failing = { now: true };
    const calls = countRequests([SCHEDULE], failing);
    const client = await prefetched();
    expect(calls[SCHEDULE]).toBe(1);

    renderPage(client);
    expect(await screen.findByText('We could not load your schedule.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls[SCHEDULE]).toBe(2);

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const next = within(await screen.findByRole('region', { name: 'Your next meeting' }));
    expect(await next.findByText('Nile Delta Bank')).toBeInTheDocument();
    await waitFor(() => expect(calls[SCHEDULE]).toBe(3));
  });
});
