import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/testing/render';

describe('Bus schedule page', () => {
  it('shows a captioned table of times against three hotel pick-up points', async () => {
    signInAs('presenter');
    renderApp('/user/bus-schedule');
    await screen.findByRole('heading', { level: 1, name: 'Bus Schedule' }, { timeout: 8000 });
    const table = screen.getByRole('table', { name: 'Shuttle pick-up times by hotel (London time)' });
    const columns = within(table).getAllByRole('columnheader').map((th) => th.textContent);
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
