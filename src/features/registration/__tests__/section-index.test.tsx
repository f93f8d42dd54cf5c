import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/testing/render';

const index = () => screen.findByRole('navigation', { name: 'Sections of this form' }, { timeout: 30_000 });

describe('the registration form’s section index', () => {
  it("lists a presenter's sections in order and takes the attendee to one", { timeout: 120_000 }, async () => {
    signInAs('presenter');
    renderApp('/user/registration');
    const links = within(await index()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Login Details',
      'Personal Details',
      'Colleagues Registration',
      'Media Interview and Audio Visual (A/V)',
      'Arrival and Departure',
      'Hotel and Accommodation',
      'Remarks',
      'Days of Attendance & Time slots',
    ]);
    // Each link names its section as the section's own heading does.
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').slice(1);
      await waitFor(() => expect(document.getElementById(id)).toHaveTextContent(link.textContent ?? ''), {
        timeout: 30_000,
      });
    }
    const target = await screen.findByRole('heading', { level: 2, name: 'Remarks' }, { timeout: 30_000 });
    await userEvent.setup().click(within(await index()).getByRole('link', { name: 'Remarks' }));
    await waitFor(() => expect(target).toHaveFocus());
  });

  it("lists an investor's days instead of a presenter's sections", async () => {
    signInAs('investor');
    renderApp('/user/registration');
    const names = within(await index())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toContain('Days of Attendance');
    expect(names).not.toContain('Colleagues Registration');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Days of Attendance' }, { timeout: 30_000 }),
    ).toHaveAttribute('id', 'investor-days-title');
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });
});
