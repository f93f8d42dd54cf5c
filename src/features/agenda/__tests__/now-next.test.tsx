import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinClock } from '@/lib/dates/clock';
import { NowNextBanner, NowNextMark, NowNextProvider } from '../components/now-next';
import { timedEntries } from '../logic/now-next';
import type { AgendaItem } from '../logic/timeline';
import { entry, openAgenda, pinClocks, releaseClocks } from './helpers';

afterEach(() => {
  vi.useRealTimers();
  releaseClocks();
});

const item = (key: string, title: string, start: string, end: string): AgendaItem => ({
  key,
  kind: 'meeting',
  date: '2025-09-08',
  start,
  end,
  timed: true,
  title,
});
const items = [
  item('nile', 'Nile Delta Bank', '09:30:00', '10:20:00'),
  item('gulf', 'Gulf Horizon Telecom', '14:00:00', '14:50:00'),
];
const entries = timedEntries(items);
const DAYS = ['2025-09-08'];

describe('Now and Next, kept current by their own timer', () => {
  it('updates every minute without re-rendering the page around it, and stops its timer when the page is left', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    pinClock(new Date('2025-09-08T08:05:00Z')); // 09:05 London
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return <NowNextMark itemKey="nile" />;
    }
    const view = render(
      <NowNextProvider entries={entries} conferenceDates={DAYS}>
        <NowNextBanner items={items} zone="Europe/London" />
        <Page />
      </NowNextProvider>,
    );
    const banner = screen.getByRole('region', { name: 'Now and next' });
    expect(banner).toHaveTextContent('Next Nile Delta Bank at 09:30 London time, in 25 min');
    expect(screen.getByText('Next, in 25 min')).toBeInTheDocument();

    pinClock(new Date('2025-09-08T08:06:00Z'));
    act(() => vi.advanceTimersByTime(61_000));
    expect(banner).toHaveTextContent('in 24 min');
    expect(screen.getByText('Next, in 24 min')).toBeInTheDocument();

    pinClock(new Date('2025-09-08T08:31:00Z'));
    act(() => vi.advanceTimersByTime(61_000));
    expect(within(banner).getByText('Now')).toBeInTheDocument();
    expect(banner).toHaveTextContent('Nile Delta Bank (until 10:20 London time)');
    expect(banner).toHaveTextContent('Next Gulf Horizon Telecom at 14:00 London time, in 4 h 29 min');
    expect(screen.getAllByText('Now')).toHaveLength(2);
    expect(pageRenders).toBe(1);

    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is not shown outside the conference days', () => {
    pinClock(new Date('2025-08-20T09:00:00Z'));
    render(
      <NowNextProvider entries={entries} conferenceDates={DAYS}>
        <NowNextBanner items={items} zone="Europe/London" />
        <NowNextMark itemKey="nile" />
      </NowNextProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Now and next' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Next/)).not.toBeInTheDocument();
  });
});

describe('Now and Next on the agenda during the conference', () => {
  it('marks the meeting on now and the next item, in the zone shown', async () => {
    pinClocks(new Date('2025-09-08T08:45:00Z')); // Monday 09:45 London, during the Nile Delta Bank meeting
    window.localStorage.setItem('schedule_timezone', JSON.stringify('Asia/Dubai'));
    await openAgenda('investor');
    const banner = await screen.findByRole('region', { name: 'Now and next' });
    expect(banner).toHaveTextContent('Now Nile Delta Bank (until 13:20 Dubai time)');
    expect(banner).toHaveTextContent('Next Networking Lunch at 15:30 Dubai time, in 2 h 45 min');
    expect(within(entry(/^Nile Delta Bank/)).getByText('Now')).toBeInTheDocument();
    expect(within(entry(/^Networking Lunch/)).getByText('Next, in 2 h 45 min')).toBeInTheDocument();
    expect(within(entry(/^Gulf Horizon Telecom/)).queryByText(/^(Now|Next)/)).not.toBeInTheDocument();
  }, 120_000);
});
