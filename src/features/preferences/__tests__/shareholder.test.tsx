import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/testing/render';
import { allRowsShown, recordRequests, rowOf, selectsOf, toggleCompany } from './helpers';

async function openAsInvestor() {
  signInAs('investor');
  const utils = renderApp('/user/preferences');
  await screen.findByRole('switch', { name: 'Nile Delta Bank' }, { timeout: 30_000 });
  await allRowsShown();
  return { ...utils, user: userEvent.setup() };
}

/** The Shareholder select of a company's row, or null when the row has none. */
const shareholderOf = (name: string) =>
  within(rowOf(name)).queryByLabelText(`Shareholder for ${name}`) as HTMLSelectElement | null;

/** What the row's Shareholder select shows (the chosen option, or 'Select…'). */
const shownShareholder = (name: string) => shareholderOf(name)?.selectedOptions[0]?.textContent;

async function chooseShareholder(user: UserEvent, name: string, option: 'Yes' | 'No' | 'Select…') {
  await user.selectOptions(shareholderOf(name) as HTMLSelectElement, option);
}

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('Meeting preferences page: shareholder', { timeout: 120_000 }, () => {
  it('shows a Shareholder select with the saved answer on each selected row only', async () => {
    await openAsInvestor();
    const nile = shareholderOf('Nile Delta Bank');
    expect(nile).toBeInTheDocument();
    expect(nile).toBeEnabled();
    // The visible label names the field; the company is added for assistive technology.
    expect(within(rowOf('Nile Delta Bank')).getByText('Shareholder')).toBeVisible();
    expect(shownShareholder('Nile Delta Bank')).toBe('Yes');
    expect(shownShareholder('Gulf Horizon Telecom')).toBe('No');
    expect(shownShareholder('Petra Pharmaceuticals')).toBe('No');
    expect(shareholderOf('Kuwait Harbour Logistics')).toBeNull();
    expect(shareholderOf('Atlas Cement')).toBeNull();
  });

  it('appears when a company is selected, after the three mandatory selects, empty', async () => {
    const { user } = await openAsInvestor();
    await toggleCompany(user, 'Kuwait Harbour Logistics');
    const shareholder = shareholderOf('Kuwait Harbour Logistics') as HTMLElement;
    expect(shareholder).toBeEnabled();
    expect(shownShareholder('Kuwait Harbour Logistics')).toBe('Select…');
    // Tab order: meeting type, priority, knowledge, then shareholder.
    selectsOf('Kuwait Harbour Logistics').knowledge.focus();
    await user.tab();
    expect(shareholder).toHaveFocus();
    await toggleCompany(user, 'Kuwait Harbour Logistics');
    expect(shareholderOf('Kuwait Harbour Logistics')).toBeNull();
  });

  it('posts the shareholder answer with the other values of the changed companies only', async () => {
    const requests = recordRequests();
    const { user } = await openAsInvestor();
    await toggleCompany(user, 'Kuwait Harbour Logistics');
    const kuwait = selectsOf('Kuwait Harbour Logistics');
    await user.selectOptions(kuwait.type, 'One-on-One');
    await user.selectOptions(kuwait.priority, 'Medium');
    await user.selectOptions(kuwait.knowledge, 'Basic');
    await chooseShareholder(user, 'Kuwait Harbour Logistics', 'No');
    // Only the shareholder answer of Nile Delta Bank changes: it is sent too.
    await chooseShareholder(user, 'Nile Delta Bank', 'No');
    expect(shownShareholder('Nile Delta Bank')).toBe('No');
    await user.click(submit());
    await screen.findAllByText('Your preferences submitted successfully.');
    expect(requests.find('POST', 'auth/preferences').map((post) => post.body)).toEqual([
      {
        companies: [
          {
            id: 504,
            name: 'Kuwait Harbour Logistics',
            isSelected: true,
            preferences: { id: null, meeting_priority: 2, shareholder: 2, meeting_type: 1, knowledge: 2 },
          },
          {
            id: 501,
            name: 'Nile Delta Bank',
            isSelected: true,
            preferences: { id: 6001, meeting_priority: 1, shareholder: 2, meeting_type: 1, knowledge: 3 },
          },
        ],
      },
    ]);
    requests.stop();
  });

  it('may be left empty (sent as 0), and what is saved shows on the next visit', async () => {
    const requests = recordRequests();
    const { user, unmount } = await openAsInvestor();
    // Clearing the answer: its first option.
    await chooseShareholder(user, 'Gulf Horizon Telecom', 'Select…');
    expect(shownShareholder('Gulf Horizon Telecom')).toBe('Select…');
    await chooseShareholder(user, 'Petra Pharmaceuticals', 'Yes');
    await user.click(submit());
    await screen.findAllByText('Your preferences submitted successfully.');
    const sent = requests.find('POST', 'auth/preferences')[0].body as {
      companies: { id: number; preferences: { shareholder: number } }[];
    };
    expect(sent.companies.map((c) => [c.id, c.preferences.shareholder])).toEqual([
      [503, 0],
      [507, 1],
    ]);
    requests.stop();
    unmount();

    renderApp('/user/preferences');
    await screen.findByRole('switch', { name: 'Nile Delta Bank' }, { timeout: 30_000 });
    expect(shownShareholder('Gulf Horizon Telecom')).toBe('Select…');
    expect(shownShareholder('Petra Pharmaceuticals')).toBe('Yes');
    expect(shownShareholder('Nile Delta Bank')).toBe('Yes');
  });

  it('is disabled with the rest of the page once the preferences are submitted', async () => {
    const { user } = await openAsInvestor();
    await chooseShareholder(user, 'Nile Delta Bank', 'No');
    await user.click(submit());
    await screen.findAllByText('Your preferences submitted successfully.');
    expect(shareholderOf('Nile Delta Bank')).toBeDisabled();
  });
});
