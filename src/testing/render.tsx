import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '@/app/providers';
import { AppRouter, preloadRouteParts } from '@/app/router';
import type { Client } from '@/lib/api/contract';
import { writeItem } from '@/lib/session/storage';
import { testQueryClient } from '@/testing/test-clients';

/** The current location and in-app navigation (through the router of the last renderApp), as tests read them. */
export const router = {
  state: {
    get location() {
      return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
    },
  },
  /** A push onto the history, as a link would make it, which the router (listening to popstate) follows. */
  navigate: (to: string) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  },
};

/**
 * Renders the whole portal at `path`, with the real router, guard and API client against the msw
 * server. With `persist`, the attendee's answers are saved on the device and restored as the app
 * does at start-up (the offline cache).
 */
export function renderApp(path: string, { persist = false }: { persist?: boolean } = {}) {
  window.history.replaceState({}, '', path);
  const queryClient = testQueryClient();
  const utils = render(
    <AppProviders client={queryClient} persist={persist}>
      <AppRouter />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/**
 * Downloads the code of what the page at `path` shows after its first paint (its route's `parts`), so that its first
 * render shows those parts at once, as a kept page's does: for tests of the parts, not of the order they arrive in.
 */
export const loadPageParts = (path: string): Promise<void> => preloadRouteParts(path);

/** Renders one component with the providers (no router). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = testQueryClient();
  return { ...render(<AppProviders client={queryClient}>{ui}</AppProviders>), queryClient };
}

export const demoTokens = {
  investor: 'demo-token-investor1',
  presenter: 'demo-token-presenter1',
} as const;

/** Stores a signed-in client as the login page would, without the 1-second wait. */
export function signInAs(role: 'investor' | 'presenter', overrides: Partial<Client> = {}) {
  const base =
    role === 'investor'
      ? {
          id: 1001,
          client_id: 1001,
          full_titled_name: 'Mr. James Whitmore',
          client_type_id: 1,
          client_type: { id: 1, type: 1 },
        }
      : {
          id: 1101,
          client_id: 1101,
          full_titled_name: 'Ms. Layla Haddad',
          client_type_id: 4,
          client_type: { id: 4, type: 2 },
        };
  writeItem('client', { ...base, api_token: demoTokens[role], ...overrides });
  writeItem('first_time', 0);
}

/** The page's h1 (lazy pages compile on first use under vitest). */
export async function findHeading(name: string | RegExp, timeout = 30_000) {
  return screen.findByRole('heading', { level: 1, name }, { timeout });
}
