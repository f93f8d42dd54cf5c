/**
 * What changed since the last visit, as the agenda, the schedule page and the dashboard tell it:
 * worked out from the server's answers (the mock backend's demo change between two visits), kept
 * per attendee, marked as seen on request, never the attendee's own cancellation, and wiped with
 * the session.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session';
import { changeDemoSchedule } from '@/mocks/demo-changes';
import { findHeading, renderApp, signInAs } from '@/testing/render';
import { entry, openAgenda, pinClocks, releaseClocks } from './helpers';

afterEach(releaseClocks);

const SUMMARY = 'Since your last visit: 2 new meetings, 1 moved, 1 room changed, 1 cancelled';
const summary = () => screen.queryByRole('region', { name: 'Changes since your last visit' });

/** A first visit to the agenda (which keeps the schedule as seen), then the server's change, then a second visit. */
async function visitChangeAndComeBack(role: 'investor' | 'presenter' = 'investor') {
  const first = await openAgenda(role);
  expect(summary()).not.toBeInTheDocument();
  expect(screen.queryByText('New')).not.toBeInTheDocument();
  first.unmount();
  changeDemoSchedule();
  return openAgenda(role);
}

describe('changes since the last visit — My Agenda', () => {
  it('marks new, moved, re-roomed and cancelled meetings, sums them up, and forgets them once marked as seen', async () => {
    const user = userEvent.setup();
    const second = await visitChangeAndComeBack();
    expect(await screen.findByText(SUMMARY)).toBeInTheDocument();

    expect(within(entry(/^Kuwait Harbour Logistics/)).getByText('New')).toBeInTheDocument();
    expect(within(entry(/^Tunis Insurance Group/)).getByText('New')).toBeInTheDocument();
    const petra = entry(/^Petra Pharmaceuticals, Monday 8 September 2025 11:30/);
    expect(within(petra).getByText('Moved')).toBeInTheDocument();
    expect(within(petra).getByText('was Wednesday 10 September 2025, 10:30–11:20 (London time)')).toBeInTheDocument();
    const nile = entry(/^Nile Delta Bank/);
    expect(within(nile).getByText('Room changed')).toBeInTheDocument();
    expect(within(nile).getByText('was Room 4')).toBeInTheDocument();
    expect(within(nile).queryByText('Moved')).not.toBeInTheDocument();
    const cancelled = entry(/^Cancelled: Gulf Horizon Telecom, Monday 8 September 2025 14:00/);
    expect(within(cancelled).getByText('Gulf Horizon Telecom').tagName).toBe('S');
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel meeting: Gulf Horizon/ })).not.toBeInTheDocument();

    await user.click(within(summary() as HTMLElement).getByRole('button', { name: 'Mark as seen' }));
    expect(summary()).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Cancelled:/ })).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByText('Room changed')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /^Meeting Schedule/ })).toHaveFocus();
    expect(screen.getByText('The changes are marked as seen.')).toBeInTheDocument();

    second.unmount();
    await openAgenda();
    expect(summary()).not.toBeInTheDocument();
  }, 120_000);

  it("tells a presenter the changes of the presenter's own meetings", async () => {
    await visitChangeAndComeBack('presenter');
    expect(await screen.findByText('Since your last visit: 1 new meeting, 1 moved, 1 cancelled')).toBeInTheDocument();
    expect(
      within(entry(/^Northbridge Asset Management, Monday 8 September 2025 15:00/)).getByText('New'),
    ).toBeInTheDocument();
    expect(entry(/^Cancelled: Alpha Capital Partners, Falcon Gulf Capital/)).toBeInTheDocument();
  }, 120_000);

  it('marks the changes in the day view too, each item a named button that shows its details', async () => {
    const user = userEvent.setup();
    await visitChangeAndComeBack();
    await user.click(screen.getByRole('button', { name: 'Day' }));
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Monday 8 September' })).toHaveAttribute('aria-pressed', 'true');
    const items = within(screen.getByRole('list', { name: 'Monday 8 September 2025, London time' }))
      .getAllByRole('button')
      .map((button) => button.textContent?.replace(/\s+/g, ' ').trim());
    expect(items).toEqual([
      'Nile Delta Bank 09:30–10:20 London time Room 2 Room changed',
      'Petra Pharmaceuticals 11:30–12:20 London time Room 2 Moved',
      'Networking Lunch 12:30–13:50 London time',
      'Gulf Horizon Telecom 14:00–14:50 London time Room 7 Cancelled',
    ]);
    // The list view is kept for printing, out of sight and out of the accessibility tree.
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    const petra = screen.getByRole('button', { name: /^Petra Pharmaceuticals/ });
    petra.focus();
    await user.keyboard('{Enter}');
    expect(petra).toHaveAttribute('aria-expanded', 'true');
    const detail = document.getElementById('agenda-day-detail') as HTMLElement;
    expect(within(detail).getByRole('article', { name: /^Petra Pharmaceuticals/ })).toHaveTextContent(
      'was Wednesday 10 September 2025, 10:30–11:20 (London time)',
    );
    await user.tab();
    expect(screen.getByRole('button', { name: /^Networking Lunch/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Wednesday 10 September' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Wednesday 10 September 2025' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Wednesday 10 September 2025, London time' })).getAllByRole('button'),
    ).toHaveLength(2);
  }, 120_000);

  it("never tells the attendee's own cancellation back as a change", async () => {
    pinClocks();
    const user = userEvent.setup();
    await openAgenda();
    await user.click(await within(entry(/^Nile Delta Bank/)).findByRole('button', { name: /Cancel meeting/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /Nile Delta Bank/ })).not.toBeInTheDocument());
    expect(summary()).not.toBeInTheDocument();
  }, 120_000);

  it('forgets the schedule as last seen when the session ends: the next sign-in is a first visit', async () => {
    const first = await openAgenda();
    first.unmount();
    clearSession();
    changeDemoSchedule();
    await openAgenda();
    expect(summary()).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  }, 120_000);
});

describe('changes since the last visit — schedule page and dashboard', () => {
  it('the schedule page marks them too, with the summary, and marking them as seen there clears the agenda', async () => {
    const user = userEvent.setup();
    (await openAgenda()).unmount();
    changeDemoSchedule();
    signInAs('investor');
    const schedule = renderApp('/user/schedule-preview');
    await findHeading('Meeting Schedule – Mr. James Whitmore', 10_000);
    expect(await screen.findByText(SUMMARY)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: /^Kuwait Harbour Logistics/ })).getByText('New'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^Cancelled: Gulf Horizon Telecom/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as seen' }));
    expect(summary()).not.toBeInTheDocument();
    schedule.unmount();
    await openAgenda();
    expect(summary()).not.toBeInTheDocument();
  }, 120_000);

  it('the dashboard shows the same summary line, linking to the schedule', async () => {
    signInAs('investor');
    const first = renderApp('/user/dashboard');
    await findHeading('My DASHBOARD', 10_000);
    await waitFor(() => expect(window.localStorage.getItem('portal_attendee:schedule-last-seen:1001')).not.toBeNull());
    expect(summary()).not.toBeInTheDocument();
    first.unmount();
    changeDemoSchedule();
    signInAs('investor');
    renderApp('/user/dashboard');
    expect(await screen.findByText(SUMMARY, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(within(summary() as HTMLElement).getByRole('link', { name: 'See them on my schedule' })).toHaveAttribute(
      'href',
      '/user/schedule-preview',
    );
    expect(within(summary() as HTMLElement).queryByRole('button', { name: 'Mark as seen' })).not.toBeInTheDocument();
  }, 120_000);
});
