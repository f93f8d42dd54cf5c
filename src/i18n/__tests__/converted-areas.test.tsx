import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settings } from '@/config/settings';
import { findHeading, renderApp, signInAs } from '@/testing/render';
import { activateLocale } from '../activate';
import { pseudo, untranslated } from '@/testing/catalogue';
import { setActiveLocale } from '../i18n';

/**
 * The areas converted to the message catalogue show no text of their own outside it: rendered in a pseudo-language
 * where every catalogue text comes wrapped in ⟦ ⟧, what is left unwrapped in them is the server's (in its own
 * direction: dir, <bdi> or an isolate), a language's own name or a date Intl wrote in the page's language (lang), a
 * proper name (translate="no") or signs and figures alone.
 * Converted so far: the skip link, the public header and footer, the signed-in frame's top bar and side menu.
 */
const originalSwitch = settings.languageSwitch;

afterEach(async () => {
  settings.languageSwitch = originalSwitch;
  await activateLocale('en', { remember: false });
  document.documentElement.removeAttribute('dir');
  document.documentElement.lang = 'en';
});

describe('the converted areas in a pseudo-language', () => {
  it('finds an untouched text (the check can fail)', () => {
    const box = document.createElement('div');
    box.innerHTML = '<p>⟦Home⟧</p><p>Contact us</p><p dir="auto">Gulf Horizon Telecom</p><p>© 2026</p>';
    box.setAttribute('aria-label', 'Main');
    expect(untranslated(box)).toEqual(['Contact us', 'Main']);
    // A catalogue text inside another's placeholder, beside the server's isolated name, and one word left out.
    box.removeAttribute('aria-label');
    box.innerHTML = '<p>⟦\u2068⟦Nile Delta Bank⟧\u2069 at 09:30⟧</p><p>⟦Next, ⟦in 25 min⟧⟧ soon</p>';
    expect(untranslated(box)).toEqual(['soon']);
  });

  it('the public header, footer and skip link show only catalogue texts', async () => {
    settings.languageSwitch = true;
    setActiveLocale('en', pseudo);
    renderApp('/important-deadlines');
    const header = await screen.findByRole('banner');
    await within(header).findByRole('group', { name: '⟦Language⟧' });
    expect(untranslated(header)).toEqual([]);
    expect(untranslated(screen.getByRole('contentinfo'))).toEqual([]);
    expect(untranslated(document.querySelector('.skip-link') as Element)).toEqual([]);
    expect(within(header).getByRole('link', { name: '⟦Important Deadlines⟧' })).toBeInTheDocument();
  });

  it('the signed-in top bar, side menu and footer show only catalogue texts and the server’s own', async () => {
    settings.languageSwitch = true;
    signInAs('investor');
    // A language other than English, whose every text is the pseudo-language's.
    setActiveLocale('ar', pseudo);
    renderApp('/user/dashboard');
    // The dashboard's own texts are the catalogue's too (src/features/dashboard).
    await findHeading('⟦My DASHBOARD⟧');
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(banner).toHaveTextContent('Mr. James Whitmore'));
    await within(banner).findByRole('group', { name: '⟦Language⟧' });
    expect(untranslated(banner)).toEqual([]);
    const menu = screen.getByRole('navigation', { name: '⟦Side menu⟧' });
    expect(untranslated(menu)).toEqual([]);
    expect(untranslated(screen.getByRole('contentinfo'))).toEqual([]);
  });
});

describe('Arabic, chosen with the switch', () => {
  it('lays the document out right to left, in Arabic, the server’s texts as sent', async () => {
    settings.languageSwitch = true;
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    const banner = screen.getByRole('banner');
    (await within(banner).findByRole('button', { name: 'العربية' })).click();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('portal_language')).toBe('ar');
    expect(within(banner).getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
    const menu = screen.getByRole('navigation', { name: 'القائمة الجانبية' });
    expect(within(menu).getByRole('link', { name: 'تفضيلات الاجتماعات' })).toHaveAttribute('href', '/user/preferences');
    expect(within(banner).getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    await waitFor(() => expect(banner).toHaveTextContent('\u2068Alpha Capital Partners\u2069 · مستثمر'));
    expect(banner).toHaveTextContent('8–11 سبتمبر 2025');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('جميع الحقوق محفوظة');
    (await within(banner).findByRole('button', { name: 'English' })).click();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(localStorage.getItem('portal_language')).toBeNull();
  });
});
