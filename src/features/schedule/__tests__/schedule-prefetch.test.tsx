import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { countRequests, prefetchedClient, renderWithClient } from '@/testing/prefetch';
import { signInAs } from '@/testing/render';
import { prefetchPageData, SchedulePage } from '../routes/schedule-page';
import { cancelButtonIn, investorHeading, pinDemoClock, releaseDemoClock, SCHEDULE, slotNamed } from './helpers';

const CANCELLATION_DATE = '*/api/v1/user/auth/investor-cancellation-date';

afterEach(releaseDemoClock);

const prefetched = () => prefetchedClient(prefetchPageData);
const renderPage = (client: QueryClient) => renderWithClient(<SchedulePage />, '/user/schedule-preview', client);

describe('schedule page — data asked for before the first render', () => {
  it('shows the prefetched schedule without asking the server for it again', async () => {
    pinDemoClock();
    signInAs('investor');
    const calls = countRequests([SCHEDULE]);
    const client = await prefetched();
    expect(calls[SCHEDULE]).toBe(1);

    renderPage(client);
    await screen.findByRole('heading', { level: 1, name: investorHeading });
    expect(slotNamed(/^Nile Delta Bank, Monday 8 September 2025 09:30/)).toBeInTheDocument();
    expect(calls[SCHEDULE]).toBe(1);
  });

  it('after a failed prefetch, the page asks again and shows its usual error with a retry', async () => {
    pinDemoClock();
    signInAs('investor');
    const failing = { now: true };
    const calls = countRequests([SCHEDULE], failing);
    const client = await prefetched();
    expect(calls[SCHEDULE]).toBe(1);

    renderPage(client);
    expect(await screen.findByText('We could not load your schedule.')).toBeInTheDocument();
    expect(calls[SCHEDULE]).toBe(2);

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: investorHeading });
    expect(slotNamed(/^Nile Delta Bank, Monday 8 September 2025 09:30/)).toBeInTheDocument();
  });

  it("asks for an investor's cancellation date once the schedule is in, and the page does not ask again", async () => {
    pinDemoClock();
    signInAs('investor');
    const calls = countRequests([SCHEDULE, CANCELLATION_DATE]);
    const client = await prefetched();
    expect(calls).toEqual({ [SCHEDULE]: 1, [CANCELLATION_DATE]: 1 });

    renderPage(client);
    await screen.findByRole('heading', { level: 1, name: investorHeading });
    // The date allows cancelling: the page offers it from the prefetched answer.
    expect(await cancelButtonIn(/^Nile Delta Bank, Monday 8 September 2025 09:30/)).toBeInTheDocument();
    expect(calls).toEqual({ [SCHEDULE]: 1, [CANCELLATION_DATE]: 1 });
  });

  it("does not ask for the cancellation date when the schedule is a presenter's", async () => {
    pinDemoClock();
    signInAs('presenter');
    const calls = countRequests([SCHEDULE, CANCELLATION_DATE]);
    const client = await prefetched();
    expect(calls).toEqual({ [SCHEDULE]: 1, [CANCELLATION_DATE]: 0 });

    renderPage(client);
    await screen.findByRole('heading', { level: 1, name: /^Meeting Schedule/ });
    expect(calls).toEqual({ [SCHEDULE]: 1, [CANCELLATION_DATE]: 0 });
  });
});
