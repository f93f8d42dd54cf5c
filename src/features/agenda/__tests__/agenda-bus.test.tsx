/**
 * The shuttle bus on the agenda once the organiser has published the timetable (src/content with
 * `sample: false`); the shipped sample is never shown there (agenda-page.test.tsx: the demo shows none).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { entry, openAgenda } from './helpers';

vi.mock('@/content/bus-timetable', async (original) => {
  const actual = (await original()) as typeof import('@/content/bus-timetable');
  return { ...actual, BUS_TIMETABLE: { ...actual.BUS_TIMETABLE, sample: false } };
});

describe('My Agenda — published shuttle timetable', () => {
  it("shows the shuttle's runs on the attendee's days, every pick-up in the zone shown", async () => {
    await openAgenda('investor');
    const monday = screen.getByRole('region', { name: 'Monday 8 September 2025' });
    const runs = within(monday)
      .getAllByRole('article')
      .filter((article) => article.textContent?.includes('Shuttle bus'));
    expect(runs.map((run) => run.getAttribute('aria-label'))).toEqual([
      'Morning shuttle 1, Monday 8 September 2025 07:15',
      'Morning shuttle 2, Monday 8 September 2025 07:45',
      'Morning shuttle 3, Monday 8 September 2025 08:15',
      'Midday shuttle, Monday 8 September 2025 12:00',
      'Afternoon shuttle, Monday 8 September 2025 14:30',
      'Evening reception shuttle, Monday 8 September 2025 18:15',
    ]);
    const first = entry(/^Morning shuttle 1, Monday/);
    expect(within(first).getByText('07:15–07:45')).toBeInTheDocument();
    expect(within(first).getByText(/Riverside Grand Hotel/)).toHaveTextContent('Riverside Grand Hotel: 07:15');
    expect(within(first).getByText(/Kensington Court Hotel/)).toHaveTextContent('Kensington Court Hotel: 07:45');
    // Not on Tuesday, when investor1 has nothing at the venue.
    expect(screen.queryByRole('region', { name: 'Tuesday 9 September 2025' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: /^Morning shuttle 1/ })).toHaveLength(2);
  }, 120_000);
});
