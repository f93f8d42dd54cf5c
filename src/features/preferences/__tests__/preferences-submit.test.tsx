// fresh modules: its hidden-company submit test expects the preferences modules as first loaded.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { pinDemoClockForEachTest } from '@/testing/registration-flows';
import { renderApp, signInAs } from '@/testing/render';
import { allRowsShown, dismissAlert, PREFERENCES, recordRequests, rowOf, selectsOf, toggleCompany } from './helpers';

async function openAsInvestor() {
  signInAs('investor');
  renderApp('/user/preferences');
  await screen.findByRole('switch', { name: 'Nile Delta Bank' }, { timeout: 30_000 });
  await allRowsShown();
  return userEvent.setup();
}

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('Meeting preferences page: submit', () => {
  it("refuses with no company selected: 'You must select Your Preferences'", async () => {
    const requests = recordRequests();
    const user = await openAsInvestor();
    for (const name of ['Nile Delta Bank', 'Gulf Horizon Telecom', 'Petra Pharmaceuticals']) {
      await toggleCompany(user, name);
    }
    await user.click(submit());
    expect(await screen.findByText('You must select Your Preferences')).toBeInTheDocument();
    expect(requests.find('POST', 'auth/preferences')).toHaveLength(0);
    requests.stop();
  });

  it('refuses a selected company without type, priority and knowledge and flags its row', async () => {
    const requests = recordRequests();
    const user = await openAsInvestor();
    await toggleCompany(user, 'Kuwait Harbour Logistics');
    await user.selectOptions(selectsOf('Kuwait Harbour Logistics').type, 'One-on-One');
    await user.click(submit());
    expect(
      await screen.findByText('You must select the meeting type and priority , and level of knowledge.'),
    ).toBeInTheDocument();
    await dismissAlert(user);
    const row = rowOf('Kuwait Harbour Logistics');
    expect(row).toHaveClass('pref-row--flagged');
    expect(within(row).getByText(/Mandatory fields missing/)).toBeInTheDocument();
    expect(selectsOf('Kuwait Harbour Logistics').priority).toHaveAttribute('aria-invalid', 'true');
    expect(selectsOf('Kuwait Harbour Logistics').priority).toHaveAccessibleDescription(/Mandatory fields missing/);
    expect(selectsOf('Kuwait Harbour Logistics').type).not.toHaveAttribute('aria-invalid');
    expect(selectsOf('Kuwait Harbour Logistics').type).not.toHaveAccessibleDescription();
    expect(requests.find('POST', 'auth/preferences')).toHaveLength(0);
    requests.stop();
  });

  it("brings the flagged company's row into view and focuses its first missing select", async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      const user = await openAsInvestor();
      await toggleCompany(user, 'Kuwait Harbour Logistics');
      await user.selectOptions(selectsOf('Kuwait Harbour Logistics').type, 'One-on-One');
      const row = rowOf('Kuwait Harbour Logistics');
      const priority = selectsOf('Kuwait Harbour Logistics').priority;
      await user.click(submit());
      await screen.findByText('You must select the meeting type and priority , and level of knowledge.');
      // Behind the alert (the page is hidden from assistive technology while it is open).
      await waitFor(() => expect(scrolled).toContain(row));
      await dismissAlert(user);
      await waitFor(() => expect(priority).toHaveFocus());
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it('asks to clear the filter when the incomplete company is hidden, and marks it once visible', async () => {
    const user = await openAsInvestor();
    await toggleCompany(user, 'Kuwait Harbour Logistics');
    await user.type(screen.getByLabelText('Company name'), 'nile');
    expect(screen.queryByRole('switch', { name: 'Kuwait Harbour Logistics' })).not.toBeInTheDocument();
    await user.click(submit());
    const message = 'Please clear the filter selection and complete the mandatory fields in the red box(es)';
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    await dismissAlert(user);
    // the banner above the list repeats it
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rowOf('Kuwait Harbour Logistics')).toHaveClass('pref-row--flagged');
  }, 120_000);

  it('posts only the changed companies in the contract shape, then disables the page', async () => {
    const requests = recordRequests();
    const user = await openAsInvestor();
    await toggleCompany(user, 'Kuwait Harbour Logistics');
    const kuwait = selectsOf('Kuwait Harbour Logistics');
    await user.selectOptions(kuwait.type, 'One-on-One');
    await user.selectOptions(kuwait.priority, 'Medium');
    await user.selectOptions(kuwait.knowledge, 'Basic');
    await toggleCompany(user, 'Petra Pharmaceuticals');
    await user.selectOptions(selectsOf('Nile Delta Bank').knowledge, 'Expert');
    await user.click(submit());

    // Said once, by the page itself: no dialog on top of it.
    expect(await screen.findAllByText('Your preferences submitted successfully.')).toHaveLength(1);
    expect(document.querySelector('.swal2-container')).toBeNull();
    expect(document.getElementById('pref-saved-notice')).toHaveFocus();
    const posts = requests.find('POST', 'auth/preferences');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      companies: [
        {
          id: 504,
          name: 'Kuwait Harbour Logistics',
          isSelected: true,
          preferences: { id: null, meeting_priority: 2, shareholder: 0, meeting_type: 1, knowledge: 2 },
        },
        {
          id: 501,
          name: 'Nile Delta Bank',
          isSelected: true,
          preferences: { id: 6001, meeting_priority: 1, shareholder: 1, meeting_type: 1, knowledge: 4 },
        },
        {
          id: 507,
          name: 'Petra Pharmaceuticals',
          isSelected: false,
          preferences: { id: 6003, meeting_priority: 0, shareholder: 0, meeting_type: 0, knowledge: 0 },
        },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    });
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Kuwait Harbour Logistics' })).toBeDisabled();
    expect(selectsOf('Nile Delta Bank').type).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Availability' })).toBeDisabled();
    requests.stop();

    // the server kept it: a fresh visit shows 504 selected and 507 not
    const refreshed = await fetch('http://localhost/api/v1/user/auth/preferences?conference_id=14', {
      headers: { Authorization: 'Bearer demo-token-investor1' },
    }).then((r) => r.json());
    const selected = refreshed.companies
      .filter((c: { isSelected: boolean }) => c.isSelected)
      .map((c: { id: number }) => c.id);
    expect(selected.sort()).toEqual([501, 503, 504]);
  });

  it('shows the first error of a 422 and keeps the choices', async () => {
    server.use(
      http.post(PREFERENCES, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'The maximum number of meetings has been reached.',
            errors: { companies: ['The maximum number of meetings has been reached.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = await openAsInvestor();
    await user.selectOptions(selectsOf('Nile Delta Bank').knowledge, 'Basic');
    await user.click(submit());
    expect(await screen.findByText('The maximum number of meetings has been reached.')).toBeInTheDocument();
    await dismissAlert(user);
    expect(selectsOf('Nile Delta Bank').knowledge).toHaveDisplayValue('Basic');
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});

describe('Meeting preferences page: once saved (demo clock, 20 August 2025)', () => {
  pinDemoClockForEachTest();

  it('says the preferences are saved and until when they can be changed, and opens them again for a change', async () => {
    const user = await openAsInvestor();
    await toggleCompany(user, 'Petra Pharmaceuticals');
    await user.click(submit());
    await screen.findAllByText('Your preferences submitted successfully.');
    const notice = screen.getByRole('status', { name: '' });
    expect(notice).toHaveTextContent(
      'Your choices are saved. You can change them on this page until the cut-off date, Monday 25 August 2025.',
    );
    expect(notice).toHaveFocus();
    expect(submit()).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: 'Change my preferences' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled(), { timeout: 30_000 });
    expect(await screen.findByRole('switch', { name: 'Petra Pharmaceuticals' }, { timeout: 30_000 })).not.toBeChecked();
    expect(screen.queryByText(/Your choices are saved/)).not.toBeInTheDocument();
  });
});
