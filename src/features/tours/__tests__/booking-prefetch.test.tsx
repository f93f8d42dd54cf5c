import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countRequests, prefetchedClient, renderWithClient } from '@/testing/prefetch';
import { signInAs } from '@/testing/render';
import { BookingPage, prefetchPageData } from '../routes/booking-page';

const LISTING = '*/api/v1/user/auth/tour-booking';
const bookedSlot = /Wednesday 10 September 2025, 13:00–13:45/;

const prefetched = () => prefetchedClient(prefetchPageData);
const renderPage = (client: QueryClient) => renderWithClient(<BookingPage />, '/user/booking', client);

describe('Tour booking page — data asked for before the first render', () => {
  it('shows the prefetched slots and booking without asking the server for them again', async () => {
    signInAs('presenter');
    const calls = countRequests([LISTING]);
    const client = await prefetched();
    expect(calls[LISTING]).toBe(1);

    renderPage(client);
    expect(await screen.findByRole('group', { name: 'Tour slots' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: bookedSlot })).toBeChecked();
    expect(calls[LISTING]).toBe(1);
  });

  it('after a failed prefetch, the page asks again and shows "Something Went Wrong!" with a retry', async () => {
    signInAs('presenter');
    const failing = { now: true };
    const calls = countRequests([LISTING], failing);
    const client = await prefetched();
    expect(calls[LISTING]).toBe(1);

    renderPage(client);
    expect(await screen.findByText('Something Went Wrong!')).toBeInTheDocument();
    expect(calls[LISTING]).toBe(2);

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Tour slots' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: bookedSlot })).toBeChecked();
  });
});
