import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { findHeading, renderApp } from '@/testing/render';
import { findPageHeading, identifyAs, pinDemoClockForEachTest } from '@/testing/registration-flows';

pinDemoClockForEachTest();

const mainMenu = () => within(screen.getByRole('navigation', { name: 'Main' }));

async function pressDialog(name: string) {
  const button = await screen.findByRole('button', { name }, { timeout: 30_000 });
  await act(async () => button.click());
  await waitFor(() => expect(screen.queryByRole('button', { name })).not.toBeInTheDocument());
}

describe('header during a first registration', () => {
  it('offers no dashboard on the registration page, only Logout', async () => {
    await identifyAs('INV-PRESENTER-01');
    renderApp('/auth/registration/signup');
    await findPageHeading('Registration');
    expect(mainMenu().queryByRole('link', { name: 'My Dashboard' })).not.toBeInTheDocument();
    expect(mainMenu().queryByRole('link', { name: 'Continue my registration' })).not.toBeInTheDocument();
    expect(mainMenu().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('offers the way back to the registration on the other public pages, not the dashboard or the details page', async () => {
    await identifyAs('INV-PRESENTER-01');
    renderApp('/home');
    const banner = (await findHeading('19th Annual London One-on-One Conference')).closest('section') as HTMLElement;
    expect(mainMenu().getByRole('link', { name: 'Continue my registration' })).toHaveAttribute(
      'href',
      '/auth/registration/signup',
    );
    expect(mainMenu().queryByRole('link', { name: 'My Dashboard' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Continue my registration' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'My Dashboard' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Edit my details and availability' })).not.toBeInTheDocument();
  });

  it('says what happens to the registration before Logout, and stays when the attendee goes on registering', async () => {
    await identifyAs('INV-PRESENTER-01');
    const { router } = renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await findPageHeading('Registration');
    await user.click(mainMenu().getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(dialog).toHaveTextContent('Leave your registration?');
    expect(dialog).toHaveTextContent(
      'Your registration is not finished. If you log out now, what you have entered is not kept and your place is not registered; to register later, activate your invitation again with your invitation code.',
    );
    // The buttons take the portal's colours from the dialog helper (src/lib/alerts, alert-colours.test.ts).
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await pressDialog('Continue my registration');
    expect(router.state.location.pathname).toBe('/auth/registration/signup');
    expect(window.localStorage.getItem('client')).not.toBeNull();

    await user.click(mainMenu().getByRole('button', { name: 'Logout' }));
    await pressDialog('Log out');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 30_000 });
    expect(window.localStorage.getItem('client')).toBeNull();
  });

  it('ends on the plain login page, without a way back into the registration form, although the server answers 401', async () => {
    await identifyAs('INV-PRESENTER-01');
    const logouts: { authorization: string | null; status: number }[] = [];
    const onResponse = ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname === '/api/v1/user/auth/logout')
        logouts.push({ authorization: request.headers.get('Authorization'), status: response.status });
    };
    server.events.on('response:mocked', onResponse);
    try {
      const { router } = renderApp('/auth/registration/signup');
      const user = userEvent.setup();
      await findPageHeading('Registration');
      await user.click(mainMenu().getByRole('button', { name: 'Logout' }));
      await pressDialog('Log out');
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 30_000 });
      await findHeading('Login');
      // The invitee has no token of their own: the call carries the placeholder and the server refuses it.
      await waitFor(() => expect(logouts).toEqual([{ authorization: 'Bearer 555', status: 401 }]));
      expect(router.state.location.search).toBe('');
      for (const key of ['client', 'timer', 'registration_form', 'first_time'])
        expect(window.localStorage.getItem(key)).toBeNull();
      expect(screen.queryByText('Something Went Wrong')).not.toBeInTheDocument();
    } finally {
      server.events.removeListener('response:mocked', onResponse);
    }
  });
});
