import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { findHeading, renderApp, signInAs } from '@/testing/render';

const CONFIRM = '/auth/registration/mail/action/cancellation';

async function closeAlert() {
  const ok = await screen.findByRole('button', { name: 'OK' }, { timeout: 30_000 });
  await act(async () => ok.click());
}

describe('Invitation cancellation', () => {
  it('offers a retry, and stays, when the token cannot be checked for a server or network failure', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.post('*/api/v1/user/auth/verify-cancellation-token', () =>
        fail ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    signInAs('investor');
    const { router } = renderApp(`${CONFIRM}?cancelation_token=cancel-token-ok`);
    await findHeading('Invitation Cancellation');
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(alert).toHaveTextContent('We could not check your cancellation link.');
    expect(router.state.location.pathname).toBe(CONFIRM);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(/^Are you sure you want to cancel your registration/, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });

  it('verifies the token, asks the question naming the conference and cancels on Yes', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    // Records the body, then falls through to the mock backend's handler.
    server.use(
      http.post('*/api/v1/user/auth/cancel-invitation', async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    signInAs('investor');
    const { router } = renderApp(`${CONFIRM}?cancelation_token=cancel-token-ok`);
    await findHeading('Invitation Cancellation');
    expect(
      await screen.findByText(
        'Are you sure you want to cancel your registration to attend the 19th Annual London One-on-One Conference',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/auth/registration/mail/action/cancellation-confirmed'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration cancelled' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const main = screen.getByText('Invitation Cancellation', { selector: 'p' });
    expect(main.closest('.card')?.textContent?.trim().endsWith('Invitation Cancellation')).toBe(true);
    expect(bodies).toContainEqual({ cancelation_token: 'cancel-token-ok', client_id: 1001 });
  }, 120_000);

  it('goes home on No without cancelling', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    server.use(
      http.post('*/api/v1/user/auth/cancel-invitation', () => {
        cancelled = true;
        return HttpResponse.json({ status: 200, message: 'Your registration has been cancelled.' });
      }),
    );
    signInAs('investor');
    const { router } = renderApp(`${CONFIRM}?cancelation_token=cancel-token-ok`);
    await user.click(await screen.findByRole('button', { name: 'No' }, { timeout: 30_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(cancelled).toBe(false);
  }, 120_000);

  it('goes home when the token does not verify', async () => {
    signInAs('investor');
    const { router } = renderApp(`${CONFIRM}?cancelation_token=not-a-token`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  }, 120_000);

  it('goes home without a token', async () => {
    signInAs('investor');
    const { router } = renderApp(CONFIRM);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  }, 120_000);

  it('shows the first error message when the cancellation fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/v1/user/auth/cancel-invitation', () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'The given data was invalid.',
            errors: { cancelation_token: ['This cancellation link is invalid or has expired.'] },
          },
          { status: 422 },
        ),
      ),
    );
    signInAs('investor');
    const { router } = renderApp(`${CONFIRM}?cancelation_token=cancel-token-ok`);
    await user.click(await screen.findByRole('button', { name: 'Yes' }, { timeout: 30_000 }));
    expect(
      await screen.findByText('This cancellation link is invalid or has expired.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await closeAlert();
    expect(router.state.location.pathname).toBe(CONFIRM);
  }, 120_000);

  it('shows the message of a refusal without an error list', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/v1/user/auth/cancel-invitation', () =>
        HttpResponse.json({ status: 403, message: 'This action is unauthorized.' }, { status: 403 }),
      ),
    );
    signInAs('investor');
    renderApp(`${CONFIRM}?cancelation_token=cancel-token-ok`);
    await user.click(await screen.findByRole('button', { name: 'Yes' }, { timeout: 30_000 }));
    expect(await screen.findByText('This action is unauthorized.', {}, { timeout: 30_000 })).toBeInTheDocument();
    await closeAlert();
  }, 120_000);

  it('falls back to the generic message when the server fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/v1/user/auth/cancel-invitation', () =>
        HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }),
      ),
    );
    signInAs('investor');
    renderApp(`${CONFIRM}?cancelation_token=cancel-token-ok`);
    await user.click(await screen.findByRole('button', { name: 'Yes' }, { timeout: 30_000 }));
    expect(
      await screen.findByText('Something went wrong ... please try again later', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await closeAlert();
  }, 120_000);
});
