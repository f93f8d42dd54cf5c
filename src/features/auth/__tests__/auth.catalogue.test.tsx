import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { server } from '@/mocks/node';
import { resetLanguage, untranslated, usePseudoLanguage } from '@/testing/catalogue';
import { findHeading, renderApp } from '@/testing/render';

/**
 * The sign-in and password pages show no text of their own outside the catalogue (pseudo-language), in every state:
 * the form, its rule messages, the server's refusal (as sent, in its own direction), the countdown after a reset; and
 * they read in Arabic.
 */
const main = () => screen.getByRole('main');

afterEach(async () => {
  await resetLanguage();
});

describe('the sign-in and password pages in the pseudo-language', { timeout: 120_000 }, () => {
  it('the login page: the form, the rule messages and the server’s refusal', async () => {
    usePseudoLanguage();
    const user = userEvent.setup();
    renderApp('/auth/login');
    await findHeading('⟦Login⟧');
    expect(untranslated(main())).toEqual([]);
    await user.click(screen.getByRole('button', { name: '⟦Login⟧' }));
    expect(await screen.findAllByText('⟦Field is required⟧')).toHaveLength(2);
    expect(untranslated(main())).toEqual([]);
    await user.type(screen.getByLabelText(/Username/), 'investor1');
    await user.type(screen.getByLabelText(/^⟦Password⟧/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '⟦Login⟧' }));
    // The server's refusal as sent, in its own direction.
    expect(
      await screen.findByText('These credentials do not match our records.', {}, { timeout: 30_000 }),
    ).toHaveAttribute('dir', 'auto');
    expect(untranslated(main())).toEqual([]);
  });

  it('the login page’s failure without a server message', async () => {
    server.use(http.post('*/api/v1/user/auth/signin', () => HttpResponse.error()));
    usePseudoLanguage();
    const user = userEvent.setup();
    renderApp('/auth/login');
    await findHeading('⟦Login⟧');
    await user.type(screen.getByLabelText(/Username/), 'investor1');
    await user.type(screen.getByLabelText(/^⟦Password⟧/), 'password1');
    await user.click(screen.getByRole('button', { name: '⟦Login⟧' }));
    await screen.findByText('⟦Something Went Wrong⟧', {}, { timeout: 30_000 });
    expect(untranslated(main())).toEqual([]);
  });

  it('the reset request page and its rule message', async () => {
    usePseudoLanguage();
    const user = userEvent.setup();
    renderApp('/auth/password/email');
    await findHeading('⟦Reset Password⟧');
    expect(untranslated(main())).toEqual([]);
    await user.click(screen.getByRole('button', { name: '⟦Reset⟧' }));
    await screen.findByText('⟦Field is required⟧');
    expect(untranslated(main())).toEqual([]);
  });

  it('the reset page: its rules, the server’s refusal, and the countdown after a reset', async () => {
    usePseudoLanguage();
    const user = userEvent.setup();
    renderApp('/auth/password/reset?token=reset-token-ok');
    await findHeading('⟦Reset Password⟧');
    expect(untranslated(main())).toEqual([]);
    await user.type(screen.getByLabelText(/Username/), 'investor1');
    await user.type(screen.getByLabelText(/^⟦Password⟧ \*?$/), 'abc');
    await user.type(screen.getByLabelText(/Password confirmation/), 'abd');
    await user.click(screen.getByRole('button', { name: '⟦Reset Password⟧' }));
    await screen.findByText('⟦Password must have at least 6 letters.⟧');
    expect(screen.getByText('⟦Passwords must be identical.⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
    await user.clear(screen.getByLabelText(/^⟦Password⟧ \*?$/));
    await user.type(screen.getByLabelText(/^⟦Password⟧ \*?$/), 'newpass1');
    await user.clear(screen.getByLabelText(/Password confirmation/));
    await user.type(screen.getByLabelText(/Password confirmation/), 'newpass1');
    await user.click(screen.getByRole('button', { name: '⟦Reset Password⟧' }));
    await screen.findByText(/⟦Redirecting to the login page in 10 seconds\.⟧/, {}, { timeout: 30_000 });
    expect(untranslated(main())).toEqual([]);
  });
});

describe('the sign-in and password pages in Arabic', { timeout: 120_000 }, () => {
  it('the login page, its rule messages and the server’s refusal kept as sent in its own direction', async () => {
    await activateLocale('ar', { remember: false });
    const user = userEvent.setup();
    renderApp('/auth/login');
    await findHeading('تسجيل الدخول');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(within(main()).getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    await user.type(screen.getByLabelText(/اسم المستخدم/), 'investor1');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'wrong-password');
    await user.click(within(main()).getByRole('button', { name: 'تسجيل الدخول' }));
    const refusal = await screen.findByText('These credentials do not match our records.', {}, { timeout: 30_000 });
    expect(refusal).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: 'هل نسيت كلمة المرور؟' })).toHaveAttribute('href', '/auth/password/email');
  });

  it('the reset page’s countdown in Arabic plural forms', async () => {
    await activateLocale('ar', { remember: false });
    const user = userEvent.setup();
    renderApp('/auth/password/reset?token=reset-token-ok');
    await findHeading('إعادة تعيين كلمة المرور');
    await user.type(screen.getByLabelText(/اسم المستخدم/), 'investor1');
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'newpass1');
    await user.type(screen.getByLabelText(/تأكيد كلمة المرور/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    await waitFor(() => expect(main()).toHaveTextContent('جارٍ الانتقال إلى صفحة تسجيل الدخول خلال 10 ثوانٍ.'), {
      timeout: 30_000,
    });
  });
});
