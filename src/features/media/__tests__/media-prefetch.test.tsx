import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countRequests, prefetchedClient, renderWithClient } from '@/testing/prefetch';
import { signInAs } from '@/testing/render';
import { MediaPage, prefetchPageData } from '../routes/media-page';

const PROVIDERS = '*/api/v1/user/auth/media-providers';
const SLOTS = '*/api/v1/user/auth/media-slots';

const prefetched = () => prefetchedClient(prefetchPageData);
/** The survey's choices are there: Yes opens the media providers select, which lists the providers. */
async function expectChoicesShown() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByLabelText(/^Media providers/));
  await user.keyboard('{ArrowDown}');
  expect(await screen.findByRole('option', { name: 'Global Markets TV' })).toBeInTheDocument();
}

const renderPage = (client: QueryClient) => renderWithClient(<MediaPage />, '/user/media', client);

describe('Media interviews page — data asked for before the first render', () => {
  it('shows the prefetched providers and slots without asking the server for them again', async () => {
    signInAs('investor');
    const calls = countRequests([PROVIDERS, SLOTS]);
    const client = await prefetched();
    expect(calls).toEqual({ [PROVIDERS]: 1, [SLOTS]: 1 });

    renderPage(client);
    await screen.findByText('You may choose several providers.');
    await screen.findByText('Slots are grouped by day; times are London time.');
    await expectChoicesShown();
    expect(calls).toEqual({ [PROVIDERS]: 1, [SLOTS]: 1 });
  });

  it('after a failed prefetch, the page asks again and shows its usual error with a retry', async () => {
    signInAs('investor');
    const failing = { now: true };
    const calls = countRequests([PROVIDERS, SLOTS], failing);
    const client = await prefetched();
    expect(calls).toEqual({ [PROVIDERS]: 1, [SLOTS]: 1 });

    renderPage(client);
    expect(await screen.findByText('We could not load the media providers and interview slots.')).toBeInTheDocument();
    expect(calls).toEqual({ [PROVIDERS]: 2, [SLOTS]: 2 });

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('You may choose several providers.');
    await expectChoicesShown();
  });
});
