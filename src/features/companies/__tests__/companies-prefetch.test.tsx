import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileQueryOptions } from '@/lib/profile/profile';
import { countRequests, prefetchedClient, renderWithClient } from '@/testing/prefetch';
import { signInAs } from '@/testing/render';
import { companiesKeys } from '../api/keys';
import { CompaniesPage, prefetchPageData } from '../routes/companies-page';

const COMPANIES = '*/api/v1/user/general/registerd-companies';

/** The client after start-up's asks have settled: the profile (the shell shows the page once it is there) and the page's prefetch. */
const prefetched = () =>
  prefetchedClient((client) => {
    void client.prefetchQuery(profileQueryOptions());
    prefetchPageData(client);
  });
const renderPage = (client: QueryClient) => renderWithClient(<CompaniesPage />, '/user/companies', client);

describe('Confirmed Companies page — data asked for before the first render', () => {
  it("shows an investor's prefetched list without asking the server for it again", async () => {
    signInAs('investor');
    const calls = countRequests([COMPANIES]);
    const client = await prefetched();
    expect(calls[COMPANIES]).toBe(1);

    renderPage(client);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Atlas Cement')).toBeInTheDocument();
    expect(calls[COMPANIES]).toBe(1);
  });

  it('asks for nothing early for a presenter, who is not shown the list', async () => {
    signInAs('presenter');
    const calls = countRequests([COMPANIES]);
    const client = await prefetched();
    expect(calls[COMPANIES]).toBe(0);
    expect(client.getQueryState(companiesKeys.all)).toBeUndefined();
  });

  it('after a failed prefetch, the page asks again and shows its usual error with a retry', async () => {
    signInAs('investor');
    const failing = { now: true };
    const calls = countRequests([COMPANIES], failing);
    const client = await prefetched();
    expect(calls[COMPANIES]).toBe(1);

    renderPage(client);
    expect(await screen.findByText('We could not load the companies.')).toBeInTheDocument();
    expect(calls[COMPANIES]).toBe(2);

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Atlas Cement')).toBeInTheDocument();
  });
});
