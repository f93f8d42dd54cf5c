import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { loadPageParts, renderApp, signInAs } from '@/testing/render';

async function openDashboard(role: 'investor' | 'presenter', path = '/user/dashboard') {
  signInAs(role);
  const utils = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'My DASHBOARD' }, { timeout: 30_000 });
  return utils;
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const panel = () => screen.getByRole('tabpanel');

// The overview, the other tabs and the calendar link are here from the page's first render (see dashboard-deferred.test.tsx
// for the order they come in).
beforeAll(() => loadPageParts('/user/dashboard'));

describe('dashboard — investor', () => {
  it('shows the personal details and the investor tabs', async () => {
    await openDashboard('investor');
    expect(tabNames()).toEqual(['Personal', 'Availability', 'Schedule Summary', 'Meeting Preferences']);
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    const details = within(panel());
    expect(details.getByText('investor1')).toBeInTheDocument();
    expect(details.getByText('Mr. James Whitmore')).toBeInTheDocument();
    expect(details.getByText('james.whitmore@alphacapital.example')).toBeInTheDocument();
    expect(details.getByText('+44 7700 900101')).toBeInTheDocument();
    expect(details.getByText('Portfolio Manager')).toBeInTheDocument();
    expect(details.getByText('Alpha Capital Partners')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Edit My Details' })).toHaveAttribute('href', '/user/registration');
  });

  it('leaves out the mobile and company rows when absent', async () => {
    const person = db.clients.find((c) => c.id === 1001);
    if (person) person.mobile = null;
    await openDashboard('investor');
    expect(within(panel()).queryByText('Mobile')).not.toBeInTheDocument();
    expect(within(panel()).getByText('Email')).toBeInTheDocument();
  });

  // A case the fuzz suite found at 1,000 runs (set at "client.client.email" = {"id":1}): an object where the
  // contract has a text took the page down ("Objects are not valid as a React child").
  it('shows a detail the server sent as an object as missing, and the rest of the page', async () => {
    const person = db.clients.find((c) => c.id === 1001) as unknown as Record<string, unknown>;
    person.email = { id: 1 };
    person.mobile = {};
    person.job_title = ['Portfolio Manager'];
    await openDashboard('investor');
    const details = within(panel());
    expect(details.getByText('Mr. James Whitmore')).toBeInTheDocument();
    expect(details.queryByText('Email')).not.toBeInTheDocument();
    expect(details.queryByText('Mobile')).not.toBeInTheDocument();
    expect(details.getByText('Job title').nextElementSibling).toHaveTextContent('—');
    expect(screen.getByRole('tab', { name: 'Schedule Summary' })).toBeInTheDocument();
  });

  it('is also the /user/profile page', async () => {
    await openDashboard('investor', '/user/profile');
    expect(screen.getByRole('tablist', { name: 'My DASHBOARD' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End (WAI-ARIA tabs)', async () => {
    const user = userEvent.setup();
    await openDashboard('investor');
    const personal = screen.getByRole('tab', { name: 'Personal' });
    expect(personal).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Availability' })).toHaveAttribute('tabindex', '-1');
    personal.focus();
    await user.keyboard('{ArrowRight}');
    const availability = screen.getByRole('tab', { name: 'Availability' });
    expect(availability).toHaveFocus();
    expect(availability).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAttribute('aria-labelledby', availability.id);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Meeting Preferences' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Meeting Preferences' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(panel()).toHaveFocus();
  });

  it('lists the chosen slots by day, each marked chosen (not as unusable checkboxes), and edits them on the registration form', async () => {
    const user = userEvent.setup();
    await openDashboard('investor');
    await user.click(screen.getByRole('tab', { name: 'Availability' }));
    const days = within(panel()).getAllByRole('region');
    expect(days.map((d) => within(d).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Monday 8 September 2025',
      'Tuesday 9 September 2025',
      'Wednesday 10 September 2025',
    ]);
    expect(within(panel()).queryByRole('checkbox')).not.toBeInTheDocument();
    const monday = within(days[0]);
    expect(monday.getAllByRole('listitem')).toHaveLength(8);
    expect(within(days[1]).getAllByRole('listitem')).toHaveLength(4);
    const first = monday.getAllByRole('listitem')[0];
    expect(first).toHaveTextContent(/^08:30–09:20 London time\s*✓ Chosen$/);
    expect(monday.getByText('Morning, 08:30–12:20 London time')).toBeInTheDocument();
    expect(monday.getByText('Afternoon, 14:00–17:50 London time')).toBeInTheDocument();
    expect(within(panel()).getByText(/^Times are in London time\./)).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Edit My Availability' })).toHaveAttribute(
      'href',
      '/user/registration',
    );
  });

  it("says 'You have not selected any days yet!' without slots", async () => {
    const cc = db.confClients.find((c) => c.client_id === 1001);
    if (cc) cc.available_slot = [];
    const user = userEvent.setup();
    await openDashboard('investor');
    await user.click(screen.getByRole('tab', { name: 'Availability' }));
    expect(within(panel()).getByText('You have not selected any days yet!')).toBeInTheDocument();
    expect(within(panel()).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('hides the availability, schedule summary and preferences tabs when their conference flags are off', async () => {
    db.conference.allow_investor_slots_registration = false;
    db.conference.web_show_profile_schedule_summary = false;
    db.conference.web_show_profile_meeting_preferences = false;
    await openDashboard('investor');
    expect(tabNames()).toEqual(['Personal']);
  });

  it('shows the meeting preferences with the presenter names in a tooltip and the shareholder answers', async () => {
    const user = userEvent.setup();
    await openDashboard('investor');
    await user.click(screen.getByRole('tab', { name: 'Meeting Preferences' }));
    const table = await within(panel()).findByRole('table');
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(cells(head)).toEqual(['Company', 'Meeting type', 'Meeting level', 'Shareholder']);
    expect(rows.map(cells)).toEqual([
      ['Gulf Horizon TelecomPresenters: Ms. Layla Haddad, Mr. Omar Khalil', 'Group Meeting', 'Medium', 'No'],
      ['Nile Delta BankPresenters: Mr. Ahmed Fawzy, Ms. Mona Saleh', 'One-on-One', 'High', 'Yes'],
      [expect.stringContaining('Petra Pharmaceuticals'), 'One-on-One', expect.any(String), 'No'],
    ]);
    expect(within(table).getByText('Nile Delta Bank')).toHaveAccessibleDescription(
      'Presenters: Mr. Ahmed Fawzy, Ms. Mona Saleh',
    );
  });

  it('shows a shareholder answer saved on the preferences page, and "—" for a company without one', async () => {
    const user = userEvent.setup();
    const nile = db.preferences.find((p) => p.company_id === 501);
    if (nile) nile.shareholder = 2;
    const petra = db.preferences.find((p) => p.company_id === 507);
    if (petra) petra.shareholder = 0;
    await openDashboard('investor');
    await user.click(screen.getByRole('tab', { name: 'Meeting Preferences' }));
    const table = await within(panel()).findByRole('table');
    const lastCells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].at(-1)?.textContent);
    expect(lastCells).toEqual(['Shareholder', 'No', 'No', '—']);
  });

  it('leaves the Shareholder column out, without asking for the option names, when no company has an answer', async () => {
    for (const preference of db.preferences) preference.shareholder = 0;
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      const user = userEvent.setup();
      await openDashboard('investor');
      await user.click(screen.getByRole('tab', { name: 'Meeting Preferences' }));
      const table = await within(panel()).findByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((c) => c.textContent),
      ).toEqual(['Company', 'Meeting type', 'Meeting level']);
      expect(asked).not.toContain('/api/v1/user/auth/preferences');
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('leaves the Shareholder column out, without a message, when the option names cannot be loaded', async () => {
    db.settings.preferences_closed = true; // auth/preferences answers 422: the page is closed
    const user = userEvent.setup();
    await openDashboard('investor');
    await user.click(screen.getByRole('tab', { name: 'Meeting Preferences' }));
    const table = await within(panel()).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).queryByRole('columnheader', { name: 'Shareholder' })).toBeNull();
    expect(document.querySelector('.swal2-container')).toBeNull();
  });

  it('summarises the schedule in the remembered time zone', async () => {
    localStorage.setItem('schedule_timezone', JSON.stringify('Asia/Dubai'));
    const user = userEvent.setup();
    await openDashboard('investor');
    await user.click(screen.getByRole('tab', { name: 'Schedule Summary' }));
    const table = await within(panel()).findByRole('table');
    const nile = within(table).getByRole('rowheader', { name: 'Nile Delta Bank' }).closest('tr') as HTMLElement;
    expect(within(nile).getByText('12:30–13:20')).toBeInTheDocument();
    expect(within(nile).getByText('Room 4')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Networking Lunch' })).toBeInTheDocument();
    expect(within(panel()).getByText('(GMT+04:00) Dubai')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Open my schedule' })).toHaveAttribute(
      'href',
      '/user/schedule-preview',
    );
  });

  it("shows the schedule's 422 message and an empty schedule's message in the summary", async () => {
    db.settings.schedule_available = false;
    const user = userEvent.setup();
    await openDashboard('investor');
    await user.click(screen.getByRole('tab', { name: 'Schedule Summary' }));
    expect(await within(panel()).findByText('The schedule is not available yet.')).toBeInTheDocument();
  });

  it("says 'Schedule not prepared yet.' in the summary when empty", async () => {
    db.meetings = [];
    const user = userEvent.setup();
    await openDashboard('investor');
    await user.click(screen.getByRole('tab', { name: 'Schedule Summary' }));
    expect(await within(panel()).findByText('Schedule not prepared yet.')).toBeInTheDocument();
  });
});

describe('dashboard — presenter', () => {
  it('shows the presenter tabs and the colleagues with status labels and styles', async () => {
    const user = userEvent.setup();
    await openDashboard('presenter');
    expect(tabNames()).toEqual(['Personal', 'Colleagues', 'Availability', 'Schedule Summary']);
    await user.click(screen.getByRole('tab', { name: 'Colleagues' }));
    const table = await within(panel()).findByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    const badge = (name: string, label: string) => within(row(name)).getByText(label).closest('.badge');
    expect(badge('Mr. Omar Khalil', 'Registered')).toHaveClass('badge--success');
    expect(badge('Ms. Sara Mansour', 'Not registered')).toHaveClass('badge--warning');
    expect(badge('Mr. Tarek Aziz', 'Cancelled')).toHaveClass('badge--danger');
    expect(within(row('Mr. Omar Khalil')).getByText('Chief Financial Officer')).toBeInTheDocument();
  });

  it('shows the other statuses as danger with their labels', async () => {
    server.use(
      http.get('*/api/v1/user/auth/get-colleagues', () =>
        HttpResponse.json({
          status: 200,
          colleagues: [4, 5, 6].map((status) => ({
            id: 1200 + status,
            full_titled_name: `Colleague ${status}`,
            job_title: null,
            status,
            conferences_clients: [{ status }],
          })),
        }),
      ),
    );
    const user = userEvent.setup();
    await openDashboard('presenter');
    await user.click(screen.getByRole('tab', { name: 'Colleagues' }));
    for (const label of ['Declined', 'Deferred', 'Rejected']) {
      expect((await within(panel()).findByText(label)).closest('.badge')).toHaveClass('badge--danger');
    }
  });

  it('shows no rows when the colleagues cannot be loaded (silently ignored)', async () => {
    server.use(
      http.get('*/api/v1/user/auth/get-colleagues', () => HttpResponse.json({ status: 500 }, { status: 500 })),
    );
    const user = userEvent.setup();
    await openDashboard('presenter');
    await user.click(screen.getByRole('tab', { name: 'Colleagues' }));
    expect(await within(panel()).findByText('There are no data')).toBeInTheDocument();
  });

  it("lists the presenter's slots and edits them on the availability page", async () => {
    const user = userEvent.setup();
    await openDashboard('presenter');
    await user.click(screen.getByRole('tab', { name: 'Availability' }));
    const days = within(panel()).getAllByRole('region');
    expect(days).toHaveLength(2);
    expect(within(panel()).getAllByText('Chosen')).toHaveLength(16);
    // The same rule as the availability and registration pages: Dubai times under the London day parts.
    expect(
      within(panel()).getByText(
        /^Times are in Dubai time\. Morning and afternoon are the conference’s day parts in London/,
      ),
    ).toBeInTheDocument();
    const monday = within(days[0]);
    expect(monday.getByText('Morning, 08:30–12:20 London time (11:30–15:20 Dubai time)')).toBeInTheDocument();
    expect(monday.getByText('Afternoon, 14:00–17:50 London time (17:00–20:50 Dubai time)')).toBeInTheDocument();
    expect(monday.getAllByRole('listitem')[0]).toHaveTextContent(/^11:30–12:20 Dubai time/);
    const edit = within(panel()).getByRole('link', { name: 'Edit My Availability' });
    expect(edit).toHaveAttribute('href', '/auth/availability');
  });

  it('summarises the schedule with the investment companies, in the presenter zone', async () => {
    const user = userEvent.setup();
    await openDashboard('presenter');
    await user.click(screen.getByRole('tab', { name: 'Schedule Summary' }));
    const table = await within(panel()).findByRole('table');
    const row = within(table)
      .getByRole('rowheader', { name: 'Northbridge Asset Management' })
      .closest('tr') as HTMLElement;
    expect(within(row).getByText('13:30–14:20')).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getByText('(GMT+04:00) Dubai')).toBeInTheDocument());
  });
});
