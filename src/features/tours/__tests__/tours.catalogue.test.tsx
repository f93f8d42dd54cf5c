import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { server } from '@/mocks/node';
// Not a React hook (it switches the catalogue's language for the test), hence the name here.
import {
  resetLanguage,
  untranslated,
  untranslatedInDialog,
  usePseudoLanguage as startPseudoLanguage,
} from '@/testing/catalogue';
import { demoMode, resetDemoMode } from '@/testing/demo-mode';
import { findHeading, renderApp, signInAs } from '@/testing/render';

vi.mock('@/config/env', async (original) => (await import('@/testing/demo-mode')).envWithDemoMode(original));

/**
 * The tour booking and bus schedule pages show no text of their own outside the message catalogue: rendered in the
 * pseudo-language (every catalogue text wrapped in ⟦ ⟧), what is left in the page's main region, its dialog and its
 * toast is the server's or the organiser's, in its own direction. In Arabic, the pages read in Arabic.
 */
const LISTING = '*/api/v1/user/auth/tour-booking';

afterEach(async () => {
  resetDemoMode();
  await resetLanguage();
});

const main = () => screen.getByRole('main');
const popup = () => document.querySelector('.swal2-popup') as HTMLElement;

async function openBooking(role: 'investor' | 'presenter') {
  signInAs(role);
  startPseudoLanguage();
  renderApp('/user/booking');
  await findHeading('⟦Tour Booking⟧');
  await screen.findByRole('group', { name: '⟦Tour slots⟧' }, { timeout: 30_000 });
  return userEvent.setup();
}

describe('tour booking in the pseudo-language', () => {
  it('shows the slots, their seats, the booking and the filters as catalogue texts', async () => {
    const user = await openBooking('presenter');
    expect(document.querySelector('.tour-current')).toHaveTextContent(/^⟦Your booking: .+\.⟧$/);
    expect(screen.getAllByText(/^⟦\d+ of \d+ seats remaining⟧$/).length).toBeGreaterThan(0);
    expect(screen.getByText(/^⟦Fully booked: no seats remaining of \d+⟧$/)).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);

    // A day chosen: the time filter opens with its own placeholder, the seats filter says to choose a time first.
    await user.click(screen.getByLabelText('⟦Day⟧'));
    await user.keyboard('{ArrowDown}');
    await user.click((await screen.findAllByRole('option'))[0]);
    expect(untranslated(main())).toEqual([]);

    // Another slot chosen: the confirmation dialog, with the replaced booking, in catalogue texts.
    await user.click(screen.getAllByRole('radio').find((radio) => !radio.matches(':checked, :disabled')) as Element);
    await user.click(screen.getByRole('button', { name: '⟦Book Tour⟧' }));
    await waitFor(() => expect(popup()).toBeTruthy());
    expect(popup()).toHaveTextContent('⟦Book this tour?⟧');
    expect(popup()).toHaveTextContent('⟦Your current booking will be replaced.⟧');
    expect(untranslatedInDialog(popup())).toEqual([]);
    const cancel = within(popup()).getByRole('button', { name: '⟦Cancel⟧' });
    await act(async () => cancel.click());
    await waitFor(() => expect(screen.getByRole('button', { name: '⟦Book Tour⟧' })).toBeEnabled());
  }, 60_000);

  it('says why booking waits, and toasts the booking', async () => {
    const user = await openBooking('investor');
    expect(screen.getByText('⟦You have not booked a tour yet.⟧')).toBeInTheDocument();
    expect(screen.getByText('⟦Choose a tour slot to book.⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
    await user.click(screen.getAllByRole('radio').find((radio) => !radio.matches(':disabled')) as Element);
    await user.click(screen.getByRole('button', { name: '⟦Book Tour⟧' }));
    const confirm = await screen.findByRole('button', { name: '⟦Yes, book it⟧' }, { timeout: 30_000 });
    await act(async () => confirm.click());
    await waitFor(() => expect(document.querySelector('.swal2-toast')).toHaveTextContent('⟦Booked Successfully !⟧'));
    expect(untranslatedInDialog(document.querySelector('.swal2-toast') as Element)).toEqual([]);
  }, 60_000);

  it('a failed listing: the failure and its retry', async () => {
    server.use(http.get(LISTING, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    signInAs('investor');
    startPseudoLanguage();
    renderApp('/user/booking');
    await findHeading('⟦Tour Booking⟧');
    await screen.findByRole('button', { name: '⟦Try again⟧' }, { timeout: 30_000 });
    expect(screen.getByRole('alert')).toHaveTextContent('⟦Something Went Wrong!⟧');
    expect(untranslated(main())).toEqual([]);
  }, 60_000);

  it('no tours at all', async () => {
    server.use(http.get(LISTING, () => HttpResponse.json({ status: 200, data: {}, selected_booking_id: null })));
    signInAs('investor');
    startPseudoLanguage();
    renderApp('/user/booking');
    expect(await screen.findByText('⟦No tours are available at the moment.⟧', {}, { timeout: 30_000 })).toBeVisible();
    expect(untranslated(main())).toEqual([]);
  }, 60_000);
});

describe('bus schedule in the pseudo-language', () => {
  it('a production build: the timetable to be published', async () => {
    signInAs('presenter');
    startPseudoLanguage();
    renderApp('/user/bus-schedule');
    await findHeading('⟦Bus Schedule⟧');
    expect(untranslated(main())).toEqual([]);
  });

  it('the demo: the sample timetable, its hotels and runs as the organiser wrote them', async () => {
    demoMode.on = true;
    signInAs('presenter');
    startPseudoLanguage();
    renderApp('/user/bus-schedule');
    await findHeading('⟦Bus Schedule⟧');
    const table = screen.getByRole('table', { name: '⟦Shuttle pick-up times by hotel (London time)⟧' });
    expect(within(table).getByRole('columnheader', { name: 'Riverside Grand Hotel' })).toHaveAttribute('dir', 'auto');
    expect(untranslated(main())).toEqual([]);
  });
});

describe('tours in Arabic', () => {
  it('the booking page reads in Arabic', async () => {
    signInAs('presenter');
    await activateLocale('ar', { remember: false });
    renderApp('/user/booking');
    await findHeading('حجز الجولات');
    await screen.findByRole('group', { name: 'مواعيد الجولات' }, { timeout: 30_000 });
    expect(screen.getByRole('button', { name: 'احجز الجولة' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'تصفية الجولات' })).toBeInTheDocument();
    expect(screen.getByText('المقاعد المتبقية: 14 من أصل 15')).toBeInTheDocument();
    expect(screen.getByText('محجوز')).toBeInTheDocument();
  }, 60_000);

  it('says "at least" a number of seats in the Arabic plural forms', async () => {
    const { t } = await import('@/i18n/i18n');
    await activateLocale('ar', { remember: false });
    const seats = (count: number) => t('{count, plural, one {At least # seat} other {At least # seats}}', { count });
    expect([1, 2, 3, 11, 100].map(seats)).toEqual([
      'مقعد واحد على الأقل',
      'مقعدان على الأقل',
      '3 مقاعد على الأقل',
      '11 مقعدًا على الأقل',
      '100 مقعد على الأقل',
    ]);
  });
});
