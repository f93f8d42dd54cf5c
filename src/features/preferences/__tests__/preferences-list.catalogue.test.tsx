import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { resetOpenForms, watchOpenForms } from '@/lib/offline/open-forms';
import { getPersonId } from '@/lib/session/session';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { buildPreferenceSlots } from '@/testing/builders/preferences';
import {
  pseudo,
  resetLanguage,
  untranslated,
  // Not a React hook, whatever its name: it makes the pseudo-language the active one.
  usePseudoLanguage as startPseudoLanguage,
} from '@/testing/catalogue';
import { renderApp, signInAs } from '@/testing/render';
import {
  availabilityMessages,
  boardMessages,
  changedElsewhereMessages,
  counterMessages,
  mismatchMessages,
  preferencesMessages,
  submitMessages,
} from '../messages';
import { PREFERENCE_SLOTS, PREFERENCES } from './helpers';

/**
 * The list of every company (the spec's page) in a pseudo-language where every catalogue text comes wrapped in ⟦ ⟧:
 * in each of its states the page shows no text of its own outside the catalogue (src/testing/catalogue.ts). The
 * server's texts (company names, countries, sectors, the options of the selects) stay as sent, in their own
 * direction. The whole page is checked, the shared components' texts in it (the dialogs' buttons, a load error's
 * detail and retry) included.
 */

beforeAll(() => import('../routes/preferences-page'), 60_000);

afterEach(async () => {
  resetOpenForms();
  await resetLanguage();
});

const p = pseudo;
const main = () => screen.getByRole('main');

async function openList(role: 'investor' | 'presenter' = 'investor') {
  signInAs(role);
  startPseudoLanguage();
  renderApp('/user/preferences');
  await screen.findByRole('switch', { name: 'Nile Delta Bank' }, { timeout: 30_000 });
  await waitFor(() =>
    expect(screen.getByRole('list', { name: p('Presenting companies') })).not.toHaveAttribute('aria-busy'),
  );
  return userEvent.setup();
}

const rowOf = (name: string) => screen.getByRole('switch', { name }).closest<HTMLElement>('[role="listitem"]');

/** The open sweetalert2 dialog, whole: its title, text and buttons. */
async function dialogText() {
  await waitFor(() => expect(document.querySelector('.swal2-popup')).not.toBeNull());
  return document.querySelector('.swal2-popup') as HTMLElement;
}

async function closeDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(document.querySelector('.swal2-confirm') as HTMLElement);
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}

describe('the meeting preferences list in a pseudo-language', () => {
  it('finds an untouched text in the page (the check can fail)', async () => {
    await openList();
    const row = rowOf('Nile Delta Bank') as HTMLElement;
    const stray = document.createElement('span');
    stray.textContent = 'Selected';
    row.append(stray);
    expect(untranslated(main())).toEqual(['Selected']);
    stray.remove();
  });

  it('shows the availability, the counters, the filters and every row, mismatches included, from the catalogue', async () => {
    await openList();
    expect(untranslated(main())).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: p('Meeting Preferences') })).toBeInTheDocument();
    expect(screen.getByText(p(mismatchMessages.note, { count: 5 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: p('Update Availability') })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: p('Your meetings') })).toHaveTextContent(p(counterMessages.intro));
    expect(screen.getByRole('search', { name: p('Company filters') })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: p(boardMessages.viewsLabel) })).toBeInTheDocument();
    const nile = within(rowOf('Nile Delta Bank') as HTMLElement);
    expect(nile.getByText(p('Selected'))).toBeInTheDocument();
    expect(
      nile.getByLabelText(`${p('Meeting type')} ${p('for {company}', { company: '\u2068Nile Delta Bank\u2069' })}`),
    ).toBeInTheDocument();
    const blocked = screen.getAllByText(p(mismatchMessages.slots));
    expect(blocked[0]).toHaveAttribute(
      'title',
      p(
        "Your availability does not match this company's available slots. Please update your availability to select it.",
      ),
    );
    expect(screen.getByRole('button', { name: p('Submit') })).toBeInTheDocument();
  });

  it('says why a company is blocked by the limits and marks a day group over its limit', async () => {
    db.conference.investor_selection_limit = 0;
    const own = db.confClients.find((c) => c.client_id === 1001);
    if (own) own.available_slot = [101, 301];
    await openList();
    expect(untranslated(main())).toEqual([]);
    const groups = within(screen.getByRole('region', { name: p('Your meetings') })).getAllByRole('listitem');
    expect(groups[0]).toHaveTextContent(p('{selected} of {limit} selected', { selected: 2, limit: 1 }));
    expect(groups[0]).toHaveTextContent(p('over the limit'));
    expect(screen.getAllByText(p(counterMessages.group, { limit: 1, slots: 0, extra: 1 }))).toHaveLength(2);
  });

  it('shows the refusal of an incomplete selection, the flagged row, the hidden selection and the empty list', async () => {
    const user = await openList();
    await user.click(screen.getByRole('switch', { name: 'Kuwait Harbour Logistics' }));
    await waitFor(() => expect(rowOf('Kuwait Harbour Logistics')).toHaveClass('pref-row--selected'));
    await user.click(screen.getByRole('button', { name: p('Submit') }));
    const text = await dialogText();
    expect(text).toHaveTextContent(p(submitMessages.incomplete));
    expect(untranslated(text)).toEqual([]);
    await closeDialog(user);
    expect(untranslated(main())).toEqual([]);
    expect(
      within(rowOf('Kuwait Harbour Logistics') as HTMLElement).getByText(
        p('Mandatory fields missing: choose the meeting type, priority and level of knowledge.'),
      ),
    ).toBeInTheDocument();

    // The flagged company hidden by the filters, then no company left by them.
    await user.type(screen.getByLabelText(p('Company name')), 'nile');
    await waitFor(() => expect(screen.getByText(p(submitMessages.hiddenIncomplete))).toBeInTheDocument());
    expect(untranslated(main())).toEqual([]);
    await user.type(screen.getByLabelText(p('Company name')), 'zzz');
    await screen.findByText(`${p('No company matches the filters.')} ${p('Clear the filters to see every company.')}`);
    expect(untranslated(main())).toEqual([]);
    await user.click(screen.getByRole('button', { name: p('Clear filters') }));
    await user.click(screen.getByRole('switch', { name: 'Kuwait Harbour Logistics' }));
    await user.type(screen.getByLabelText(p('Company name')), 'petra');
    await screen.findByText(
      p(
        '{count, plural, one {{count} selected company is hidden by the filters.} other {{count} selected companies are hidden by the filters.}}',
        { count: 2 },
      ),
    );
    expect(untranslated(main())).toEqual([]);
  });

  it('shows the saved notice once submitted', async () => {
    const user = await openList();
    await user.click(screen.getByRole('button', { name: p('Submit') }));
    const notice = await screen.findByText(p(submitMessages.success), {}, { timeout: 30_000 });
    expect(untranslated(main())).toEqual([]);
    expect(notice.closest('[role="status"]')).toHaveTextContent(/⟦Your choices are saved\./);
  });

  it('shows the Update Availability dialog, its refusal of no slot, and the leave-the-list question', async () => {
    server.use(http.get(PREFERENCE_SLOTS, () => HttpResponse.json(buildPreferenceSlots())));
    watchOpenForms();
    const user = await openList();
    await user.click(screen.getByRole('button', { name: p('Update Availability') }));
    const dialog = await screen.findByRole('dialog', { name: p('Update Availability') });
    await within(dialog).findByRole('group', { name: /^الاثنين، 8 سبتمبر/ });
    expect(untranslated(dialog)).toEqual([]);
    expect(within(dialog).getByText(p('Slot times are shown in this time zone.'))).toBeInTheDocument();
    for (const box of within(dialog).getAllByRole('checkbox')) {
      if ((box as HTMLInputElement).checked) await user.click(box);
    }
    await user.click(within(dialog).getByRole('button', { name: p('Save') }));
    await waitFor(() =>
      expect(document.querySelector('.swal2-title')).toHaveTextContent(p(availabilityMessages.empty)),
    );
    await user.click(within(dialog).getByRole('button', { name: p('Close') }));

    // A change in the list is not submitted: opening My requests asks first.
    await user.click(screen.getByRole('switch', { name: 'Kuwait Harbour Logistics' }));
    await user.click(screen.getByRole('link', { name: p(boardMessages.boardView) }));
    const text = await dialogText();
    expect(text).toHaveTextContent(p(boardMessages.leaveList));
    expect(untranslated(text)).toEqual([]);
    expect(document.querySelector('.swal2-confirm')).toHaveTextContent(p(boardMessages.leaveListConfirm));
    expect(document.querySelector('.swal2-cancel')).toHaveTextContent(p(boardMessages.leaveListCancel));
  });

  it('says when the preferences changed in another tab', async () => {
    watchOpenForms();
    const user = await openList();
    await user.click(screen.getByRole('switch', { name: 'Kuwait Harbour Logistics' }));
    const otherTab = new BroadcastChannel('portal-changes');
    try {
      otherTab.postMessage({ type: 'changed', person: getPersonId(), keys: [['preferences']] });
      await screen.findByRole('button', { name: p(changedElsewhereMessages.reload) });
    } finally {
      otherTab.close();
    }
    expect(untranslated(main())).toEqual([]);
  });

  it('tells a presenter there is no access, an investor that the page is closed, and offers a retry', async () => {
    signInAs('presenter');
    startPseudoLanguage();
    const first = renderApp('/user/preferences');
    await screen.findByText(p(preferencesMessages.noAccess), {}, { timeout: 30_000 });
    expect(untranslated(main())).toEqual([]);
    first.unmount();

    db.settings.preferences_closed = true;
    signInAs('investor');
    const second = renderApp('/user/preferences');
    await screen.findByText(p(preferencesMessages.closed), { exact: false }, { timeout: 30_000 });
    expect(untranslated(main())).toEqual([]);
    second.unmount();

    db.settings.preferences_closed = false;
    server.use(http.get(PREFERENCES, () => HttpResponse.json({ status: 200, companies: 'nope' })));
    renderApp('/user/preferences');
    const title = await screen.findByText(p(preferencesMessages.loadFailed), {}, { timeout: 30_000 });
    expect(untranslated(title)).toEqual([]);
  });
});

describe('the meeting preferences list in Arabic', () => {
  it('shows the page in Arabic, right to left, the companies as the server sends them', async () => {
    signInAs('investor');
    await activateLocale('ar', { remember: false });
    renderApp('/user/preferences');
    await screen.findByRole('switch', { name: 'Nile Delta Bank' }, { timeout: 30_000 });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'تفضيلات الاجتماعات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحديث أوقات التوفر' })).toBeInTheDocument();
    // Five companies: Arabic's "few" form.
    expect(screen.getByText(/^5 شركات لا تتوافق مع أوقات توفرك/)).toBeInTheDocument();
    expect(screen.getByLabelText('نوع الاجتماع لشركة \u2068Nile Delta Bank\u2069')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طلباتي' })).toBeInTheDocument();
  });
});
