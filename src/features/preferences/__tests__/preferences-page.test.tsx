import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { demoCompanyNames } from '@/testing/builders/preferences';
import { findHeading, renderApp, signInAs } from '@/testing/render';
import { firstPassRows } from '../logic/first-pass';
import {
  allRowsShown,
  holdAnimationFrames,
  PREFERENCES,
  recordRequests,
  rowOf,
  selectsOf,
  toggleCompany,
} from './helpers';

const COMPANIES = demoCompanyNames;

// The page is loaded lazily and compiled on first use under vitest: compiled here, with time of its
// own, so the first test's wait for the list measures the page and not the compiler on a busy machine.
beforeAll(() => import('../routes/preferences-page'), 60_000);

async function openAsInvestor() {
  signInAs('investor');
  const utils = renderApp('/user/preferences');
  await screen.findByRole('switch', { name: COMPANIES[501] }, { timeout: 30_000 });
  await allRowsShown();
  await findHeading('Meeting Preferences');
  return utils;
}

describe('Meeting preferences page: loading', () => {
  it('shows the first screen of rows at once, marked busy, and adds the others after that paint', async () => {
    signInAs('investor');
    // What the list held at each change, read as each change is made (before any later frame).
    const seen: { busy: string | null; rows: number }[] = [];
    const observer = new MutationObserver(() => {
      const list = document.querySelector('[role="list"][aria-label="Presenting companies"]');
      if (list)
        seen.push({ busy: list.getAttribute('aria-busy'), rows: list.querySelectorAll('[role="switch"]').length });
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    try {
      renderApp('/user/preferences');
      await screen.findByRole('switch', { name: COMPANIES[501] }, { timeout: 30_000 });
      await allRowsShown();
    } finally {
      observer.disconnect();
    }
    expect(seen[0]).toEqual({ busy: 'true', rows: firstPassRows(window.innerHeight) });
    expect(seen.at(-1)).toEqual({ busy: null, rows: 12 });
  });

  it('lists every company with country, sector, presenters and the saved preferences of investor1', async () => {
    await openAsInvestor();
    expect(screen.getAllByRole('switch')).toHaveLength(12);
    const nile = within(rowOf(COMPANIES[501]));
    expect(nile.getByText('Egypt')).toBeInTheDocument();
    expect(nile.getByText('Banks')).toBeInTheDocument();
    expect(nile.getByText('Mr. Ahmed Fawzy, Ms. Mona Saleh')).toBeInTheDocument();

    for (const id of [501, 503, 507] as const)
      expect(screen.getByRole('switch', { name: COMPANIES[id] })).toBeChecked();
    expect(screen.getByRole('switch', { name: COMPANIES[504] })).not.toBeChecked();
    const nileSelects = selectsOf(COMPANIES[501]);
    expect(nileSelects.type).toHaveDisplayValue('One-on-One');
    expect(nileSelects.priority).toHaveDisplayValue('High');
    expect(nileSelects.knowledge).toHaveDisplayValue('Good');
    expect(selectsOf(COMPANIES[503]).type).toHaveDisplayValue('Group Meeting');
  });

  it('enables the three selects only for selected companies', async () => {
    await openAsInvestor();
    const user = userEvent.setup();
    expect(selectsOf(COMPANIES[501]).type).toBeEnabled();
    const kuwait = selectsOf(COMPANIES[504]);
    expect(kuwait.type).toBeDisabled();
    expect(kuwait.priority).toBeDisabled();
    expect(kuwait.knowledge).toBeDisabled();
    await toggleCompany(user, COMPANIES[504]);
    expect(screen.getByRole('switch', { name: COMPANIES[504] })).toBeChecked();
    expect(selectsOf(COMPANIES[504]).knowledge).toBeEnabled();
    await toggleCompany(user, COMPANIES[504]);
    expect(screen.getByRole('switch', { name: COMPANIES[504] })).not.toBeChecked();
    expect(selectsOf(COMPANIES[504]).knowledge).toBeDisabled();
  });

  it("leaves the form element's own props alone on a click (setting them looks up every named control of the form)", async () => {
    await openAsInvestor();
    const user = userEvent.setup();
    const list = screen.getByRole('list', { name: 'Presenting companies' });
    const form = list.closest('form');
    if (!form) throw new Error('the list should be in the form');
    // React keeps an element's props on the element (under the same key on every element) and sets
    // them again only when a prop changed.
    const propsKey = Object.keys(list).find((key) => key.startsWith('__reactProps$'));
    if (!propsKey) throw new Error("React's props should be kept on the form element");
    const props = (form as unknown as Record<string, unknown>)[propsKey];
    await toggleCompany(user, COMPANIES[504]);
    await toggleCompany(user, COMPANIES[504]);
    expect((form as unknown as Record<string, unknown>)[propsKey]).toBe(props);
  });

  it('flips the switch of a mouse click at once and updates the row after the next paint', async () => {
    await openAsInvestor();
    const user = userEvent.setup();
    const frames = holdAnimationFrames();
    try {
      await user.click(screen.getByRole('switch', { name: COMPANIES[504] }));
      expect(screen.getByRole('switch', { name: COMPANIES[504] })).toBeChecked();
      expect(selectsOf(COMPANIES[504]).type).toBeDisabled();
      expect(frames.held()).not.toBe(0);
      frames.run();
      await waitFor(() => expect(selectsOf(COMPANIES[504]).type).toBeEnabled());
      expect(screen.getByRole('switch', { name: COMPANIES[504] })).toBeChecked();
    } finally {
      frames.restore();
    }
  });

  it('applies a keyboard toggle at once, so Tab moves straight into the meeting type select', async () => {
    await openAsInvestor();
    const user = userEvent.setup();
    // No frame comes: the keyboard's toggle must not wait for one.
    const frames = holdAnimationFrames();
    try {
      screen.getByRole('switch', { name: COMPANIES[504] }).focus();
      await user.keyboard(' ');
      expect(screen.getByRole('switch', { name: COMPANIES[504] })).toBeChecked();
      expect(selectsOf(COMPANIES[504]).type).toBeEnabled();
      await user.tab();
      expect(selectsOf(COMPANIES[504]).type).toHaveFocus();
    } finally {
      frames.restore();
    }
  });
});

describe('Meeting preferences page: selection limits', () => {
  it('blocks the companies without overlap: one explanation above the list with the action, a short mark per row', async () => {
    await openAsInvestor();
    for (const id of [504, 505, 510, 513] as const) {
      expect(screen.getByRole('switch', { name: COMPANIES[id] })).not.toHaveAttribute('aria-disabled');
    }
    const note = screen.getByText(/^5 companies do not match your availability/);
    expect(note).toHaveTextContent(
      '5 companies do not match your availability: they meet investors on days or at times you have not chosen, so they are marked below and cannot be selected. Update your availability to select them.',
    );
    expect(note.closest('.pref-toolbar')).toContainElement(screen.getByRole('button', { name: 'Update Availability' }));
    // The long explanation is not repeated on each row: the row has a short mark, with the reason as its tooltip.
    expect(screen.queryByText(/does not match this company's available slots/)).not.toBeInTheDocument();
    for (const id of [506, 508, 509, 511, 512] as const) {
      const toggle = screen.getByRole('switch', { name: COMPANIES[id] });
      expect(toggle).toHaveAttribute('aria-disabled', 'true');
      expect(toggle).toHaveAccessibleDescription(/^Time slots do not match your availability 5 companies do not match/);
      const mark = within(toggle.closest<HTMLElement>('[role="listitem"]') as HTMLElement).getByText(
        'Time slots do not match your availability',
      );
      expect(mark).toHaveAttribute('title', expect.stringMatching(/does not match this company's available slots/));
    }
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: COMPANIES[506] }));
    expect(screen.getByRole('switch', { name: COMPANIES[506] })).not.toBeChecked();
  });

  it('shows the group counters: 8-9 September 12 slots of limit 17, 10-11 September 4 slots of limit 9', async () => {
    await openAsInvestor();
    const counters = within(screen.getByRole('region', { name: 'Your meetings' }));
    const items = counters.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('8-9 September');
    expect(items[0]).toHaveTextContent('12 slots');
    expect(items[0]).toHaveTextContent('of 17 selected');
    expect(items[1]).toHaveTextContent('10-11 September');
    expect(items[1]).toHaveTextContent('4 slots');
    expect(items[1]).toHaveTextContent('of 9 selected');
    expect(counters.getByText(/Selected companies:/)).toHaveTextContent(
      'Selected companies: 3 of a maximum of 26 meetings',
    );
    // Each counter says what it limits (spec B§9: the group's available slots plus investor_selection_limit).
    expect(items[0]).toHaveTextContent('Up to 17 companies: your 12 slots on these days plus 5.');
    expect(items[1]).toHaveTextContent('Up to 9 companies: your 4 slots on these days plus 5.');
    expect(
      counters.getByText(/^Each group of days has its own limit on the companies you can select/),
    ).toBeInTheDocument();
  });

  it('marks a day group over its limit, in words, and not a group at its limit', { timeout: 120_000 }, async () => {
    db.conference.investor_selection_limit = 0;
    const cc = db.confClients.find((c) => c.client_id === 1001);
    if (cc) cc.available_slot = [101, 301];
    // limits 1 and 1: 507 (both groups) takes 10-11 September, 501 and 503 (8-9 September only) make 2 of 1
    await openAsInvestor();
    const [first, second] = within(screen.getByRole('region', { name: 'Your meetings' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('8-9 September');
    expect(first).toHaveTextContent('2 of 1 selected');
    expect(first).toHaveTextContent('over the limit');
    expect(first).toHaveClass('pref-counter--over');
    expect(second).toHaveTextContent('10-11 September');
    expect(second).toHaveTextContent('1 of 1 selected');
    expect(second).not.toHaveTextContent('over the limit');
    expect(second).not.toHaveClass('pref-counter--over');
  });

  it('blocks with the maximum-meetings reason when the total limit is reached', async () => {
    db.conference.investor_selection_limit = 0;
    const cc = db.confClients.find((c) => c.client_id === 1001);
    if (cc) cc.available_slot = [104, 105, 106];
    // limit 3 in group 1: 501, 503, 507 fill it
    await openAsInvestor();
    const toggle = screen.getByRole('switch', { name: COMPANIES[505] });
    expect(toggle).toHaveAccessibleDescription(/maximum number of meetings has been reached/);
  });

  it('puts the switch back when the page refuses a click made before the previous one was applied', async () => {
    db.conference.investor_selection_limit = 0;
    const cc = db.confClients.find((c) => c.client_id === 1001);
    if (cc) cc.available_slot = [104, 105, 106, 201];
    // limit 4 in group 1: 501, 503 and 507 leave room for one more, which 505 and 510 each fit
    await openAsInvestor();
    const user = userEvent.setup();
    const frames = holdAnimationFrames();
    try {
      await user.click(screen.getByRole('switch', { name: COMPANIES[505] }));
      await user.click(screen.getByRole('switch', { name: COMPANIES[510] }));
      expect(screen.getByRole('switch', { name: COMPANIES[505] })).toBeChecked();
      expect(screen.getByRole('switch', { name: COMPANIES[510] })).toBeChecked();
      frames.run();
      await waitFor(() => expect(selectsOf(COMPANIES[505]).type).toBeEnabled());
      await waitFor(() => expect(screen.getByRole('switch', { name: COMPANIES[510] })).not.toBeChecked());
      expect(screen.getByRole('switch', { name: COMPANIES[510] })).toHaveAttribute('aria-disabled', 'true');
      expect(selectsOf(COMPANIES[510]).type).toBeDisabled();
      expect(screen.getByRole('switch', { name: COMPANIES[505] })).toBeChecked();
    } finally {
      frames.restore();
    }
  });

  it('blocks with the available-slots reason when only the day group is full', async () => {
    db.conference.investor_selection_limit = 0;
    const cc = db.confClients.find((c) => c.client_id === 1001);
    if (cc) cc.available_slot = [105, 106, 301, 302, 303, 304];
    // group 1 limit 2 (501, 503 fill it; 507 is in group 2 too), group 2 limit 4
    await openAsInvestor();
    expect(screen.getByRole('switch', { name: COMPANIES[505] })).toHaveAccessibleDescription(
      /limit based on your available slots/,
    );
    expect(screen.getByRole('switch', { name: COMPANIES[504] })).not.toHaveAttribute('aria-disabled');
  });

  it('shows the days reason when the investor has no slot on the company days', async () => {
    const cc = db.confClients.find((c) => c.client_id === 1001);
    if (cc) cc.available_slot = [101, 102];
    await openAsInvestor();
    const toggle = screen.getByRole('switch', { name: COMPANIES[504] });
    expect(toggle).toHaveAccessibleDescription(/^Days do not match your availability/);
    expect(
      within(toggle.closest<HTMLElement>('[role="listitem"]') as HTMLElement).getByText(
        'Days do not match your availability',
      ),
    ).toHaveAttribute('title', expect.stringMatching(/does not match this company's attendance days/));
  });

  it('deselects and resets a selected company whose availability no longer matches', async () => {
    const cc = db.confClients.find((c) => c.client_id === 1001);
    if (cc) cc.available_slot = [105, 106, 107, 108, 201, 202];
    // 507 (101-104, 301-304) no longer overlaps
    await openAsInvestor();
    expect(screen.getByRole('switch', { name: COMPANIES[507] })).not.toBeChecked();
    expect(selectsOf(COMPANIES[507]).type).toHaveDisplayValue('Select…');
    expect(screen.getByText(/so unselected: Petra Pharmaceuticals/)).toBeInTheDocument();
  });

  it('resets meeting type 3 when the server list lacks it', async () => {
    const pref = db.preferences.find((p) => p.company_id === 501);
    if (pref) pref.meeting_type = 3;
    db.meetingTypeLists = db.meetingTypeLists.filter((o) => o.id !== 3);
    await openAsInvestor();
    expect(selectsOf(COMPANIES[501]).type).toHaveDisplayValue('Select…');
    expect(selectsOf(COMPANIES[501]).priority).toHaveDisplayValue('High');
  });

  it('keeps meeting type 3 when the list has it', async () => {
    const pref = db.preferences.find((p) => p.company_id === 501);
    if (pref) pref.meeting_type = 3;
    await openAsInvestor();
    expect(selectsOf(COMPANIES[501]).type).toHaveDisplayValue('No Preference');
  });
});

describe('Meeting preferences page: access', () => {
  it('tells a presenter there is no access, without calling auth/preferences', async () => {
    const requests = recordRequests();
    signInAs('presenter');
    renderApp('/user/preferences');
    await findHeading('Meeting Preferences');
    expect(await screen.findByText('You dont have access to this page')).toBeInTheDocument();
    expect(requests.find('GET', 'auth/preferences')).toHaveLength(0);
    requests.stop();
  });

  it('shows the no-access message on a 403', async () => {
    server.use(
      http.get(PREFERENCES, () =>
        HttpResponse.json({ status: 403, message: 'This action is unauthorized.' }, { status: 403 }),
      ),
    );
    signInAs('investor');
    renderApp('/user/preferences');
    expect(await screen.findByText('You dont have access to this page')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the closed page with the scheduling address on a 422', async () => {
    db.settings.preferences_closed = true;
    signInAs('investor');
    renderApp('/user/preferences');
    const notice = await screen.findByText(
      /Please note that the meeting preference page is closed\. For any further info, please contact/,
    );
    const link = within(notice).getByRole('link', { name: 'schedules@londonconference.example' });
    expect(link).toHaveAttribute('href', 'mailto:schedules@londonconference.example');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('goes to login with a redirect on a 401', async () => {
    server.use(
      http.get(PREFERENCES, () => HttpResponse.json({ status: 401, message: 'Unauthenticated.' }, { status: 401 })),
    );
    signInAs('investor');
    const { router } = renderApp('/user/preferences');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/user/preferences')}`);
  });

  it('offers a retry when the answer cannot be read', async () => {
    server.use(http.get(PREFERENCES, () => HttpResponse.json({ status: 200, companies: 'nope' })));
    signInAs('investor');
    renderApp('/user/preferences');
    expect(await screen.findByText('We could not load your meeting preferences.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Meeting preferences page: filters', () => {
  it('filters by country, sector and name', async () => {
    await openAsInvestor();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Company name'), 'gulf');
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: COMPANIES[503] })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Company name'));

    await user.click(screen.getByLabelText('Country'));
    await user.keyboard('Kuwait');
    await user.click(await screen.findByRole('option', { name: 'Kuwait' }));
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(1));
    expect(screen.getByRole('switch', { name: COMPANIES[504] })).toBeInTheDocument();
    // the three selected companies are hidden now
    expect(screen.getByText('3 selected companies are hidden by the filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(12));

    await user.click(screen.getByLabelText('Sector'));
    await user.keyboard('Health Care');
    await user.click(await screen.findByRole('option', { name: 'Health Care' }));
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(2));
    expect(
      screen.getAllByRole('switch').map((s) => s.closest<HTMLElement>('[role="listitem"]')?.dataset.companyId),
    ).toEqual(['505', '507']);
  });
});
