import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { pinDemoClockForEachTest } from '@/testing/registration-flows';
import { renderApp, signInAs } from '@/testing/render';
import { dismissAlert, PREFERENCES, recordRequests } from './helpers';

const SCHEDULE = '*/api/v1/user/auth/get-schedule';

async function openRequests() {
  signInAs('investor');
  renderApp('/user/preferences?view=requests');
  await screen.findByRole('heading', { level: 2, name: /^High/ }, { timeout: 30_000 });
  return userEvent.setup();
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const card = (company: string) => screen.getByRole('listitem', { name: company });
const namesIn = (name: string) =>
  within(column(name))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/** What the page posts when Nile Delta Bank (preference 6001) moves to Medium: that company alone. */
const NILE_TO_MEDIUM = {
  companies: [
    {
      id: 501,
      name: 'Nile Delta Bank',
      isSelected: true,
      preferences: { id: 6001, meeting_priority: 2, shareholder: 1, meeting_type: 1, knowledge: 3 },
    },
  ],
};

describe('Meeting preferences: My requests', () => {
  pinDemoClockForEachTest();

  it('shows the three requests by priority, what became of each, and the counters of the list', async () => {
    await openRequests();
    expect(namesIn('High')).toEqual(['Nile Delta Bank']);
    expect(namesIn('Medium')).toEqual(['Gulf Horizon Telecom']);
    expect(namesIn('Low')).toEqual(['Petra Pharmaceuticals']);
    const nile = within(card('Nile Delta Bank'));
    expect(nile.getByText(/Egypt/)).toBeInTheDocument();
    expect(nile.getByText('One-on-One')).toBeInTheDocument();
    expect(nile.getByText('Good')).toBeInTheDocument();
    expect(await nile.findByText('Scheduled')).toBeInTheDocument();
    expect(nile.getByText(/Monday 8 September 2025, 09:30–10:20 \(London time\), Room 4/)).toBeInTheDocument();
    expect(nile.getByRole('link', { name: /See it on the schedule/ })).toHaveAttribute(
      'href',
      '/user/schedule-preview#meeting-5001',
    );
    expect(screen.getByText('3 of your 3 requests became meetings.')).toBeInTheDocument();
    expect(screen.getByText(/Selected companies:/)).toHaveTextContent(
      'Selected companies: 3 of a maximum of 26 meetings',
    );
  });

  it('says Requested on every card while the schedule is not prepared', async () => {
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
    await openRequests();
    await waitFor(() => expect(within(card('Nile Delta Bank')).getByText('Requested')).toBeInTheDocument());
    expect(screen.getByText(/The schedule is not prepared yet/)).toBeInTheDocument();
  });

  it('moves a request with its Move to action, posting that company alone', async () => {
    const requests = recordRequests();
    const user = await openRequests();
    await user.click(within(card('Nile Delta Bank')).getByRole('button', { name: 'Move to… Nile Delta Bank' }));
    await user.click(screen.getByRole('button', { name: 'Move Nile Delta Bank to Medium priority' }));
    await waitFor(() => expect(requests.find('POST', 'auth/preferences')).toHaveLength(1));
    expect(requests.find('POST', 'auth/preferences')[0].body).toEqual(NILE_TO_MEDIUM);
    await waitFor(() => expect(namesIn('Medium')).toEqual(['Gulf Horizon Telecom', 'Nile Delta Bank']));
    expect(namesIn('High')).toEqual([]);
    // The focus follows the card to its new column.
    expect(within(card('Nile Delta Bank')).getByRole('button', { name: 'Move to… Nile Delta Bank' })).toHaveFocus();
    expect(db.preferences.find((p) => p.id === 6001)?.meeting_priority).toBe(2);
    requests.stop();
  });

  it('moves a request with the keyboard: picked up, moved one priority to the right, dropped', async () => {
    const requests = recordRequests();
    await openRequests();
    const handle = screen.getByRole('button', { name: 'Move Nile Delta Bank, High priority' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    expect(await screen.findByText('Picked up Nile Delta Bank, High priority.')).toBeInTheDocument();
    // The library listens for the next keys from the next tick on.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.keyDown(document, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(await screen.findByText('Nile Delta Bank is over Medium priority.')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: ' ', code: 'Space' });
    await waitFor(() => expect(requests.find('POST', 'auth/preferences')).toHaveLength(1));
    expect(requests.find('POST', 'auth/preferences')[0].body).toEqual(NILE_TO_MEDIUM);
    await waitFor(() => expect(namesIn('Medium')).toContain('Nile Delta Bank'));
    // The focus stays on the card's handle in its new column, unavailable while the change is saved.
    const moved = screen.getByRole('button', { name: 'Move Nile Delta Bank, Medium priority' });
    await waitFor(() => expect(moved).toHaveFocus());
    await waitFor(() => expect(moved).not.toHaveAttribute('aria-disabled'));
    requests.stop();
  });

  it('offline, keeps each handle where it is, unavailable, and says why', async () => {
    await openRequests();
    act(() => onlineManager.setOnline(false));
    try {
      const handle = screen.getByRole('button', { name: 'Move Nile Delta Bank, High priority' });
      expect(handle).toHaveAttribute('aria-disabled', 'true');
      expect(handle).toHaveAccessibleDescription(/offline/i);
      fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(handle).not.toHaveAttribute('aria-pressed', 'true');
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    expect(screen.getByRole('button', { name: 'Move Nile Delta Bank, High priority' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('removes a request once confirmed, unselecting the company as the list does', async () => {
    const requests = recordRequests();
    const user = await openRequests();
    await user.click(
      within(card('Petra Pharmaceuticals')).getByRole('button', { name: 'Remove Petra Pharmaceuticals' }),
    );
    expect(await screen.findByText(/Remove Petra Pharmaceuticals from your requests\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(requests.find('POST', 'auth/preferences')).toHaveLength(1));
    expect(requests.find('POST', 'auth/preferences')[0].body).toEqual({
      companies: [
        {
          id: 507,
          name: 'Petra Pharmaceuticals',
          isSelected: false,
          preferences: { id: 6003, meeting_priority: 0, shareholder: 0, meeting_type: 0, knowledge: 0 },
        },
      ],
    });
    await waitFor(() => expect(namesIn('Low')).toEqual([]));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /^Low/ })).toHaveFocus());
    requests.stop();
  });

  it("shows a refusal's message and keeps the move until it is saved again", async () => {
    let refuse = true;
    server.use(
      http.post(PREFERENCES, () =>
        refuse
          ? HttpResponse.json(
              {
                status: 422,
                message: 'Invalid',
                errors: { companies: ['The maximum number of meetings has been reached.'] },
              },
              { status: 422 },
            )
          : undefined,
      ),
    );
    const user = await openRequests();
    await user.click(within(card('Nile Delta Bank')).getByRole('button', { name: 'Move to… Nile Delta Bank' }));
    await user.click(screen.getByRole('button', { name: 'Move Nile Delta Bank to Low priority' }));
    expect(await screen.findByText('The maximum number of meetings has been reached.')).toBeInTheDocument();
    await dismissAlert(user);
    expect(screen.getByText('Your last change is not saved yet.')).toBeInTheDocument();
    expect(namesIn('Low')).toEqual(['Nile Delta Bank', 'Petra Pharmaceuticals']);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save again' }));
    await waitFor(() => expect(screen.queryByText('Your last change is not saved yet.')).not.toBeInTheDocument());
    expect(db.preferences.find((p) => p.id === 6001)?.meeting_priority).toBe(3);
  });

  it('is read-only after the cut-off date, and says why', async () => {
    db.conference.cut_off_date = '2025-08-19';
    await openRequests();
    expect(screen.getByText(/The cut-off date, .*19 August 2025, has passed/)).toBeInTheDocument();
    const move = within(card('Nile Delta Bank')).getByRole('button', { name: 'Move to… Nile Delta Bank' });
    expect(move).toBeDisabled();
    expect(move).toHaveAccessibleDescription(/The cut-off date/);
    expect(screen.queryByRole('button', { name: /^Move Nile Delta Bank, High priority/ })).not.toBeInTheDocument();
  });

  it('shows a move made on the board in the list of every company', async () => {
    const user = await openRequests();
    await user.click(
      within(card('Gulf Horizon Telecom')).getByRole('button', { name: 'Move to… Gulf Horizon Telecom' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move Gulf Horizon Telecom to High priority' }));
    await waitFor(() => expect(namesIn('High')).toContain('Gulf Horizon Telecom'));
    await user.click(screen.getByRole('link', { name: 'All companies' }));
    const priority = (await screen.findByLabelText(
      'Meeting priority for Gulf Horizon Telecom',
      {},
      { timeout: 30_000 },
    )) as HTMLSelectElement;
    expect(priority.value).toBe('1');
  });
});
