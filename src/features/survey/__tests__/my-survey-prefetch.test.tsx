import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countRequests, prefetchedClient, renderWithClient } from '@/testing/prefetch';
import { signInAs } from '@/testing/render';
import { surveyKeys } from '../api/keys';
import { MySurveyPage, prefetchPageData } from '../routes/my-survey-page';

const SURVEY = '*/api/v1/user/auth/my-survey';
const firstQuestion = /How would you rate the overall organisation of the conference\?/;

const prefetched = () => prefetchedClient(prefetchPageData);
const renderPage = (client: QueryClient) => renderWithClient(<MySurveyPage />, '/auth/my-survey', client);

describe('Conference Survey page — data asked for before the first render', () => {
  it('shows the prefetched survey without asking the server for it again', async () => {
    signInAs('investor');
    const calls = countRequests([SURVEY]);
    const client = await prefetched();
    expect(calls[SURVEY]).toBe(1);

    renderPage(client);
    expect(await screen.findByRole('group', { name: firstQuestion })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nile Delta Bank' })).toBeInTheDocument();
    expect(calls[SURVEY]).toBe(1);
  });

  it('still asks again for an answer kept from an earlier visit', async () => {
    signInAs('investor');
    const calls = countRequests([SURVEY]);
    const client = await prefetched();
    const kept = client.getQueryData(surveyKeys.mine());
    client.setQueryData(surveyKeys.mine(), kept, { updatedAt: Date.now() - 60_000 });

    renderPage(client);
    expect(await screen.findByRole('group', { name: firstQuestion })).toBeInTheDocument();
    await waitFor(() => expect(calls[SURVEY]).toBe(2));
  });

  it('after a failed prefetch, the page asks again and shows its usual error with a retry', async () => {
    signInAs('investor');
    const failing = { now: true };
    const calls = countRequests([SURVEY], failing);
    const client = await prefetched();
    expect(calls[SURVEY]).toBe(1);

    renderPage(client);
    expect(await screen.findByText('We could not load the survey.')).toBeInTheDocument();
    expect(calls[SURVEY]).toBe(2);

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: firstQuestion })).toBeInTheDocument();
  });
});
