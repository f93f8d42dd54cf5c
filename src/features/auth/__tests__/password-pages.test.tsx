import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { findHeading, renderApp } from '@/testing/render';

async function confirmDialog() {
  const ok = await screen.findByRole('button', { name: 'OK' }, { timeout: 30_000 });
  await act(async () => {
    ok.click();
  });
}

describe('Password reset request', () => {
  it('requires the username', async () => {
    const user = userEvent.setup();
    renderApp('/auth/password/email');
    await findHeading('Reset Password');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
  });

  it('shows the server message in an alert on success', async () => {
    const user = userEvent.setup();
    renderApp('/auth/password/email');
    await findHeading('Reset Password');
    await user.type(screen.getByLabelText(/Username/), 'investor1');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(
      await screen.findByText('We have e-mailed your password reset link.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
  });

  it('shows the first 422 error in an alert', async () => {
    const user = userEvent.setup();
    renderApp('/auth/password/email');
    await findHeading('Reset Password');
    await user.type(screen.getByLabelText(/Username/), 'nobody-here');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(within(dialog).getByText("We can't find a user with that username.")).toBeInTheDocument();
    // The field the message is about is marked with it too (spec B§8: field errors mapped by name).
    const field = screen.getByLabelText(/Username/);
    expect(field).toHaveValue('nobody-here');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/We can't find a user with that username\./);
  });

  it('links back to login', async () => {
    renderApp('/auth/password/email');
    await findHeading('Reset Password');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  });
});

describe('Password reset', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without a token alerts and goes to the request page', async () => {
    const { router } = renderApp('/auth/password/reset');
    expect(
      await screen.findByText(
        'There is no token... you will redirect to reset your password.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    await confirmDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/password/email'));
  });

  it('validates length and confirmation with the spec messages', async () => {
    const user = userEvent.setup();
    renderApp('/auth/password/reset?token=reset-token-ok');
    await findHeading('Reset Password');
    await user.type(screen.getByLabelText(/Username/), 'investor1');
    await user.type(screen.getByLabelText(/^Password \*?$/), 'abc');
    await user.type(screen.getByLabelText(/Password confirmation/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must have at least 6 letters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords must be identical.')).toBeInTheDocument();
  });

  it('sends the token, shows the message, counts down 10 seconds and goes to login', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/user/auth/password/reset', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 200, message: 'Your password has been reset.' });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/auth/password/reset?token=reset-token-ok');
    await findHeading('Reset Password');
    await user.type(screen.getByLabelText(/Username/), 'investor1');
    await user.type(screen.getByLabelText(/^Password \*?$/), 'newpass1');
    await user.type(screen.getByLabelText(/Password confirmation/), 'newpass1');
    // Every count the page shows, in order, when, and the count shown when the redirect dialog opened. Recorded as
    // the document changes: the fake clock also moves with real time, so on a busy machine the test may look a
    // second late, but the page has shown each count by then.
    const counts: number[] = [];
    const shownAt: number[] = [];
    let countWhenDialogOpened: number | undefined;
    const record = () => {
      const count = /Redirecting to the login page in (\d+) seconds?\./.exec(document.body.textContent ?? '');
      if (count && Number(count[1]) !== counts.at(-1)) {
        counts.push(Number(count[1]));
        shownAt.push(Date.now());
      }
      if (
        countWhenDialogOpened === undefined &&
        document.body.textContent?.includes('You will redirect to login page now')
      )
        countWhenDialogOpened = counts.at(-1);
    };
    const observer = new MutationObserver(record);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(body).toEqual({
      username: 'investor1',
      password: 'newpass1',
      password_confirmation: 'newpass1',
      token: 'reset-token-ok',
    });
    // The clock moved a tenth of a second at a time, so each count's time is known to that.
    for (let tenth = 0; tenth < 120 && countWhenDialogOpened === undefined; tenth += 1) {
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
    }
    expect(await screen.findByText('You will redirect to login page now')).toBeInTheDocument();
    observer.disconnect();
    // One second at a time from 10, and the dialog only once the count is out.
    expect(counts).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(countWhenDialogOpened).toBe(0);
    // Each count stays a second (a busy machine can only make it longer).
    for (let i = 1; i < shownAt.length; i += 1) expect(shownAt[i] - shownAt[i - 1]).toBeGreaterThanOrEqual(900);
    expect(router.state.location.pathname).toBe('/auth/password/reset');
    await confirmDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows a 422 error on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/auth/password/reset?token=unknown-token');
    await findHeading('Reset Password');
    await user.type(screen.getByLabelText(/Username/), 'investor1');
    await user.type(screen.getByLabelText(/^Password \*?$/), 'newpass1');
    await user.type(screen.getByLabelText(/Password confirmation/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This password reset token is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('investor1');
  });
});
