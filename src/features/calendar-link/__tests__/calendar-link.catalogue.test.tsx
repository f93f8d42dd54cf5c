import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { resetLanguage, untranslated, usePseudoLanguage } from '@/testing/catalogue';
import { findHeading, renderApp, renderWithProviders, signInAs } from '@/testing/render';
import { CalendarLink } from '../components/calendar-link';

/**
 * The Outlook calendar link and its callback page show no text of their own outside the catalogue (pseudo-language),
 * waiting for the sign-in included, and read in Arabic.
 */
afterEach(async () => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  await resetLanguage();
});

describe('the Outlook calendar link in the pseudo-language', { timeout: 120_000 }, () => {
  it('the callback page opened on its own', async () => {
    vi.spyOn(window, 'close').mockImplementation(() => {});
    usePseudoLanguage();
    renderApp('/redirect?code=abc');
    await findHeading('⟦Calendar Authorisation⟧');
    await screen.findByText(/only works in the sign-in window opened by the portal/, {}, { timeout: 30_000 });
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  });

  it('the button, and what it says while the sign-in window is open', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => ({ closed: false }) as unknown as Window);
    usePseudoLanguage();
    signInAs('investor');
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CalendarLink />);
    const button = screen.getByRole('button', { name: '⟦Link my Outlook calendar⟧' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(untranslated(container)).toEqual([]);
    await user.click(button);
    await screen.findByText('⟦Please complete the sign-in in the Outlook window that opened.⟧');
    expect(untranslated(container)).toEqual([]);
  });
});

describe('the Outlook calendar link in Arabic', { timeout: 120_000 }, () => {
  it('reads in Arabic', async () => {
    vi.spyOn(window, 'close').mockImplementation(() => {});
    await activateLocale('ar', { remember: false });
    renderApp('/redirect?code=abc');
    await findHeading('تفويض الوصول إلى التقويم');
    expect(
      await screen.findByRole('link', { name: 'الانتقال إلى ملفي الشخصي' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });
});
