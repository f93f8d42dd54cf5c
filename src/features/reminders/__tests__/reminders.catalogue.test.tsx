import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { setActiveLocale } from '@/i18n/i18n';
import { pinClock } from '@/lib/dates/clock';
import { setMockNow } from '@/mocks/clock';
import { changeDemoSchedule } from '@/mocks/demo-changes';
import { pseudo, resetLanguage, untranslated } from '@/testing/catalogue';
import { renderApp, signInAs } from '@/testing/render';

/**
 * The reminders in the attendee's language: the setting (full, on the agenda, and its minutes on the dashboard's
 * card), a reminder due and the notification notes, rendered in the pseudo-language (every catalogue text wrapped
 * in ⟦ ⟧), show only catalogue texts and the server's (in their own direction); in Arabic, a reminder, the setting and
 * the toast of a change read in Arabic.
 */
function pinMonday(londonTime: string) {
  const at = new Date(`2025-09-08T${londonTime}+01:00`);
  pinClock(at);
  setMockNow(at);
}

afterEach(async () => {
  pinClock(null);
  setMockNow(null);
  vi.unstubAllGlobals();
  await resetLanguage();
});

const setting = () => document.querySelector('.reminder-setting') as HTMLElement;

describe('the reminders in a pseudo-language', () => {
  it('the setting, its notification note, and a reminder due', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission }));
    pinMonday('09:19:30');
    setActiveLocale('ar', pseudo);
    signInAs('investor');
    renderApp('/user/agenda');
    const minutes = await screen.findByRole(
      'combobox',
      { name: '⟦Remind me before each meeting⟧' },
      { timeout: 30_000 },
    );
    expect(minutes).toHaveDisplayValue('⟦10 minutes before⟧');
    expect(screen.getByRole('group', { name: '⟦Reminders⟧' })).toBeVisible();
    expect(untranslated(setting())).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /^⟦Also as a notification/ }));
    expect(await within(setting()).findByText(/^⟦Your browser blocks notifications/)).toBeVisible();
    expect(untranslated(setting())).toEqual([]);

    const stack = screen.getByRole('region', { name: '⟦Reminders⟧' });
    act(() => {
      pinMonday('09:20:30');
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const reminder = await within(stack).findByRole('article', {}, { timeout: 10_000 });
    expect(reminder).toHaveAccessibleName('⟦⁨⟦Nile Delta Bank⟧⁩ starts ⟦in 10 minutes⟧⟧');
    expect(within(reminder).getByRole('button', { name: '⟦Close reminder: ⁨⟦Nile Delta Bank⟧⁩⟧' })).toBeVisible();
    expect(untranslated(stack)).toEqual([]);
  });

  it("the minutes on the dashboard's next-meeting card", async () => {
    pinMonday('08:00:00');
    setActiveLocale('ar', pseudo);
    signInAs('investor');
    renderApp('/user/dashboard');
    await screen.findByRole('combobox', { name: '⟦Remind me before each meeting⟧' }, { timeout: 30_000 });
    expect(untranslated(setting())).toEqual([]);
  });
});

describe('the reminders in Arabic', () => {
  it('a reminder due, the setting and the toast of a change', async () => {
    pinMonday('09:20:30');
    await activateLocale('ar', { remember: false });
    signInAs('investor');
    const { queryClient } = renderApp('/user/agenda');
    const stack = await screen.findByRole('region', { name: 'التذكيرات' }, { timeout: 30_000 });
    const reminder = await within(stack).findByRole('article', {}, { timeout: 10_000 });
    expect(reminder).toHaveAccessibleName('يبدأ \u2068Nile Delta Bank\u2069 خلال 10 دقائق');
    expect(within(reminder).getByRole('link', { name: 'افتحه في الجدول' })).toBeVisible();
    const minutes = await screen.findByRole('combobox', { name: 'ذكّرني قبل كل اجتماع' });
    expect(minutes).toHaveDisplayValue('قبل 10 دقائق');
    expect(within(minutes).getByRole('option', { name: 'قبل 30 دقيقة' })).toBeInTheDocument();

    changeDemoSchedule();
    await act(() => queryClient.refetchQueries({ queryKey: ['schedule', 'detail'] }));
    await waitFor(() =>
      expect(document.body).toHaveTextContent(/نُقل \u2068Nile Delta Bank\u2069 إلى \u2068Room 2\u2069/),
    );
  });
});
