import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp, signInAs } from '@/testing/render';

const LISTING = '*/api/v1/user/auth/tour-booking';

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 30_000 });
const radio = (name: RegExp) => screen.getByRole('radio', { name });
const slot903 = /Wednesday 10 September 2025, 13:00–13:45/;
const slot904 = /Wednesday 10 September 2025, 18:00–19:00/;
const slot901 = /Tuesday 9 September 2025, 13:00–13:45/;
const slot902 = /Tuesday 9 September 2025, 18:00–19:00/;
const bookButton = () => screen.getByRole('button', { name: /^Book/ });

async function openAs(role: 'investor' | 'presenter') {
  signInAs(role);
  const user = userEvent.setup();
  renderApp('/user/booking');
  await findHeading('Tour Booking');
  await screen.findByRole('group', { name: 'Tour slots' }, { timeout: 30_000 });
  return user;
}

async function answerDialog(name: string) {
  const button = await screen.findByRole('button', { name }, { timeout: 30_000 });
  await act(async () => {
    button.click();
  });
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.keyboard('{ArrowDown}');
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Tour booking page', () => {
  it('lists every slot with date, time and seats; marks the booking and disables the full slot', async () => {
    await openAs('presenter');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(radio(slot903)).toBeChecked();
    const booked = radio(slot903).closest('li') as HTMLElement;
    expect(within(booked).getByText('Booked')).toBeInTheDocument();
    expect(within(booked).getByText('14 of 15 seats remaining')).toBeInTheDocument();
    expect(radio(slot902)).toBeDisabled();
    expect(radio(slot902)).toHaveAccessibleDescription(/Fully booked: no seats remaining of 20/);
    expect(radio(slot901)).toBeEnabled();
    expect(screen.getByText('Your booking: Wednesday 10 September 2025, 13:00–13:45.')).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
    expect(screen.getByText(/You have already booked this tour/)).toBeInTheDocument();
  });

  it('starts with nothing chosen for an investor without a booking', async () => {
    await openAs('investor');
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.queryByText('Booked')).not.toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
    expect(screen.getByText('Choose a tour slot to book.')).toBeInTheDocument();
  });

  it('opens the filters in order and resets the later ones', async () => {
    const user = await openAs('investor');
    const time = () => screen.getByLabelText(/^Time/);
    const seats = () => screen.getByLabelText(/^Seats/);
    expect(time()).toBeDisabled();
    expect(seats()).toBeDisabled();

    await pick(user, /^Day/, 'Tuesday 9 September 2025');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(time()).toBeEnabled();
    expect(seats()).toBeDisabled();

    await pick(user, /^Time/, '13:00');
    expect(seats()).toBeEnabled();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await pick(user, /^Seats/, 'At least 7 seats');
    expect(screen.getByText('No tour matches the selected filters.')).toBeInTheDocument();

    await pick(user, /^Day/, 'Wednesday 10 September 2025');
    expect(seats()).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(document.querySelectorAll('.rs__single-value')).toHaveLength(1);

    await pick(user, /^Time/, '18:00');
    expect(seats()).toBeEnabled();
    // Clearing the day (Backspace in the empty input) resets time and seats.
    await user.click(screen.getByLabelText(/^Day/));
    await user.keyboard('{Backspace}{Escape}');
    expect(time()).toBeDisabled();
    expect(seats()).toBeDisabled();
    expect(document.querySelectorAll('.rs__single-value')).toHaveLength(0);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });

  it('asks for confirmation, books 904 for presenter1, shows the toast and refetches', async () => {
    const user = await openAs('presenter');
    await user.click(radio(slot904));
    expect(bookButton()).toBeEnabled();
    await user.click(bookButton());
    expect(
      await screen.findByText(/Do you want to book the tour on Wednesday 10 September 2025, 18:00–19:00\?/),
    ).toBeInTheDocument();
    await answerDialog('Yes, book it');

    expect(await screen.findByText('Booked Successfully !')).toBeInTheDocument();
    expect(db.tourBookings.find((b) => b.client_id === 1101)?.tour_id).toBe(904);
    await waitFor(() =>
      expect(screen.getByText('Your booking: Wednesday 10 September 2025, 18:00–19:00.')).toBeInTheDocument(),
    );
    expect(within(radio(slot904).closest('li') as HTMLElement).getByText('Booked')).toBeInTheDocument();
    expect(
      within(radio(slot904).closest('li') as HTMLElement).getByText('10 of 20 seats remaining'),
    ).toBeInTheDocument();
    expect(
      within(radio(slot903).closest('li') as HTMLElement).getByText('15 of 15 seats remaining'),
    ).toBeInTheDocument();
    expect(radio(slot904)).toBeChecked();
    expect(bookButton()).toBeDisabled();
  });

  it('disables booking while the booking is being sent', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(LISTING, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 200, message: 'Booked Successfully !' });
      }),
    );
    const user = await openAs('investor');
    await user.click(radio(slot901));
    await user.click(bookButton());
    await answerDialog('Yes, book it');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Booking…' })).toBeDisabled());
    release();
    expect(await screen.findByText('Booked Successfully !')).toBeInTheDocument();
  });

  it('books nothing when the confirmation is cancelled', async () => {
    const user = await openAs('presenter');
    await user.click(radio(slot901));
    await user.click(bookButton());
    await answerDialog('Cancel');
    await waitFor(() => expect(bookButton()).toBeEnabled());
    expect(db.tourBookings.find((b) => b.client_id === 1101)?.tour_id).toBe(903);
    expect(screen.queryByText('Booked Successfully !')).not.toBeInTheDocument();
  });

  it('shows "Something Went Wrong!" when booking fails and keeps the choice', async () => {
    server.use(
      http.post(LISTING, () =>
        HttpResponse.json(
          {
            status: 422,
            message: 'No seats remaining for this tour.',
            errors: { tour_booking_id: ['No seats remaining for this tour.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = await openAs('presenter');
    await user.click(radio(slot901));
    await user.click(bookButton());
    await answerDialog('Yes, book it');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something Went Wrong!');
    expect(radio(slot901)).toBeChecked();
    expect(bookButton()).toBeEnabled();
  });

  it('shows "Something Went Wrong!" with a retry when the listing fails', async () => {
    let fail = true;
    server.use(
      http.get(LISTING, () =>
        fail ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    signInAs('presenter');
    const user = userEvent.setup();
    renderApp('/user/booking');
    await findHeading('Tour Booking');
    expect(await screen.findByText('Something Went Wrong!', {}, { timeout: 30_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Tour slots' })).toBeInTheDocument();
    expect(radio(slot903)).toBeChecked();
  });
});
