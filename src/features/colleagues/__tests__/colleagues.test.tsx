import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '@/testing/render';
import { chooseOption, identifyAs, recordBodies } from '@/testing/registration-flows';

const colleaguesRegion = () => screen.findByRole('region', { name: 'Colleagues Registration' }, { timeout: 30_000 });
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });

describe('Presenter colleagues', { timeout: 120_000 }, () => {
  it('lists the colleagues with their status; only a not-registered one can be selected, a registered one cancelled', async () => {
    signInAs('presenter');
    renderApp('/user/registration');
    const region = within(await colleaguesRegion());
    const table = region.getByRole('table');
    const omar = rowOf(table, 'Omar Khalil');
    const sara = rowOf(table, 'Sara Mansour');
    const tarek = rowOf(table, 'Tarek Aziz');
    expect(within(omar).getByText('Registered')).toBeInTheDocument();
    expect(within(omar).queryByRole('checkbox')).toBeNull();
    expect(within(omar).getByRole('button', { name: /^Cancel/ })).toBeInTheDocument();
    expect(within(sara).getByText('Not Registered')).toBeInTheDocument();
    expect(within(sara).getByRole('checkbox')).not.toBeChecked();
    expect(within(sara).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(within(tarek).getByText('Cancelled')).toBeInTheDocument();
  });

  it('cancels a registered colleague after the confirmation and updates the row from the answer', async () => {
    signInAs('presenter');
    renderApp('/user/registration');
    const user = userEvent.setup();
    const region = within(await colleaguesRegion());
    await user.click(within(rowOf(region.getByRole('table'), 'Omar Khalil')).getByRole('button', { name: /^Cancel/ }));
    expect(
      await screen.findByText('Are you sure you want to cancel your colleague’s registration ?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(within(rowOf(region.getByRole('table'), 'Omar Khalil')).getByText('Cancelled')).toBeInTheDocument(),
    );
  });

  it('alerts "Data is incompelete" for a selected colleague with missing data on the main submit', async () => {
    signInAs('presenter');
    const bodies = recordBodies('auth/update-profile');
    renderApp('/user/registration');
    const user = userEvent.setup();
    const region = within(await colleaguesRegion());
    await user.click(within(rowOf(region.getByRole('table'), 'Sara Mansour')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByText(/Data is incompelete: Please click on "Edit" & add the below info/);
    expect(alert.textContent).toContain('Sara Mansour');
    expect(alert.textContent).toContain('"Address" is not allowed to be empty');
    expect(alert.textContent).toContain('"Nationality" data is missing');
    expect(bodies).toHaveLength(0);
  });

  it('edits a colleague in the Colleague Details modal, showing every error together, then saves', async () => {
    signInAs('presenter');
    const bodies = recordBodies('auth/update-profile');
    renderApp('/user/registration');
    const user = userEvent.setup();
    const region = within(await colleaguesRegion());
    await user.click(within(rowOf(region.getByRole('table'), 'Sara Mansour')).getByRole('button', { name: /^Edit/ }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Colleague Details' });
    const dialog = within(dialogElement);
    await user.clear(dialog.getByRole('textbox', { name: /^Telephone/ }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    const errors = within(await dialog.findByRole('alert'));
    expect(errors.getByText('"Address" is not allowed to be empty')).toBeInTheDocument();
    expect(errors.getByText('"Telephone" data is missing')).toBeInTheDocument();
    expect(errors.getByText('"Nationality" data is missing')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Address/ }), 'Sheikh Zayed Road, Dubai');
    await user.type(dialog.getByRole('textbox', { name: /^Telephone/ }), '+971 4 000 1104');
    await chooseOption(user, /^Nationality/, 'Egypt', dialogElement);
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Colleague Details' })).toBeNull());
    expect(bodies).toHaveLength(0);
    // The row now holds complete data: selecting it no longer blocks the submit.
    const stored = JSON.parse(window.localStorage.getItem('presenter_mates') ?? '[]') as {
      id: number;
      address: string;
      nationality_id: number;
    }[];
    expect(stored.find((m) => m.id === 1104)).toMatchObject({
      address: 'Sheikh Zayed Road, Dubai',
      nationality_id: 818,
    });
  });

  it('checks the Register Colleague rules with the spec messages', async () => {
    await identifyAs('INV-PRESENTER-01');
    renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('group', { name: 'Register a colleague' }, { timeout: 30_000 }));
    await user.click(form.getByRole('button', { name: 'Register Colleague' }));
    expect(await form.findByText('Username field is required')).toBeInTheDocument();
    expect(form.getAllByText('Field is required').length).toBeGreaterThanOrEqual(2);
    expect(form.getByText('Available slot field is required')).toBeInTheDocument();
    expect(form.getByText('Slots in day required')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Username/), 'abc');
    await user.type(form.getByLabelText(/^Additional Email/), 'wrong');
    await user.type(form.getByLabelText(/^Assistant Email/), 'wrong');
    await user.click(form.getByLabelText('use my time slots'));
    await user.click(form.getByRole('button', { name: 'Register Colleague' }));
    expect(await form.findByText('Username must have at least 6 letters.')).toBeInTheDocument();
    expect(form.getByText('Additional email is invalid email address')).toBeInTheDocument();
    expect(form.getByText('Assistant email is invalid email address')).toBeInTheDocument();
    expect(
      form.getByText(
        "You haven't selected your own time slots, please select your time slots to be applied or choose times manually for this colleague",
      ),
    ).toBeInTheDocument();
  });

  it('registers a colleague with my time slots, toasts and updates the row', async () => {
    signInAs('presenter');
    const bodies = recordBodies('auth/register-presenter-mate');
    renderApp('/user/registration');
    const user = userEvent.setup();
    const region = within(await colleaguesRegion());
    const form = within(region.getByRole('group', { name: 'Register a colleague' }));
    await chooseOption(user, /^Colleague\s*\*?$/, 'Sara Mansour');
    expect(form.getByLabelText(/^Job Title/)).toHaveValue('Investor Relations Manager');
    await user.type(form.getByLabelText(/^Username/), 'sara.mansour');
    await user.type(form.getByLabelText(/^Password/), 'secret12');
    await user.type(form.getByLabelText(/^Confirm Password/), 'secret12');
    await user.type(form.getByLabelText(/^Address/), 'Sheikh Zayed Road, Dubai');
    await user.click(form.getByLabelText('use my time slots'));
    await user.click(form.getByRole('button', { name: 'Register Colleague' }));
    expect(await screen.findByText('Colleague Registered Successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(region.getByRole('table'), 'Sara Mansour')).getByText('Registered')).toBeInTheDocument(),
    );
    expect(bodies[0]).toMatchObject({
      client_id: 1104,
      username: 'sara.mansour',
      country: 784,
      client_type_id: 4,
      available_slot: [101, 102, 103, 104, 105, 106, 107, 108, 201, 202, 203, 204, 205, 206, 207, 208],
      timezone: 'Asia/Dubai',
    });
  });
});
