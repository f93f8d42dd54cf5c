import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders, signInAs } from '@/testing/render';
import { CalendarLink } from '../components/calendar-link';
import { CODE_VERIFIER_KEY, codeChallengeS256 } from '../logic/outlook-calendar';

type FakePopup = { closed: boolean };

function openPopup() {
  const popup: FakePopup = { closed: false };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { popup, open };
}

/** The button is enabled once the PKCE pair is ready (a few milliseconds after the first render). */
async function clickLink(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Link my Outlook calendar' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

function sendCode(code: string, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'outlook-authorization-code', code } }));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CalendarLink', () => {
  it('opens a 500x700 sign-in pop-up, polls every second and hands the code to the server', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/user/auth/outlook-authorization-code', async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    signInAs('presenter');
    const interval = vi.spyOn(window, 'setInterval');
    const { popup, open } = openPopup();
    renderWithProviders(<CalendarLink />);

    await clickLink(user);
    expect(open).toHaveBeenCalledTimes(1);
    const [address, name, features] = open.mock.calls[0];
    const url = new URL(String(address));
    expect(`${url.origin}${url.pathname}`).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/authorize');
    expect(url.searchParams.get('client_id')).toBe('3f6c9a52-7d1e-4b8a-9c2f-1e5d7a0b4c11');
    expect(url.searchParams.get('scope')).toBe('offline_access Calendars.ReadWrite Mail.Send');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/redirect`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const challenge = url.searchParams.get('code_challenge');
    const verifier = sessionStorage.getItem(CODE_VERIFIER_KEY);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(await codeChallengeS256(verifier ?? ''));
    expect(name).toBe('outlook-authorization');
    expect(features).toMatch(/width=500,height=700/);
    expect(interval).toHaveBeenCalledWith(expect.any(Function), 1000);
    expect(screen.getByRole('button', { name: 'Link my Outlook calendar' })).toBeDisabled();
    expect(screen.getByText('Please complete the sign-in in the Outlook window that opened.')).toBeInTheDocument();

    sendCode('M.C507_BAY.2.U.demo-auth-code');
    popup.closed = true;

    expect(
      await screen.findByText('Your meetings will be synced with your Outlook calendar.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        client_id: '3f6c9a52-7d1e-4b8a-9c2f-1e5d7a0b4c11',
        scope: 'offline_access Calendars.ReadWrite Mail.Send',
        code: 'M.C507_BAY.2.U.demo-auth-code',
        redirect_uri: `${window.location.origin}/redirect`,
        grant_type: 'authorization_code',
        code_verifier: verifier,
      },
    ]);
    expect(sessionStorage.getItem(CODE_VERIFIER_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link my Outlook calendar' })).toBeEnabled());
  }, 120_000);

  it('takes the code when its message arrives after the pop-up is seen closed', async () => {
    const user = userEvent.setup();
    const codes: string[] = [];
    server.use(
      http.post('*/api/v1/user/auth/outlook-authorization-code', async ({ request }) => {
        codes.push(((await request.clone().json()) as { code: string }).code);
      }),
    );
    signInAs('presenter');
    const interval = vi.spyOn(window, 'setInterval');
    const { popup } = openPopup();
    renderWithProviders(<CalendarLink />);
    await clickLink(user);
    const poll = interval.mock.calls.find(([, ms]) => ms === 1000)?.[0] as () => void;
    expect(poll).toBeTypeOf('function');

    // The callback page closed; its message is still on the way when the poll sees the close.
    popup.closed = true;
    act(() => poll());
    sendCode('M.C507_BAY.2.U.late-code');

    expect(
      await screen.findByText('Your meetings will be synced with your Outlook calendar.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(codes).toEqual(['M.C507_BAY.2.U.late-code']);
    expect(screen.queryByText('Failed authorize outlook calendar! Please try again')).not.toBeInTheDocument();
  }, 120_000);

  it('fails when the pop-up closes without a code, ignoring messages from other origins', async () => {
    const user = userEvent.setup();
    let called = false;
    server.use(
      http.post('*/api/v1/user/auth/outlook-authorization-code', () => {
        called = true;
      }),
    );
    signInAs('presenter');
    const { popup } = openPopup();
    renderWithProviders(<CalendarLink />);
    await clickLink(user);
    sendCode('stolen-code', 'https://evil.example');
    popup.closed = true;
    expect(
      await screen.findByText('Failed authorize outlook calendar! Please try again', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(called).toBe(false);
  }, 120_000);

  it('fails when the server refuses the code', async () => {
    const user = userEvent.setup();
    signInAs('presenter');
    const { popup } = openPopup();
    renderWithProviders(<CalendarLink />);
    await clickLink(user);
    sendCode('an-invalid-code');
    popup.closed = true;
    expect(
      await screen.findByText('Failed authorize outlook calendar! Please try again', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
  }, 120_000);

  it('fails at once when the pop-up is blocked', async () => {
    const user = userEvent.setup();
    signInAs('presenter');
    vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithProviders(<CalendarLink />);
    await clickLink(user);
    expect(
      await screen.findByText('Failed authorize outlook calendar! Please try again', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
  }, 120_000);
});
