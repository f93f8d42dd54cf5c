import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { server } from '@/mocks/node';

export const PREFERENCES = '*/api/v1/user/auth/preferences';
export const PREFERENCE_SLOTS = '*/api/v1/user/auth/preferences/slots';

/** Records the requests reaching the mock server (method, path, JSON body). */
export function recordRequests() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    let body: unknown = null;
    if (request.method !== 'GET') {
      try {
        body = await request.clone().json();
      } catch {
        body = null;
      }
    }
    calls.push({ method: request.method, path: url.pathname.replace('/api/v1/user/', ''), body });
  };
  server.events.on('request:start', listener);
  return {
    calls,
    find: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

export function rowOf(name: string): HTMLElement {
  const toggle = screen.getByRole('switch', { name });
  const row = toggle.closest<HTMLElement>('[role="listitem"]');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

export function selectsOf(name: string) {
  const row = within(rowOf(name));
  return {
    type: row.getByLabelText(/^Meeting type/) as HTMLSelectElement,
    priority: row.getByLabelText(/^Meeting priority/) as HTMLSelectElement,
    knowledge: row.getByLabelText(/^Level of knowledge/) as HTMLSelectElement,
  };
}

/** Closes the open sweetalert dialog (it hides the page from the accessibility tree while open). */
export async function dismissAlert(user: { click: (element: Element) => Promise<void> }) {
  const ok = await screen.findByRole('button', { name: 'OK' });
  await user.click(ok);
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}

/**
 * Clicks a company's switch and waits until the page has applied it: a pointer click flips
 * the switch at once and updates the row (its selects) after the next paint.
 */
export async function toggleCompany(user: { click: (element: Element) => Promise<void> }, name: string) {
  const toggle = screen.getByRole('switch', { name }) as HTMLInputElement;
  const wasSelected = toggle.checked;
  await user.click(toggle);
  await waitFor(() => expect(selectsOf(name).type.disabled).toBe(wasSelected));
}

/**
 * Holds the page's requestAnimationFrame callbacks: `run` runs the held ones (a frame is
 * painted), `restore` gives the page the real requestAnimationFrame back.
 */
export function holdAnimationFrames() {
  const callbacks: FrameRequestCallback[] = [];
  const spy = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => callbacks.push(callback));
  return {
    held: () => callbacks.length,
    run: () => act(() => callbacks.splice(0).forEach((callback) => callback(performance.now()))),
    restore: () => spy.mockRestore(),
  };
}

/**
 * Waits until the list holds every company: the page shows the first screen's rows first and adds
 * the rest in a transition, which the test's own typing and clicks may hold back (aria-busy meanwhile).
 */
export async function allRowsShown() {
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'Presenting companies' })).not.toHaveAttribute('aria-busy'),
  );
}
