import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';
import { fillRegisterColleague } from '@/testing/registration-flows';

const API = '*/api/v1/user';
const colleaguesRegion = () => screen.findByRole('region', { name: 'Colleagues Registration' }, { timeout: 30_000 });
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });
const serverError = () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 });

/** A presenter fills the Register Colleague form for Sara with their own time slots. */
async function fillColleague() {
  const user = userEvent.setup();
  const group = await fillRegisterColleague(user);
  return { user, region: within(await colleaguesRegion()), form: within(group) };
}

/** A presenter opens Omar Khalil's Colleague Details from the colleagues table. */
async function openOmarsDetails() {
  signInAs('presenter');
  renderApp('/user/registration');
  const user = userEvent.setup();
  const region = within(await colleaguesRegion());
  await user.click(within(rowOf(region.getByRole('table'), 'Omar Khalil')).getByRole('button', { name: /^Edit/ }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Colleague Details' })) };
}

describe('Colleague call failures are shown, never silent', { timeout: 120_000 }, () => {
  it('a refused registration shows the server message and marks the field; what was typed stays', async () => {
    server.use(
      http.post(`${API}/auth/register-presenter-mate`, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'The given data was invalid.',
            errors: { username: ['The username has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, region, form } = await fillColleague();
    await user.click(form.getByRole('button', { name: 'Register Colleague' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('The username has already been taken.');
    const username = form.getByLabelText(/^Username/);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(/The username has already been taken\./);
    expect(username).toHaveValue('sara.mansour');
    expect(within(rowOf(region.getByRole('table'), 'Sara Mansour')).getByText('Not Registered')).toBeInTheDocument();
    // Re-validated after a second: the form's own rules pass, the server's word on the username stays.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(form.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a server failure of the registration says "Something Went Wrong"', async () => {
    server.use(http.post(`${API}/auth/register-presenter-mate`, serverError));
    const { user, form } = await fillColleague();
    await user.click(form.getByRole('button', { name: 'Register Colleague' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Something Went Wrong');
    expect(form.getByLabelText(/^Username/)).toHaveValue('sara.mansour');
  });

  it('a refused edit shows the server message in the modal, with the field marked, and the modal stays open', async () => {
    server.use(
      http.post(`${API}/auth/update-presenter-mate`, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'The given data was invalid.',
            errors: { client_details: { email: ['The email has already been taken.'] } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, dialog } = await openOmarsDetails();
    await user.clear(dialog.getByRole('textbox', { name: /^Email/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Email/ }), 'taken@example.com');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialog.getAllByText('The email has already been taken.').length).toBeGreaterThan(0));
    const email = dialog.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('taken@example.com');
    expect(screen.getByRole('dialog', { name: 'Colleague Details' })).toBeInTheDocument();
  });

  it('a server failure of the edit says "Something Went Wrong" in the modal', async () => {
    server.use(http.post(`${API}/auth/update-presenter-mate`, serverError));
    const { user, dialog } = await openOmarsDetails();
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Something Went Wrong')).toBeInTheDocument();
  });

  it.each([
    [
      'refused',
      () =>
        HttpResponse.json(
          { status: 422, message: 'Invalid', errors: { conf_client_id: ['The colleague is not registered.'] } },
          { status: 422 },
        ),
      'The colleague is not registered.',
    ],
    ['failing', serverError, 'Something Went Wrong'],
  ])('a %s cancel alerts the message and leaves the row as it was', async (_, answer, message) => {
    server.use(http.post(`${API}/auth/update-presenter-status`, answer));
    signInAs('presenter');
    renderApp('/user/registration');
    const user = userEvent.setup();
    const region = within(await colleaguesRegion());
    await user.click(within(rowOf(region.getByRole('table'), 'Omar Khalil')).getByRole('button', { name: /^Cancel/ }));
    await screen.findByText('Are you sure you want to cancel your colleague’s registration ?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The alert hides the page from assistive technology while it is open: look behind it.
    const table = region.getByRole('table', { hidden: true });
    expect(
      within(within(table).getByRole('row', { name: /Omar Khalil/, hidden: true })).getByText('Registered'),
    ).toBeInTheDocument();
  });
});
