import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pinClocks, releaseClocks } from '@/testing/clocks';
import { activateLocale } from '@/i18n/activate';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setActiveLocale } from '@/i18n/i18n';
import { pseudo, resetLanguage, untranslated } from '@/testing/catalogue';
import { findHeading, loadPageParts, renderApp, signInAs } from '@/testing/render';

/**
 * The dashboard in the attendee's language: rendered in the pseudo-language (every catalogue text wrapped in ⟦ ⟧),
 * its texts are the catalogue's, the server's own (isolated in their direction) or dates Intl wrote (lang), in each
 * state and tab; in Arabic, its headings, tabs and actions read in Arabic.
 */
const SCHEDULE = '*/api/v1/user/auth/get-schedule';

afterEach(async () => {
  releaseClocks();
  await resetLanguage();
});

async function openInPseudo(role: 'investor' | 'presenter') {
  // The pseudo-language as a language other than English (right to left, as Arabic).
  setActiveLocale('ar', pseudo);
  signInAs(role);
  renderApp('/user/dashboard');
  await findHeading('⟦My DASHBOARD⟧');
  return userEvent.setup();
}

const main = () => screen.getByRole('main');
const panel = () => screen.getByRole('tabpanel');

// The dashboard's overview and tabs are there from its first render (see dashboard-deferred.test.tsx for the order they come in).
beforeAll(() => loadPageParts('/user/dashboard'));

describe('the dashboard in a pseudo-language', () => {
  it("an investor's first screen and every tab show only catalogue texts and the server's own", async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    const user = await openInPseudo('investor');
    const next = await screen.findByRole('region', { name: '⟦Your next meeting⟧' });
    await within(next).findByText('⟦2 more meetings after this one⟧');
    const toDo = screen.getByRole('region', { name: '⟦Still to do⟧' });
    await within(toDo).findByRole('link', { name: '⟦Answer the survey⟧' });
    expect(within(toDo).getByText('⟦Meeting preferences are open until الاثنين، 25 أغسطس 2025.⟧')).toBeVisible();
    expect(untranslated(main())).toEqual([]);

    await user.click(screen.getByRole('tab', { name: '⟦Availability⟧' }));
    await within(panel()).findAllByText('⟦Chosen⟧');
    expect(untranslated(panel())).toEqual([]);

    await user.click(screen.getByRole('tab', { name: '⟦Schedule Summary⟧' }));
    const summary = await within(panel()).findByRole('table', { name: '⟦Your meetings⟧' });
    expect(within(summary).getByRole('columnheader', { name: '⟦Company⟧' })).toBeInTheDocument();
    expect(untranslated(panel())).toEqual([]);

    await user.click(screen.getByRole('tab', { name: '⟦Meeting Preferences⟧' }));
    const preferences = await within(panel()).findByRole('table', { name: '⟦Companies you asked to meet⟧' });
    expect(within(preferences).getByText('Nile Delta Bank')).toHaveAccessibleDescription(
      '⟦Presenters: \u2068Mr. Ahmed Fawzy, Ms. Mona Saleh\u2069⟧',
    );
    expect(untranslated(panel())).toEqual([]);

    await user.click(screen.getByRole('tab', { name: '⟦Personal⟧' }));
    expect(within(panel()).getByRole('link', { name: '⟦Edit My Details⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it("a presenter's colleagues tab and the meeting in progress", async () => {
    pinClocks('2025-09-08T10:45:00+01:00');
    const user = await openInPseudo('presenter');
    const now = await screen.findByRole('region', { name: '⟦Your meeting now⟧' });
    await within(now).findByText(/^⟦on now, until/);
    expect(untranslated(main())).toEqual([]);
    await user.click(screen.getByRole('tab', { name: '⟦Colleagues⟧' }));
    const table = await within(panel()).findByRole('table', {
      name: '⟦Your colleagues and their registration status⟧',
    });
    expect(within(table).getAllByText(/^⟦(Registered|Not registered)⟧$/).length).toBeGreaterThan(0);
    expect(untranslated(panel())).toEqual([]);
  });

  it('the empty states: no slots chosen, the schedule not published', async () => {
    pinClocks('2025-08-26T10:00:00+01:00');
    const cc = db.confClients.find((c) => c.client_id === 1001);
    if (cc) cc.available_slot = [];
    server.use(
      http.get(SCHEDULE, () => HttpResponse.json({ status: 200, schedule: {}, isPresenter: false })),
      http.get('*/api/v1/user/auth/my-survey', () => HttpResponse.json({ status: 200, survey: [], companies: [] })),
    );
    const user = await openInPseudo('investor');
    const meetings = await screen.findByRole('region', { name: '⟦Your meetings⟧' });
    await within(meetings).findByText('⟦Your meeting schedule is not published yet.⟧');
    await user.click(screen.getByRole('tab', { name: '⟦Availability⟧' }));
    expect(within(panel()).getByText('⟦You have not selected any days yet!⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
    await user.click(screen.getByRole('tab', { name: '⟦Schedule Summary⟧' }));
    await within(panel()).findByText('⟦Schedule not prepared yet.⟧');
    expect(untranslated(main())).toEqual([]);
  });

  it('the schedule failing to load, with its retry', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    server.use(http.get(SCHEDULE, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    await openInPseudo('investor');
    const next = await screen.findByRole('region', { name: '⟦Your next meeting⟧' });
    // After the one retry of a failed read (a second later).
    await within(next).findByText('⟦We could not load your schedule.⟧', {}, { timeout: 10_000 });
    expect(untranslated(main())).toEqual([]);
  });

  it('finds a text left outside the catalogue (the check can fail)', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    await openInPseudo('investor');
    const box = document.createElement('p');
    box.textContent = 'Your next meeting';
    main().append(box);
    expect(untranslated(main())).toContain('Your next meeting');
    box.remove();
  });
});

describe('the dashboard in Arabic', () => {
  it('reads in Arabic, right to left, the server’s names as sent', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    await activateLocale('ar', { remember: false });
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading('لوحة المعلومات');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const next = await screen.findByRole('region', { name: 'اجتماعك التالي' });
    expect(await within(next).findByText('Nile Delta Bank')).toHaveAttribute('dir', 'auto');
    expect(within(next).getByRole('link', { name: 'اعرضه في جدولي' })).toBeInTheDocument();
    expect(within(next).getByText('اجتماعان آخران بعد هذا الاجتماع')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'مهام متبقية' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'لوحة المعلومات' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'البيانات الشخصية' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('link', { name: 'تعديل بياناتي' })).toHaveAttribute('href', '/user/registration');
  });

  it('moves between the tabs with the arrow keys from the right: the left arrow goes to the next tab', async () => {
    await activateLocale('ar', { remember: false });
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading('لوحة المعلومات');
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'البيانات الشخصية' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'الأوقات المتاحة' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'البيانات الشخصية' })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'البيانات الشخصية' })).toHaveAttribute('aria-selected', 'true');
  });
});
