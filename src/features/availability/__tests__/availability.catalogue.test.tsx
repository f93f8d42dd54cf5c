/**
 * The days of attendance and time slots, and the page that updates them, show no text of their own outside the
 * message catalogue: rendered in the pseudo-language (every catalogue text wrapped in ⟦ ⟧), what is left unwrapped is
 * the server's (the conference's instructions, days groups, its messages), in its own direction, or days written in
 * the page's language. In Arabic the page's words are Arabic, a block's slots counted in Arabic's plural forms.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { api } from '@/lib/api/client';
import type { DateStr, GroupedSlots, Id, RegistrationData, TimeZone } from '@/lib/api/contract';
import { server } from '@/mocks/node';
import { pseudo, resetLanguage, untranslated, usePseudoLanguage } from '@/testing/catalogue';
import { pinDemoClockForEachTest } from '@/testing/registration-flows';
import { renderApp, renderWithProviders, signInAs } from '@/testing/render';
import { InvestorDays } from '../components/investor-days';
import { PresenterAvailability } from '../components/presenter-availability';
import { buildGroupedSlots } from '../logic/day-groups';
import { initialPresenterAvailability, type PresenterAvailabilityValue } from '../logic/presenter-slots';
import { availabilityMessages } from '../messages';

pinDemoClockForEachTest();

afterEach(resetLanguage);

const UPDATE = '*/api/v1/user/auth/update-profile';
const CUT_OFF = '*/api/v1/user/auth/cut-off-date';

async function openPage() {
  renderApp('/auth/availability');
  await screen.findByRole('heading', { level: 1, name: '⟦Days of Attendance & Time slots⟧' }, { timeout: 30_000 });
  await screen.findAllByRole('group', { name: /^⟦Time slots on / }, { timeout: 30_000 });
}

async function pressDialog(name: string | RegExp) {
  const button = await screen.findByRole('button', { name }, { timeout: 30_000 });
  await act(async () => button.click());
  await waitFor(() => expect(screen.queryByRole('button', { name })).not.toBeInTheDocument());
}

function loadInvitation(code = 'INV-PRESENTER-01') {
  return api.get<RegistrationData>('auth/get-required-data-registration', { params: { invitation_code: code } });
}

function Presenter({
  data,
  initial,
  errors,
}: {
  data: RegistrationData;
  initial: PresenterAvailabilityValue;
  errors?: Record<string, string | undefined>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <main>
      <PresenterAvailability
        value={value}
        onChange={setValue}
        errors={errors}
        conference={data.conference}
        lists={data.lists}
        clientId={data.client.client_id}
        companyId={data.client.client.company_id}
        lateSlots={data.available_slots}
      />
    </main>
  );
}

type InvestorValue = {
  available_slot: Id[];
  conference_dates: DateStr[];
  days_group: number | null;
  timezone: TimeZone;
};

function Investor({ groups, allowed = true }: { groups: GroupedSlots[]; allowed?: boolean }) {
  const [value, setValue] = useState<InvestorValue>({
    available_slot: [],
    conference_dates: [groups[0] ? Object.keys(groups[0].slots)[0] : ''],
    days_group: groups[0]?.groupNumber ?? null,
    timezone: { code: 'Europe/London', label: '(GMT+01:00) London' },
  });
  return (
    <main>
      <InvestorDays
        allowed={allowed}
        instructions="<p>Choose the days you attend.</p>"
        groups={groups}
        timezones={[{ code: 'Europe/London', label: '(GMT+01:00) London' }]}
        value={value}
        onChange={(next) => setValue((current) => ({ ...current, ...next }))}
        slotError="Available Slots Required"
        cutOffDate={null}
        lateSlots={[]}
      />
    </main>
  );
}

describe('the availability page in the pseudo-language', () => {
  it('finds a text left outside the catalogue (the check can fail)', async () => {
    usePseudoLanguage();
    signInAs('presenter');
    await openPage();
    const stray = document.createElement('span');
    stray.textContent = 'Fully booked';
    screen.getByRole('main').append(stray);
    expect(untranslated(screen.getByRole('main'))).toEqual(['Fully booked']);
  }, 120_000);

  it("a presenter's days and slots, the days' warning, a rule's message and the alert with nothing chosen", async () => {
    usePseudoLanguage();
    const user = userEvent.setup();
    signInAs('presenter');
    await openPage();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: '⟦Submit⟧' })).toBeInTheDocument();
    expect(within(main).getAllByText('⟦Times in ⟦Dubai⟧ time⟧').length).toBeGreaterThan(0);
    expect(untranslated(main)).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'الأربعاء، 10 سبتمبر' }));
    const warning = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(warning).toHaveTextContent(
      pseudo(
        'Please note that changing your days of attendance changes the time slots in which meetings can be arranged for you.',
      ),
    );
    expect(within(warning).getByRole('button', { name: '⟦Cancel⟧' })).toBeInTheDocument();
    expect(untranslated(warning)).toEqual([]);
    await pressDialog('⟦OK⟧');

    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    expect(await screen.findByText('⟦Slots per Day Required⟧')).toBeInTheDocument();
    expect(untranslated(main)).toEqual([]);

    // Nothing chosen at all: the alert, then the rule's message.
    for (const day of ['الاثنين، 8 سبتمبر', 'الثلاثاء، 9 سبتمبر', 'الأربعاء، 10 سبتمبر']) {
      await user.click(screen.getByRole('checkbox', { name: day }));
      await pressDialog('⟦OK⟧');
    }
    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    const alert = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(alert).toHaveTextContent(
      pseudo('Please select your preferred days of attendance and time slots before you submit your application.'),
    );
    expect(untranslated(alert)).toEqual([]);
    await pressDialog(/^⟦?OK⟧?$/);
    expect(screen.getByText('⟦Choose a day of attendance to see its time slots.⟧')).toBeInTheDocument();
    expect(untranslated(main)).toEqual([]);
  }, 120_000);

  it('the alert that other registration details need attention, the server’s message as sent', async () => {
    usePseudoLanguage();
    const message = "Departure date shouldn't be before the last attending day.";
    server.use(
      http.post(UPDATE, () =>
        HttpResponse.json(
          { status: 422, message: 'The given data was invalid.', errors: { departure_date: [message] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    signInAs('presenter');
    await openPage();
    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    await pressDialog(/^⟦?OK⟧?$/);
    const alert = (await screen.findByText(/other registration details need attention/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: '⟦the registration page⟧' })).toBeInTheDocument();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  }, 120_000);

  it('an investor is told where availability is given', async () => {
    usePseudoLanguage();
    signInAs('investor');
    renderApp('/auth/availability');
    expect(
      await screen.findByRole('link', { name: '⟦meeting preferences page⟧' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '⟦Calendar⟧' })).toBeInTheDocument();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  }, 120_000);
});

describe('the days and slots in their states, in the pseudo-language', () => {
  it('full days and slots, a part chosen with its block, the rules’ messages with a figure', async () => {
    usePseudoLanguage();
    const data = await loadInvitation();
    renderWithProviders(
      <Presenter
        data={data}
        initial={{ timezone: 'Asia/Dubai', conference_dates: ['2025-09-10'], available_slot: [305, 306, 307, 308] }}
        errors={{ available_slot: availabilityMessages.minimum(4), conference_dates: 'Available Slots Required' }}
      />,
    );
    await waitFor(() => expect(screen.getAllByText('(⟦Fully booked⟧)').length).toBeGreaterThan(0));
    // Translated when the rule is checked (it names a figure), then shown through tText like every rule's message.
    expect(
      screen.getByText(/^⟦+You need to select at least 4 slots per day so your attendance can be confirmed\.⟧+$/),
    ).toBeInTheDocument();
    expect(screen.getByText('⟦Available Slots Required⟧')).toBeInTheDocument();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  }, 120_000);

  it('after the cut-off: closed for good, then open only for the late-registration slots', async () => {
    usePseudoLanguage();
    server.use(http.post(CUT_OFF, () => HttpResponse.json({ status: 200, cut_off_date: '2025-08-01' })));
    signInAs('presenter');
    const data = await api.get<RegistrationData>('auth/get-required-data-update-profile');
    const closed = renderWithProviders(
      <Presenter data={data} initial={initialPresenterAvailability(data.client, data.lists.agenda_slots)} />,
    );
    expect(
      await screen.findByText(pseudo('The time slot registration is closed; slots can no longer be changed.'), {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
    closed.unmount();

    const invitation = await loadInvitation();
    const late = invitation.lists.agenda_slots.filter((slot) => slot.id >= 401 && slot.id <= 404);
    renderWithProviders(
      <Presenter
        data={{ ...invitation, available_slots: late }}
        initial={{ timezone: 'Asia/Dubai', conference_dates: ['2025-09-10'], available_slot: [] }}
      />,
    );
    expect(await screen.findByText(/^⟦The cut-off date has passed/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('(⟦Not open for late registration⟧)').length).toBeGreaterThan(0));
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  }, 120_000);

  it("an investor's days groups, a day of the other group, the slots' error, and days not open yet", async () => {
    usePseudoLanguage();
    const data = await loadInvitation();
    const groups = buildGroupedSlots(data.lists.agenda_slots, data.conference, data.lists.closed_conference_days);
    expect(groups.length).toBeGreaterThan(1);
    const open = renderWithProviders(<Investor groups={groups} />);
    expect(await screen.findByRole('group', { name: '⟦Days group⟧' })).toBeInTheDocument();
    expect(screen.getAllByText('(⟦Other days group⟧)').length).toBeGreaterThan(0);
    expect(screen.getByText('⟦Available Slots Required⟧')).toBeInTheDocument();
    expect(screen.getByText('Choose the days you attend.').closest('[dir="auto"]')).not.toBeNull();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
    open.unmount();

    renderWithProviders(<Investor groups={groups} allowed={false} />);
    expect(screen.getByText('⟦Days of attendance registration will be available soon.⟧')).toBeInTheDocument();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  }, 120_000);
});

describe('the availability page in Arabic', () => {
  it('shows its heading, blocks, days and button in Arabic', async () => {
    await activateLocale('ar', { remember: false });
    signInAs('presenter');
    renderApp('/auth/availability');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'أيام الحضور والفترات الزمنية' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const [monday] = await screen.findAllByRole('group', { name: /^الفترات الزمنية يوم / }, { timeout: 30_000 });
    expect(
      within(monday).getByRole('checkbox', { name: /^الفترة الصباحية \(الفترات الـ4 كلها\)، 08:30–12:20 بتوقيت / }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'الفترات الزمنية' })).toBeInTheDocument();
    expect(screen.getByText('أيام الحضور', { selector: 'legend' })).toBeInTheDocument();
  }, 120_000);
});
