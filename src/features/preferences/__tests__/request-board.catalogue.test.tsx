import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import {
  pseudo,
  resetLanguage,
  untranslated,
  // Not a React hook, whatever its name: it makes the pseudo-language the active one.
  usePseudoLanguage as startPseudoLanguage,
} from '@/testing/catalogue';
import { buildScheduleAnswer, buildScheduleSlot, scheduleClient, scheduleCompany } from '@/testing/builders/schedule';
import { pinDemoClockForEachTest } from '@/testing/registration-flows';
import { renderApp, signInAs } from '@/testing/render';
import { boardMessages } from '../messages';
import { PREFERENCES } from './helpers';

/**
 * The "My requests" view in a pseudo-language where every catalogue text comes wrapped in ⟦ ⟧: in each of its states
 * it shows no text of its own outside the catalogue (src/testing/catalogue.ts); the companies, priorities, options,
 * rooms and people are the server's, in their own direction; its dialogs are checked whole, their buttons included.
 */

const SCHEDULE = '*/api/v1/user/auth/get-schedule';
const p = pseudo;
/** The server's words in a sentence of another language: isolated in their own direction. */
const own = (text: string) => `\u2068${text}\u2069`;
const main = () => screen.getByRole('main');
const card = (company: string) => screen.getByRole('listitem', { name: company });

beforeAll(() => import('../components/board/request-board'), 60_000);
afterEach(resetLanguage);

async function openRequests() {
  signInAs('investor');
  startPseudoLanguage();
  renderApp('/user/preferences?view=requests');
  await screen.findByRole('heading', { level: 2, name: /^High/ }, { timeout: 30_000 });
  return userEvent.setup();
}

/** investor1's schedule: Nile Delta Bank met by the investor, Gulf Horizon Telecom by others only, no Petra. */
function scheduleWithOneMeeting() {
  const nile = buildScheduleSlot({
    id: 5001,
    type: 2,
    start_time: '09:30:00',
    end_time: '10:20:00',
    company: scheduleCompany(501),
    room_number: 'Room 4',
    meetings: [{ id: 5101, client: scheduleClient(1001) }],
    colleagues: [],
  });
  const gulf = buildScheduleSlot({ meetings: [{ id: 5104, client: scheduleClient(1004) }] });
  server.use(
    http.get(SCHEDULE, () => HttpResponse.json(buildScheduleAnswer({ schedule: { '2025-09-08': [nile, gulf] } }))),
  );
}

describe('My requests in a pseudo-language', () => {
  pinDemoClockForEachTest();

  it('shows the columns, the cards, what became of each request and the Move to action from the catalogue', async () => {
    scheduleWithOneMeeting();
    const user = await openRequests();
    await waitFor(() => expect(within(card('Nile Delta Bank')).getByText(p(boardMessages.scheduled))).toBeVisible());
    expect(untranslated(main())).toEqual([]);
    expect(screen.getByText(p(boardMessages.scheduledCount, { scheduled: 1, requested: 3 }))).toBeInTheDocument();
    const petra = within(card('Petra Pharmaceuticals'));
    expect(petra.getByText(p(boardMessages.notScheduled))).toBeInTheDocument();
    expect(petra.getByText(/^⟦This request did not become a meeting\./)).toBeInTheDocument();
    expect(within(card('Gulf Horizon Telecom')).getByText(/^⟦Your colleagues meet this company: /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^High ⟦\(1 request\)⟧$/ })).toBeInTheDocument();

    await user.click(within(card('Nile Delta Bank')).getByRole('button', { name: `${p('Move to…')} Nile Delta Bank` }));
    expect(
      screen.getByRole('button', {
        name: p('Move {company} to {priority} priority', { company: own('Nile Delta Bank'), priority: own('Medium') }),
      }),
    ).toBeVisible();
    expect(untranslated(main())).toEqual([]);
  });

  it('says each request is Requested while the schedule is not prepared, and tells each step of a drag', async () => {
    db.settings.schedule_available = false;
    await openRequests();
    await waitFor(() => expect(within(card('Nile Delta Bank')).getByText(p(boardMessages.requested))).toBeVisible());
    expect(screen.getByText(p(boardMessages.notPrepared))).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);

    const handle = screen.getByRole('button', {
      name: p('Move {company}, {priority} priority', { company: own('Nile Delta Bank'), priority: own('High') }),
    });
    expect(handle).toHaveAccessibleDescription(p(boardMessages.instructions));
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    expect(
      await screen.findByText(
        p('Picked up {company}, {priority} priority.', { company: own('Nile Delta Bank'), priority: own('High') }),
      ),
    ).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    expect(
      await screen.findByText(
        p('Moving {company} was cancelled. It stays in {priority} priority.', {
          company: own('Nile Delta Bank'),
          priority: own('High'),
        }),
      ),
    ).toBeInTheDocument();
  });

  it('asks before removing, and says when a change is not saved', async () => {
    server.use(
      http.post(PREFERENCES, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'Invalid',
            errors: { companies: ['The maximum number of meetings has been reached.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = await openRequests();
    await user.click(
      within(card('Petra Pharmaceuticals')).getByRole('button', { name: `${p('Remove')} Petra Pharmaceuticals` }),
    );
    await waitFor(() =>
      expect(document.querySelector('.swal2-html-container')).toHaveTextContent(
        p(boardMessages.removeQuestion, { company: own('Petra Pharmaceuticals') }),
      ),
    );
    expect(document.querySelector('.swal2-confirm')).toHaveTextContent(p(boardMessages.removeConfirm));
    expect(document.querySelector('.swal2-cancel')).toHaveTextContent(p(boardMessages.removeCancel));
    expect(untranslated(document.querySelector('.swal2-popup') as Element)).toEqual([]);
    await user.click(document.querySelector('.swal2-confirm') as HTMLElement);
    await screen.findByText(p(boardMessages.notSaved), {}, { timeout: 30_000 });
    expect(untranslated(document.querySelector('.swal2-popup') as Element)).toEqual([]);
    await user.click(document.querySelector('.swal2-confirm') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
    expect(screen.getByRole('button', { name: p(boardMessages.saveAgain) })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('says why nothing can be changed after the cut-off date', async () => {
    db.conference.cut_off_date = '2025-08-19';
    await openRequests();
    expect(screen.getByText(/^⟦The cut-off date, .*19 أغسطس 2025, has passed/)).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('says when no company is selected yet', async () => {
    db.preferences = db.preferences.filter((preference) => preference.client_id !== 1001);
    signInAs('investor');
    startPseudoLanguage();
    renderApp('/user/preferences?view=requests');
    await screen.findByText(p(boardMessages.empty), {}, { timeout: 30_000 });
    expect(untranslated(main())).toEqual([]);
  });
});

describe('My requests in Arabic', () => {
  pinDemoClockForEachTest();

  it('shows the board in Arabic, the priorities and companies as the server sends them', async () => {
    signInAs('investor');
    await activateLocale('ar', { remember: false });
    renderApp('/user/preferences?view=requests');
    // One request in the column: Arabic's own form for one.
    await screen.findByRole('heading', { level: 2, name: 'High (طلب واحد)' }, { timeout: 30_000 });
    expect(screen.getByRole('link', { name: 'طلباتي' })).toHaveAttribute('aria-current', 'page');
    expect(within(card('Nile Delta Bank')).getByRole('button', { name: 'إزالة Nile Delta Bank' })).toBeInTheDocument();
    expect(within(card('Nile Delta Bank')).getByText('نوع الاجتماع')).toBeInTheDocument();
  });
});
