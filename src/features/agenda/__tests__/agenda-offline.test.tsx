import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/testing/render';

afterEach(() => act(() => onlineManager.setOnline(true)));

/** The portal as the app starts it: the attendee's answers saved on the device and restored on the next start. */
const startPortal = (path: string) => renderApp(path, { persist: true });

describe('My Agenda offline', () => {
  it('is readable offline after one visit: the schedule, tour and travel kept on the device', async () => {
    signInAs('presenter');
    const first = startPortal('/user/agenda');
    expect(await screen.findByRole('article', { name: /^Guided tour/ }, { timeout: 30_000 })).toBeInTheDocument();
    // The saved answers are written at most once a second.
    await waitFor(() => expect(window.localStorage.getItem('portal_offline_cache:1101')).toContain('remaining_seats'), {
      timeout: 5_000,
    });
    await waitFor(() => expect(window.localStorage.getItem('portal_offline_cache:1101')).toContain('Alpha Capital'));
    first.unmount();

    act(() => onlineManager.setOnline(false));
    startPortal('/user/agenda');
    expect(await screen.findByRole('article', { name: /^Guided tour/ }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^Arrival, Sunday 7 September 2025/ })).toBeInTheDocument();
    const group = screen.getByRole('article', { name: /^Alpha Capital Partners, Falcon Gulf Capital/ });
    expect(within(group).getByText('17:00–17:50')).toBeInTheDocument();
    expect(await screen.findByText(/^You are offline — showing your schedule as of/)).toBeInTheDocument();
  }, 120_000);

  it('offline, without a kept tour booking, shows what is kept rather than waiting', async () => {
    signInAs('investor');
    const first = startPortal('/user/schedule-preview');
    await screen.findByRole('article', { name: /^Nile Delta Bank/ }, { timeout: 30_000 });
    await waitFor(() => expect(window.localStorage.getItem('portal_offline_cache:1001')).toContain('Nile Delta Bank'), {
      timeout: 5_000,
    });
    first.unmount();

    act(() => onlineManager.setOnline(false));
    startPortal('/user/agenda');
    expect(await screen.findByRole('article', { name: /^Nile Delta Bank/ }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading your agenda…')).not.toBeInTheDocument();
  }, 120_000);
});
