/** Tour booking keeps the filters and the chosen slot when booking fails (the 422 case is in booking-page.test.tsx). */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { failLaterRead, failSubmit, formSnapshot, failureShown } from '@/testing/nothing-lost';
import { renderApp, signInAs } from '@/testing/render';

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.keyboard('{ArrowDown}');
  await user.click(await screen.findByRole('option', { name: option }));
}

describe.each(['500', 'network abort'] as const)('Tour booking keeps the choice when booking fails (%s)', (kind) => {
  it('keeps the day and time filters and the chosen slot', async () => {
    signInAs('presenter');
    const user = userEvent.setup();
    renderApp('/user/booking');
    await screen.findByRole('heading', { level: 1, name: 'Tour Booking' }, { timeout: 30_000 });
    await screen.findByRole('group', { name: 'Tour slots' }, { timeout: 30_000 });
    await pick(user, /^Day/, 'Tuesday 9 September 2025');
    await pick(user, /^Time/, '13:00');
    const slot = screen.getByRole('radio', { name: /Tuesday 9 September 2025, 13:00–13:45/ });
    await user.click(slot);
    const before = formSnapshot();
    const filters = [...document.querySelectorAll('.rs__single-value')].map((node) => node.textContent);
    expect(filters).toEqual(['Tuesday 9 September 2025', '13:00']);

    const called = failSubmit('post', 'auth/tour-booking', kind, 'tour_booking_id');
    await user.click(screen.getByRole('button', { name: /^Book/ }));
    const yes = await screen.findByRole('button', { name: 'Yes, book it' }, { timeout: 30_000 });
    await act(async () => yes.click());
    await called();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something Went Wrong!');
    await failureShown();
    expect(slot).toBeChecked();
    expect(formSnapshot()).toEqual(before);
    expect([...document.querySelectorAll('.rs__single-value')].map((node) => node.textContent)).toEqual(filters);
  });
});

describe('Tour booking keeps the choice when a later read of the tours fails', () => {
  it('leaves the filters and the chosen slot as they are, with a notice and Try again', async () => {
    signInAs('presenter');
    const user = userEvent.setup();
    const { queryClient } = renderApp('/user/booking');
    await screen.findByRole('group', { name: 'Tour slots' }, { timeout: 30_000 });
    await pick(user, /^Day/, 'Tuesday 9 September 2025');
    const slot = screen.getByRole('radio', { name: /Tuesday 9 September 2025, 13:00–13:45/ });
    await user.click(slot);
    const before = formSnapshot();
    await failLaterRead(queryClient, 'auth/tour-booking', { type: 'active' });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Something Went Wrong!');
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(slot).toBeInTheDocument();
    expect(slot).toBeChecked();
    expect(formSnapshot()).toEqual(before);
    server.resetHandlers();
  });
});
