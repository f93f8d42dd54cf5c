import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { writeXlsxFile } from '@/lib/export/xlsx';
import { server } from '@/mocks/node';
import { findHeading, renderApp, signInAs } from '@/testing/render';

vi.mock('@/lib/export/xlsx', () => ({ writeXlsxFile: vi.fn(async () => undefined) }));

const SCHEDULE = '*/api/v1/user/auth/get-schedule';

async function open(role: 'investor' | 'presenter') {
  signInAs(role);
  renderApp('/user/who-you-meet');
  await findHeading('Who you meet');
  await screen.findByRole('region', { name: /^Monday 8 September 2025/ }, { timeout: 30_000 });
  return userEvent.setup();
}

const day = (name: RegExp) => screen.getByRole('region', { name });

describe('Who you meet', () => {
  it('lists the companies and representatives an investor meets, day by day, with per-day totals', async () => {
    await open('investor');
    expect(screen.getByText(/3 meetings/, { selector: 'strong' })).toBeInTheDocument();
    const monday = day(/^Monday 8 September 2025 — 2 meetings$/);
    expect(
      within(monday)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Nile Delta Bank', 'Gulf Horizon Telecom']);
    expect(within(monday).getByText('Mr. Ahmed Fawzy')).toBeInTheDocument();
    expect(within(monday).queryByText('Networking Lunch')).not.toBeInTheDocument();
    expect(day(/^Wednesday 10 September 2025 — 1 meeting$/)).toHaveTextContent('Petra Pharmaceuticals');
    expect(within(monday).getAllByRole('link', { name: /See it on the schedule/ })[0]).toHaveAttribute(
      'href',
      '/user/schedule-preview#meeting-5001',
    );
  });

  it('exports an investor’s list as Excel, times in the chosen zone, named in the header', async () => {
    const user = await open('investor');
    await user.click(screen.getByRole('button', { name: 'Export as Excel' }));
    await waitFor(() => expect(writeXlsxFile).toHaveBeenCalledTimes(1));
    expect(writeXlsxFile).toHaveBeenCalledWith('who-you-meet.xlsx', {
      rows: [
        ['Day', 'Time ((GMT+01:00) London)', 'Company', 'Representatives', 'Room', 'Meeting type'],
        [
          'Monday 8 September 2025',
          '09:30–10:20',
          'Nile Delta Bank',
          'Mr. Ahmed Fawzy, Chief Financial Officer; Ms. Mona Saleh, Head of Investor Relations',
          'Room 4',
          'One-on-One meeting',
        ],
        [
          'Monday 8 September 2025',
          '14:00–14:50',
          'Gulf Horizon Telecom',
          'Ms. Layla Haddad, Head of Investor Relations; Mr. Omar Khalil, Chief Financial Officer',
          'Room 7',
          'Group meeting',
        ],
        [
          'Wednesday 10 September 2025',
          '10:30–11:20',
          'Petra Pharmaceuticals',
          'Ms. Rania Haddadin, Chief Executive Officer',
          'Room 2',
          'One-on-One meeting',
        ],
      ],
      sheetName: 'Who you meet',
      columnWidth: 30,
    });
  });

  it('lists the investors a presenter meets with their institutions, and exports them in the presenter’s zone', async () => {
    vi.mocked(writeXlsxFile).mockClear();
    const user = await open('presenter');
    const monday = day(/^Monday 8 September 2025 — 2 meetings$/);
    expect(
      within(monday)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Northbridge Asset Management', 'Alpha Capital Partners, Falcon Gulf Capital']);
    expect(within(monday).getByText(/— Falcon Gulf Capital/)).toBeInTheDocument();
    expect(screen.getByText(/Times are shown in/)).toHaveTextContent('(GMT+04:00) Dubai');
    await user.click(screen.getByRole('button', { name: 'Export as Excel' }));
    await waitFor(() => expect(writeXlsxFile).toHaveBeenCalledTimes(1));
    const rows = vi.mocked(writeXlsxFile).mock.calls[0][1].rows;
    expect(rows[0]).toEqual(['Day', 'Time ((GMT+04:00) Dubai)', 'Institutions', 'Investors', 'Room', 'Meeting type']);
    expect(rows[1]).toEqual([
      'Monday 8 September 2025',
      '13:30–14:20',
      'Northbridge Asset Management',
      'Mr. Daniel Brooks, Managing Director, Northbridge Asset Management',
      'Room 7',
      'One-on-One meeting',
    ]);
    expect(rows).toHaveLength(4);
  });

  it('says the schedule is not prepared yet when the server says so', async () => {
    server.use(
      http.get(SCHEDULE, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'The schedule is not available yet.',
            errors: { schedule: ['The schedule is not available yet.'] },
          },
          { status: 422 },
        ),
      ),
    );
    signInAs('investor');
    renderApp('/user/who-you-meet');
    await findHeading('Who you meet');
    expect(await screen.findByText('The schedule is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export as Excel' })).not.toBeInTheDocument();
  });
});
