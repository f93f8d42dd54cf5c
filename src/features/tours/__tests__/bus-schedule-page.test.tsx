import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMode, resetDemoMode } from '@/testing/demo-mode';
import { renderApp, signInAs } from '@/testing/render';

vi.mock('@/config/env', async (original) => (await import('@/testing/demo-mode')).envWithDemoMode(original));

afterEach(resetDemoMode);

async function openBusSchedule() {
  signInAs('presenter');
  renderApp('/user/bus-schedule');
  await screen.findByRole('heading', { level: 1, name: 'Bus Schedule' }, { timeout: 30_000 });
}

describe('Bus schedule page', () => {
  it('production build with the sample timetable: says the timetable will be published here, shows no invented times', async () => {
    await openBusSchedule();
    expect(
      screen.getByText(/The timetable and pick-up points will be published here before the conference\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Riverside Grand Hotel')).not.toBeInTheDocument();
  });

  it('demo: a captioned table of times against three hotel pick-up points, marked as sample content', async () => {
    demoMode.on = true;
    await openBusSchedule();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Sample content: the demo shows invented hotels and bus times here',
    );
    const table = screen.getByRole('table', { name: 'Shuttle pick-up times by hotel (London time)' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(columns).toEqual(['Shuttle', 'Riverside Grand Hotel', 'Park Lane Plaza', 'Kensington Court Hotel']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(within(row).getByRole('rowheader')).toBeInTheDocument();
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(3);
      for (const cell of cells) expect(cell.textContent).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Morning shuttle 1');
  });
});
