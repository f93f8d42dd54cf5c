// fresh modules: the deferred parts' code must not have been loaded by a file run before this one.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinClocks, releaseClocks } from '@/testing/clocks';
import { PAGE_HEADING_TIMING, PAINT_REPORT_FALLBACK_MS } from '@/lib/scheduling/after-page-painted';
import { renderApp, signInAs } from '@/testing/render';
import { CalendarLink, HomeOverview } from '../components/deferred-parts';
import { ElementTiming } from '@/testing/element-timing';

/** No paint goes unreported here, however slow the machine: the fallback for an unreported paint never comes. */
function withoutPaintFallback() {
  const setTimeout = window.setTimeout.bind(window);
  vi.spyOn(window, 'setTimeout').mockImplementation(((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
    delay === PAINT_REPORT_FALLBACK_MS ? 0 : setTimeout(handler, delay, ...rest)) as typeof window.setTimeout);
}

afterEach(() => {
  releaseClocks();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dashboard — what follows the first screen', () => {
  it('paints the heading, the welcome, the details and the overview waiting, and asks for the rest once that paint is reported', async () => {
    vi.stubGlobal('PerformanceObserver', ElementTiming);
    withoutPaintFallback();
    pinClocks('2025-08-20T10:00:00+01:00');
    signInAs('investor');
    renderApp('/user/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'My DASHBOARD' }, { timeout: 30_000 });

    // The first screen: the heading (whose paint the page waits for), the welcome, the attendee's details, the
    // overview's two cards waiting, the calendar card's text.
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('elementtiming', PAGE_HEADING_TIMING);
    expect(screen.getByText(/^Welcome,/)).toHaveTextContent('Mr. James Whitmore');
    expect(screen.getByRole('tabpanel', { name: 'Personal' })).toHaveTextContent('james.whitmore@alphacapital.example');
    expect(within(screen.getByRole('region', { name: 'Your next meeting' })).getByRole('status')).toHaveTextContent(
      'Loading your schedule…',
    );
    expect(
      within(screen.getByRole('region', { name: 'Still to do' })).getByTestId('to-do-awaited'),
    ).toBeInTheDocument();
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    expect(calendar).toHaveTextContent('Link your Outlook calendar so that your meetings are added to it.');
    expect(within(calendar).queryByRole('button')).toBeNull();

    // Nothing more comes before the browser reports that paint (another element's is not it).
    act(() => ElementTiming.report('another-page'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(HomeOverview.isLoaded()).toBe(false);
    expect(CalendarLink.isLoaded()).toBe(false);
    expect(screen.queryByText('Nile Delta Bank')).toBeNull();

    act(() => ElementTiming.report(PAGE_HEADING_TIMING));
    const next = await screen.findByText('Nile Delta Bank', {}, { timeout: 10_000 });
    expect(screen.getByRole('region', { name: 'Your next meeting' })).toContainElement(next);
    expect(
      await within(screen.getByRole('region', { name: 'Calendar' })).findByRole(
        'button',
        { name: 'Link my Outlook calendar' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();

    // The other tabs, their code there by now, open at once.
    await userEvent.click(screen.getByRole('tab', { name: 'Availability' }));
    expect(screen.getByRole('tabpanel', { name: 'Availability' })).not.toHaveTextContent('Loading…');
  }, 40_000);
});
