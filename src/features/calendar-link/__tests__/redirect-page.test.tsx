import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '@/testing/render';

function setOpener(value: unknown) {
  Object.defineProperty(window, 'opener', { value, configurable: true, writable: true });
}

afterEach(() => {
  setOpener(null);
  vi.restoreAllMocks();
});

describe('Calendar authorisation callback (/redirect)', () => {
  it('passes the code to its same-origin opener and closes itself', async () => {
    const postMessage = vi.fn();
    setOpener({ location: { origin: window.location.origin }, postMessage });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderApp('/redirect?code=M.C507_BAY.2.U.demo-auth-code');
    await findHeading('Calendar Authorisation');
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'outlook-authorization-code', code: 'M.C507_BAY.2.U.demo-auth-code' },
      window.location.origin,
    );
  });

  it('closes without posting when the provider returned no code', async () => {
    const postMessage = vi.fn();
    setOpener({ location: { origin: window.location.origin }, postMessage });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderApp('/redirect?error=access_denied');
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('says what the page is for when opened without an opener', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderApp('/redirect?code=abc');
    expect(
      await screen.findByText(/only works in the sign-in window opened by the portal/, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });

  it('never posts to an opener of another origin', async () => {
    const postMessage = vi.fn();
    setOpener({
      get location(): Location {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
      postMessage,
    });
    vi.spyOn(window, 'close').mockImplementation(() => {});
    renderApp('/redirect?code=abc');
    expect(
      await screen.findByText(/only works in the sign-in window opened by the portal/, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
