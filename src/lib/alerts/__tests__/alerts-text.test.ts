// @vitest-environment jsdom
// (jsdom runs an inline handler that gets through, as a browser does: vitest.config.ts)
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmDialog, showAlert, toast } from '..';

// Server messages (a 422's first error, a success message) reach these dialogs: they must stay text.
const payload = `<img src=x onerror="document.documentElement.setAttribute('data-pwned','alert')"><b>bold</b>`;

function popup(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.swal2-popup');
  if (!element) throw new Error('no dialog open');
  return element;
}

afterEach(() => document.documentElement.removeAttribute('data-pwned'));

// sweetalert2 writes titleText through innerText, which jsdom lacks: src/testing/setup.ts gives it the browser's
// meaning for plain text.

describe('alerts show server text as text', () => {
  it.each([
    ['toast', () => void toast(payload, 'error')],
    ['alert title', () => void showAlert('Details', 'error', payload)],
    ['confirmation title', () => void confirmDialog({ text: 'Details', title: payload })],
    ['alert text', () => void showAlert(payload, 'error')],
  ])('%s', async (_, open) => {
    open();
    await waitFor(() => expect(popup().textContent).toContain(payload), { timeout: 30_000 });
    expect(popup().querySelector('img[src="x"], b')).toBeNull();
    popup()
      .querySelectorAll('*')
      .forEach((el) => el.dispatchEvent(new Event('error')));
    expect(document.documentElement.getAttribute('data-pwned')).toBeNull();
  });
});

describe('a dialog’s accessible name', () => {
  it('is its title, or its text when it has none', async () => {
    void showAlert('You must select Your Preferences', 'error');
    await waitFor(() => expect(popup().textContent).toContain('You must select Your Preferences'), { timeout: 30_000 });
    const labelledBy = popup().getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelledBy)?.textContent).toBe('You must select Your Preferences');
    void showAlert('The text', 'info', 'The title');
    await waitFor(() => expect(popup().textContent).toContain('The title'), { timeout: 30_000 });
    expect(document.getElementById(popup().getAttribute('aria-labelledby') ?? '')?.textContent).toBe('The title');
  });
});
