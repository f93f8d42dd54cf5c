import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pinClocks, releaseClocks } from '@/testing/clocks';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { failLaterRead } from '@/testing/nothing-lost';
import { loadPageParts, renderApp, signInAs } from '@/testing/render';

const SCHEDULE = '*/api/v1/user/auth/get-schedule';

afterEach(() => {
  releaseClocks();
});

async function openDashboard(role: 'investor' | 'presenter') {
  signInAs(role);
  const utils = renderApp('/user/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'My DASHBOARD' }, { timeout: 30_000 });
  return utils;
}

const card = (name: RegExp | string) => screen.findByRole('region', { name });

// The overview, the other tabs and the calendar link are here from the page's first render (see dashboard-deferred.test.tsx
// for the order they come in).
beforeAll(() => loadPageParts('/user/dashboard'));

describe('dashboard first screen — the meeting in focus', () => {
  it('shows the next meeting before the conference: time and zone, company, room, and its place on the schedule', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    await openDashboard('investor');
    const next = within(await card('Your next meeting'));
    expect(await next.findByText('Nile Delta Bank')).toBeInTheDocument();
    expect(next.getByText('09:30–10:20')).toBeInTheDocument();
    expect(next.getByText('(GMT+01:00) London')).toBeInTheDocument();
    expect(next.getByText(/Monday 8 September 2025/)).toHaveTextContent('in 19 days');
    expect(next.getByText('Room 4')).toBeInTheDocument();
    const link = next.getByRole('link', { name: 'See it on my schedule' });
    expect(link.getAttribute('href')).toMatch(/^\/user\/schedule-preview#meeting-\d+$/);
  });

  it('opens the schedule on that meeting, ringed and focused', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    await openDashboard('investor');
    const next = within(await card('Your next meeting'));
    const link = await next.findByRole('link', { name: 'See it on my schedule' });
    const id = (link.getAttribute('href') ?? '').split('#')[1];
    await userEvent.setup().click(link);
    await waitFor(() => expect(document.getElementById(id)).toHaveFocus(), { timeout: 10_000 });
    expect(document.getElementById(id)).toHaveClass('is-target');
    expect(document.getElementById(id)).toHaveAccessibleName(/^Nile Delta Bank, Monday 8 September 2025 09:30/);
  });

  it('shows the meeting in progress during the conference', async () => {
    pinClocks('2025-09-08T09:45:00+01:00');
    await openDashboard('investor');
    const now = within(await card('Your meeting now'));
    expect(await now.findByText('Nile Delta Bank')).toBeInTheDocument();
    expect(now.getByText(/on now, until 10:20/)).toBeInTheDocument();
  });

  it("shows a presenter's next meeting in the presenter's zone, by the investors met", async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    await openDashboard('presenter');
    const next = within(await card('Your next meeting'));
    expect(await next.findByText('13:30–14:20')).toBeInTheDocument();
    expect(next.getByText('(GMT+04:00) Dubai')).toBeInTheDocument();
    expect(next.getByText('Northbridge Asset Management')).toBeInTheDocument();
  });

  it('says the schedule is not published yet, in the server words, instead of an empty box', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    server.use(http.get(SCHEDULE, () => HttpResponse.json({ status: 200, schedule: {}, isPresenter: false })));
    await openDashboard('investor');
    const meetings = within(await card('Your meetings'));
    const status = (await meetings.findByText('Your meeting schedule is not published yet.')).closest('p');
    expect(status).toHaveTextContent('Your meeting schedule is not published yet. Schedule not prepared yet.');
    expect(meetings.getByText('Your first meeting will show here as soon as it is.')).toBeInTheDocument();
  });

  it('keeps the next meeting shown when a later read of the schedule fails, with a notice and Try again', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    const { queryClient } = await openDashboard('investor');
    const next = within(await card('Your next meeting'));
    expect(await next.findByText('Nile Delta Bank')).toBeInTheDocument();
    await failLaterRead(queryClient, 'auth/get-schedule', { queryKey: ['schedule', 'detail'] });

    const notice = await next.findByRole('alert');
    expect(notice).toHaveTextContent(/We could not update your schedule — showing it as of \d\d:\d\d on /);
    expect(next.getByText('Nile Delta Bank')).toBeInTheDocument();
    expect(next.getByText('Room 4')).toBeInTheDocument();
    expect(screen.queryByText('We could not load your schedule.')).not.toBeInTheDocument();

    server.resetHandlers();
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(next.queryByRole('alert')).not.toBeInTheDocument());
    expect(next.getByText('Nile Delta Bank')).toBeInTheDocument();
  });

  it("gives the server's reason when it refuses the schedule (422)", async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    db.settings.schedule_available = false;
    await openDashboard('investor');
    const meetings = within(await card('Your meetings'));
    expect(await meetings.findByText(/The schedule is not available yet\./)).toBeInTheDocument();
  });
});

describe('dashboard first screen — what is left to do', () => {
  const toDo = async () => within(await card('Still to do'));

  it('offers an investor the meeting preferences until the cut-off, and the open survey', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    await openDashboard('investor');
    const list = await toDo();
    expect(await list.findByText('Meeting preferences are open until Monday 25 August 2025.')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Review my preferences' })).toHaveAttribute('href', '/user/preferences');
    expect(await list.findByRole('link', { name: 'Answer the survey' })).toHaveAttribute('href', '/auth/my-survey');
    expect(list.queryByText(/registration is not finished/)).not.toBeInTheDocument();
  });

  it('closes the preferences item after the cut-off day', async () => {
    pinClocks('2025-08-26T10:00:00+01:00');
    await openDashboard('investor');
    const list = await toDo();
    await list.findByRole('link', { name: 'Answer the survey' });
    expect(list.queryByRole('link', { name: /preferences/ })).not.toBeInTheDocument();
  });

  it('leads a presenter without time slots to the presenter availability page', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    for (const record of db.confClients.filter((c) => c.client_id === 1101)) {
      record.available_slot = [];
      if (record.presenter_property) record.presenter_property.available_slot = [];
    }
    await openDashboard('presenter');
    const list = await toDo();
    expect(await list.findByText('You have not chosen your days of attendance and time slots.')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Choose my days and time slots' })).toHaveAttribute(
      'href',
      '/auth/availability',
    );
  });

  it('asks to finish an unfinished registration first', async () => {
    pinClocks('2025-08-20T10:00:00+01:00');
    for (const record of db.confClients.filter((c) => c.client_id === 1001)) record.status = 1;
    await openDashboard('investor');
    const list = await toDo();
    expect(await list.findByRole('link', { name: 'Finish my registration' })).toHaveAttribute(
      'href',
      '/user/registration',
    );
    expect(within(list.getAllByRole('listitem')[0]).getByText('Your registration is not finished.')).toBeVisible();
  });

  /** Holds the survey's answer until the returned function is called; `answer` then replaces the mock backend's. */
  function holdSurvey(answer?: { survey: never[]; companies: never[] }) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/v1/user/auth/my-survey', async () => {
        await released;
        return answer ? HttpResponse.json({ status: 200, ...answer }) : undefined;
      }),
    );
    return release;
  }

  it("keeps the survey's row while its answer is on its way, and says all done only once it is known", async () => {
    pinClocks('2025-08-26T10:00:00+01:00');
    const release = holdSurvey({ survey: [], companies: [] });
    await openDashboard('presenter');
    const section = await card('Still to do');
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'true'));
    const held = within(section).getByTestId('to-do-awaited');
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(within(held).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).queryByText('Nothing is left to do: you are all set.')).not.toBeInTheDocument();
    release();
    expect(await within(section).findByText('Nothing is left to do: you are all set.')).toBeInTheDocument();
    expect(within(section).queryByTestId('to-do-awaited')).not.toBeInTheDocument();
    expect(section).not.toHaveAttribute('aria-busy');
  });

  it("puts the survey's item where its row was held", async () => {
    pinClocks('2025-08-26T10:00:00+01:00');
    const release = holdSurvey();
    await openDashboard('investor');
    const section = await card('Still to do');
    await waitFor(() => expect(within(section).getByTestId('to-do-awaited')).toBeInTheDocument());
    release();
    const item = await within(section).findByRole('link', { name: 'Answer the survey' });
    expect(within(section).queryByTestId('to-do-awaited')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').at(-1)).toContainElement(item);
  });

  it('says all is done when nothing is left', async () => {
    pinClocks('2025-08-26T10:00:00+01:00');
    server.use(
      http.get('*/api/v1/user/auth/my-survey', () => HttpResponse.json({ status: 200, survey: [], companies: [] })),
    );
    await openDashboard('presenter');
    expect(await (await toDo()).findByText('Nothing is left to do: you are all set.')).toBeInTheDocument();
  });
});
