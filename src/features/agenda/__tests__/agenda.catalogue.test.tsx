import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { setActiveLocale } from '@/i18n/i18n';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { pseudo, resetLanguage, untranslated } from '@/testing/catalogue';
import { renderApp, signInAs } from '@/testing/render';
import { untilText } from '../logic/now-next';
import { pinClocks, releaseClocks, SCHEDULE, TOURS } from './helpers';

/**
 * The whole agenda in the attendee's language: rendered in the pseudo-language (every catalogue text wrapped in
 * ⟦ ⟧), its own texts are the catalogue's, the server's (isolated in their direction) or dates Intl wrote (lang), in
 * the list and the day view, during the conference (Now and Next) and in its error and empty states; in Arabic, its
 * toolbar, own entries and day view read in Arabic.
 */

afterEach(async () => {
  releaseClocks();
  await resetLanguage();
});

async function openInPseudo(role: 'investor' | 'presenter', { entries = true } = {}) {
  // The pseudo-language as a language other than English (right to left, as Arabic).
  setActiveLocale('ar', pseudo);
  signInAs(role);
  renderApp('/user/agenda');
  if (entries) await screen.findAllByRole('article', {}, { timeout: 30_000 });
  return userEvent.setup();
}

describe('the agenda in a pseudo-language', () => {
  it("a presenter's list and day views, with the tour, arrival and departure", async () => {
    pinClocks();
    const user = await openInPseudo('presenter');
    const tour = screen.getByRole('article', { name: '⟦⟦Guided tour⟧, الأربعاء، 10 سبتمبر 2025 13:00⟧' });
    expect(
      within(tour).getByRole('link', { name: '⟦See or change your booking on the Tour Booking page⟧' }),
    ).toBeVisible();
    expect(screen.getByRole('article', { name: '⟦⟦Arrival⟧, الأحد، 7 سبتمبر 2025 18:30⟧' })).toBeVisible();
    expect(screen.getByRole('button', { name: '⟦Download calendar (.ics)⟧' })).toBeEnabled();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: '⟦Day⟧' }));
    const days = screen.getByRole('group', { name: '⟦Day shown⟧' });
    expect(screen.getByText('⟦Choose an item of the day to see its details here.⟧')).toBeVisible();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
    await user.click(within(days).getByRole('button', { name: /^الأربعاء، 10 سبتمبر/ }));
    await user.click(screen.getByRole('button', { name: /^⟦Guided tour⟧/ }));
    expect(document.getElementById('agenda-day-detail')).toHaveTextContent('⟦Tour⟧');
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  });

  it('Now and Next during the conference', async () => {
    pinClocks(new Date('2025-09-08T09:45:00+01:00'));
    await openInPseudo('investor');
    const banner = await screen.findByRole('region', { name: '⟦Now and next⟧' });
    expect(within(banner).getByText('⟦Now⟧')).toBeVisible();
    expect(banner).toHaveTextContent('⟦⁨⟦Nile Delta Bank⟧⁩ (until 10:20 ⟦London⟧ time)⟧');
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  });

  it('the schedule failing to load, the tour booking failing, and an empty agenda', async () => {
    server.use(http.get(SCHEDULE, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    await openInPseudo('investor', { entries: false });
    await screen.findByText('⟦We could not load your agenda.⟧', {}, { timeout: 30_000 });
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
    cleanup();
    await resetLanguage();
    server.resetHandlers();

    server.use(http.get(TOURS, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    db.settings.schedule_available = false;
    await openInPseudo('investor', { entries: false });
    await screen.findByText('⟦Nothing is on your agenda yet.⟧', {}, { timeout: 30_000 });
    expect(screen.getByText('⟦We could not load your tour booking.⟧')).toBeVisible();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  });
});

describe('the agenda in Arabic', () => {
  it('reads in Arabic: the views, the calendar file, the own entries and the day view', async () => {
    pinClocks();
    await activateLocale('ar', { remember: false });
    signInAs('presenter');
    renderApp('/user/agenda');
    const arrival = await screen.findByRole('article', { name: /^الوصول، / }, { timeout: 30_000 });
    expect(within(arrival).getByRole('link', { name: 'عدّلها في صفحة التسجيل' })).toBeVisible();
    expect(within(arrival).getByText('بتوقيت دبي', { exact: false })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تنزيل التقويم (\u200e.ics)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'اليوم' }));
    expect(screen.getByRole('group', { name: 'اليوم المعروض' })).toBeVisible();
    expect(screen.getByText('اختر أحد بنود اليوم لتظهر تفاصيله هنا.')).toBeVisible();
  });

  it('says how long until an item in Arabic, with the plural form each count takes', async () => {
    await activateLocale('ar', { remember: false });
    const minute = 60_000;
    expect(untilText(minute)).toBe('خلال دقيقة واحدة');
    expect(untilText(2 * minute)).toBe('خلال دقيقتين');
    expect(untilText(25 * minute)).toBe('خلال 25 دقيقة');
    expect(untilText(5 * minute)).toBe('خلال 5 دقائق');
    expect(untilText(120 * minute)).toBe('خلال ساعتين');
    expect(untilText(185 * minute)).toBe('خلال 3 ساعات و5 دقائق');
    expect(untilText(3 * 1440 * minute)).toBe('خلال 3 أيام');
    expect(untilText(19 * 1440 * minute)).toBe('خلال 19 يومًا');
    expect(untilText(1440 * minute)).toBe('خلال يوم واحد');
  });
});
