import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { loadPageParts, renderApp, signInAs } from '@/testing/render';

afterEach(() => {
  vi.restoreAllMocks();
});

// The overview, the other tabs and the calendar link are here from the page's first render (see dashboard-deferred.test.tsx
// for the order they come in).
beforeAll(() => loadPageParts('/user/dashboard'));

describe('dashboard — calendar linking', () => {
  it.each(['/user/dashboard', '/user/profile'])(
    'lets an investor link the Outlook calendar from %s',
    async (path) => {
      const user = userEvent.setup();
      const bodies: Record<string, unknown>[] = [];
      server.use(
        http.post('*/api/v1/user/auth/outlook-authorization-code', async ({ request }) => {
          bodies.push((await request.clone().json()) as Record<string, unknown>);
        }),
      );
      const popup = { closed: false };
      const open = vi.spyOn(window, 'open').mockImplementation(() => popup as Window);
      signInAs('investor');
      renderApp(path);
      const section = await screen.findByRole('region', { name: 'Calendar' }, { timeout: 30_000 });
      const button = within(section).getByRole('button', { name: 'Link my Outlook calendar' });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);

      const address = new URL(String(open.mock.calls[0][0]));
      expect(address.host).toBe('login.microsoftonline.com');
      expect(address.searchParams.get('code_challenge_method')).toBe('S256');
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { type: 'outlook-authorization-code', code: 'investor-code' },
          }),
        );
      });
      popup.closed = true;

      expect(
        await screen.findByText('Your meetings will be synced with your Outlook calendar.', {}, { timeout: 30_000 }),
      ).toBeInTheDocument();
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ code: 'investor-code', grant_type: 'authorization_code' });
      expect(bodies[0].code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(bodies[0]).not.toHaveProperty('client_secret');
    },
    30_000,
  );
});
