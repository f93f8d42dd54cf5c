/**
 * The Meeting Schedule page shows no text of its own outside the message catalogue: rendered in the pseudo-language
 * (every catalogue text wrapped in ⟦ ⟧), what is left unwrapped is the server's (names, rooms, descriptions, meeting
 * details, its own messages), in its own direction, or dates and zones written in the page's language. In Arabic the
 * page's words are Arabic, the server's names as sent, the change summary in Arabic's plural forms.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { db } from '@/mocks/db';
import { changeDemoSchedule } from '@/mocks/demo-changes';
import { server } from '@/mocks/node';
import { buildBareSlot, buildScheduleAnswer } from '@/testing/builders/schedule';
import { pseudo, resetLanguage, untranslated, usePseudoLanguage } from '@/testing/catalogue';
import { renderApp, signInAs } from '@/testing/render';
import { cancelButtonIn, pinDemoClock, releaseDemoClock, SCHEDULE, SEND, slotNamed } from './helpers';

// A device in another zone than the conference's, so that the page's notice about it shows too.
vi.mock('@/lib/dates/time-zones', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/dates/time-zones')>();
  return { ...actual, browserTimeZone: () => 'Asia/Kolkata' };
});

afterEach(async () => {
  releaseDemoClock();
  await resetLanguage();
});

const main = () => screen.getByRole('main');

async function openSchedule(role: 'investor' | 'presenter' = 'investor') {
  signInAs(role);
  const utils = renderApp('/user/schedule-preview');
  await screen.findAllByRole('article', {}, { timeout: 30_000 });
  return utils;
}

describe('the Meeting Schedule in the pseudo-language', () => {
  it('finds a text left outside the catalogue (the check can fail)', async () => {
    pinDemoClock();
    usePseudoLanguage();
    await openSchedule();
    const stray = document.createElement('p');
    stray.textContent = 'Room changed';
    main().append(stray);
    expect(untranslated(main())).toEqual(['Room changed']);
  }, 60_000);

  it("an investor's schedule: meetings, sessions, online details, links, the zone notice and its switch", async () => {
    pinDemoClock();
    usePseudoLanguage();
    const user = userEvent.setup();
    await openSchedule();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^⟦Cancel meeting⟧/ }).length).toBeGreaterThan(0));
    expect(untranslated(main())).toEqual([]);
    const gulf = slotNamed(/^⟦\u2068Gulf Horizon Telecom\u2069, /);
    expect(within(gulf).getByText('⟦Group meeting⟧')).toBeInTheDocument();
    expect(within(gulf).getByText('⟦Meeting ID⟧')).toBeInTheDocument();
    expect(screen.getByText(pseudo('Provisional Agenda subject to change'))).toBeInTheDocument();
    // The page in the device's zone: the London times given beside the others.
    await user.click(within(screen.getByRole('note')).getByRole('button', { name: '⟦Show times in ⟦Mumbai⟧ time⟧' }));
    await waitFor(() => expect(within(slotNamed(/Nile Delta Bank/)).getByText('⟦⟦Mumbai⟧ time⟧')).toBeInTheDocument());
    expect(untranslated(main())).toEqual([]);
  }, 60_000);

  it("a presenter's schedule: the room, the investors met and the host key", async () => {
    usePseudoLanguage();
    await openSchedule('presenter');
    expect(screen.getByText('⟦Your room:⟧')).toBeInTheDocument();
    expect(screen.getAllByText('⟦Investors⟧').length).toBeGreaterThan(0);
    expect(untranslated(main())).toEqual([]);
  }, 60_000);

  it('the cancel dialog, its answers and the toast after it', async () => {
    pinDemoClock();
    usePseudoLanguage();
    const user = userEvent.setup();
    await openSchedule();
    await user.click(await cancelButtonIn(/^⟦\u2068Gulf Horizon Telecom/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '⟦Yes for colleagues also⟧' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '⟦No⟧' })).toBeInTheDocument();
    expect(untranslated(dialog)).toEqual([]);
    expect(dialog).toHaveTextContent('⟦Cancel meeting⟧');
    await user.click(within(dialog).getByRole('button', { name: '⟦Yes⟧' }));
    expect(
      await screen.findByText(
        pseudo('Your meeting with {company} has been cancelled.', { company: '\u2068Gulf Horizon Telecom\u2069' }),
        // The toast is given the text in the page's language, which the alerts look up in the catalogue once more.
        { exact: false },
      ),
    ).toBeInTheDocument();
  }, 60_000);

  it("the e-mail's failure", async () => {
    usePseudoLanguage();
    server.use(http.post(SEND, () => HttpResponse.json({ status: 500 }, { status: 500 })));
    const user = userEvent.setup();
    await openSchedule();
    await user.click(screen.getByRole('button', { name: '⟦Email to me⟧' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('⟦An error has been occured.⟧');
  }, 60_000);

  it('the changes since the last visit, the cancelled meeting and the status once marked as seen', async () => {
    pinDemoClock();
    usePseudoLanguage();
    const user = userEvent.setup();
    const first = await openSchedule();
    first.unmount();
    changeDemoSchedule();
    await openSchedule();
    const summary = await screen.findByRole('region', { name: '⟦Changes since your last visit⟧' });
    // Its list is joined by Intl in the page's language (lang): each of its parts is the catalogue's.
    const text = summary.querySelector('strong')?.textContent ?? '';
    expect(text).toMatch(/^⟦Since your last visit: ⟦2 new meetings⟧.+⟦1 moved⟧.+⟦1 room changed⟧.+⟦1 cancelled⟧⟧$/);
    expect(slotNamed(/^⟦Cancelled: /)).toBeInTheDocument();
    expect(screen.getAllByText('⟦Moved⟧').length).toBeGreaterThan(0);
    expect(untranslated(main())).toEqual([]);
    await user.click(within(summary).getByRole('button', { name: '⟦Mark as seen⟧' }));
    expect(await screen.findByText('⟦The changes are marked as seen.⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  }, 60_000);

  it("an empty schedule, the server's own reason and a meeting without a company", async () => {
    usePseudoLanguage();
    server.use(http.get(SCHEDULE, () => HttpResponse.json(buildScheduleAnswer({ company: null }))));
    signInAs('investor');
    const empty = renderApp('/user/schedule-preview');
    expect(await screen.findByText('⟦Schedule not prepared yet.⟧', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
    empty.unmount();

    server.use(
      http.get(SCHEDULE, () =>
        HttpResponse.json(
          buildScheduleAnswer({
            schedule: {
              '2025-09-09': [
                buildBareSlot({ id: 5999, date: '2025-09-09', start_time: '11:30:00', end_time: '12:20:00', type: 2 }),
              ],
            },
          }),
        ),
      ),
    );
    const bare = renderApp('/user/schedule-preview');
    expect(
      await screen.findByRole('heading', { level: 3, name: '⟦No Company Exist⟧' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
    bare.unmount();

    server.resetHandlers();
    db.settings.schedule_available = false;
    renderApp('/user/schedule-preview');
    const reason = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(reason).toHaveTextContent('The schedule is not available yet.');
    expect(untranslated(main())).toEqual([]);
  }, 60_000);

  it('a schedule that cannot be loaded, with its retry', async () => {
    usePseudoLanguage();
    server.use(http.get(SCHEDULE, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    signInAs('investor');
    renderApp('/user/schedule-preview');
    expect(await screen.findByText('⟦We could not load your schedule.⟧', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '⟦Meeting Schedule⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  }, 60_000);
});

describe('the Meeting Schedule in Arabic', () => {
  it('shows its words in Arabic, the server’s names as sent, and the changes in Arabic plural forms', async () => {
    pinDemoClock();
    await activateLocale('ar', { remember: false });
    const first = await openSchedule();
    expect(screen.getByRole('button', { name: 'تنزيل PDF' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'طرق عرض الجدول' })).toHaveTextContent('اجتماعاتي');
    expect(screen.getByText('برنامج مبدئي قابل للتغيير')).toBeInTheDocument();
    const nile = slotNamed(/^\u2068Nile Delta Bank\u2069، /);
    expect(within(nile).getByText('اجتماع ثنائي')).toBeInTheDocument();
    expect(within(nile).getByText(/القاعة:/)).toBeInTheDocument();
    expect(
      await within(slotNamed(/^\u2068Gulf Horizon Telecom\u2069، /)).findByRole('button', {
        name: /^إلغاء الاجتماع/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Nile Delta Bank' })).toHaveAttribute('dir', 'auto');
    first.unmount();

    changeDemoSchedule();
    await openSchedule();
    const summary = await screen.findByRole('region', { name: 'التغييرات منذ زيارتك الأخيرة' });
    expect(summary).toHaveTextContent(
      'منذ زيارتك الأخيرة: اجتماعان جديدان، واجتماع واحد نُقل، وقاعة واحدة تغيّرت، واجتماع واحد أُلغي',
    );
    expect(within(summary).getByRole('button', { name: 'تمييز كمُطّلع عليه' })).toBeInTheDocument();
  }, 60_000);
});
