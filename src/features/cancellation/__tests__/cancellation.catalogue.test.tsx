import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { server } from '@/mocks/node';
import { resetLanguage, untranslated, usePseudoLanguage } from '@/testing/catalogue';
import { findHeading, renderApp, signInAs } from '@/testing/render';

/**
 * The invitation cancellation pages show no text of their own outside the catalogue (pseudo-language): the question,
 * the check that failed and its retry, the failure dialog, the done page; the conference's name and the organiser's
 * address are the server's, in their own direction. In Arabic the question and the answers read in Arabic.
 */
const CONFIRM = '/auth/registration/mail/action/cancellation';
const main = () => screen.getByRole('main');

async function dialog(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const popup = document.querySelector<HTMLElement>('.swal2-popup');
      if (!popup) throw new Error('no dialog');
      return popup;
    },
    { timeout: 30_000 },
  );
}

afterEach(async () => {
  await resetLanguage();
});

describe('the cancellation pages in the pseudo-language', { timeout: 120_000 }, () => {
  it('the check that failed and its retry, then the question', async () => {
    let fail = true;
    server.use(
      http.post('*/api/v1/user/auth/verify-cancellation-token', () =>
        fail ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    usePseudoLanguage();
    const user = userEvent.setup();
    signInAs('investor');
    renderApp(`${CONFIRM}?cancelation_token=cancel-token-ok`);
    await findHeading('⟦Invitation Cancellation⟧');
    await screen.findByText('⟦We could not check your cancellation link.⟧', {}, { timeout: 30_000 });
    expect(untranslated(main())).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: '⟦Try again⟧' }));
    await screen.findByRole('button', { name: '⟦Yes⟧' }, { timeout: 30_000 });
    expect(untranslated(main())).toEqual([]);
  });

  it('the failure dialog, then the done page', async () => {
    let refuse = true;
    server.use(
      http.post('*/api/v1/user/auth/cancel-invitation', () =>
        refuse ? HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    );
    usePseudoLanguage();
    const user = userEvent.setup();
    signInAs('investor');
    renderApp(`${CONFIRM}?cancelation_token=cancel-token-ok`);
    await user.click(await screen.findByRole('button', { name: '⟦Yes⟧' }, { timeout: 30_000 }));
    const popup = await dialog();
    await waitFor(() => expect(popup).toHaveTextContent('⟦Something went wrong ... please try again later⟧'));
    expect(untranslated(popup)).toEqual([]);
    await act(async () => (await screen.findByRole('button', { name: '⟦OK⟧' })).click());
    refuse = false;
    await user.click(screen.getByRole('button', { name: '⟦Yes⟧' }));
    await findHeading('⟦Registration cancelled⟧');
    await waitFor(() => expect(main().querySelector('a[href^="mailto:"]')).not.toBeNull(), { timeout: 30_000 });
    expect(untranslated(main())).toEqual([]);
  });
});

describe('the cancellation pages in Arabic', { timeout: 120_000 }, () => {
  it('asks the question in Arabic, the conference’s name as sent', async () => {
    await activateLocale('ar', { remember: false });
    signInAs('investor');
    renderApp(`${CONFIRM}?cancelation_token=cancel-token-ok`);
    await findHeading('إلغاء الدعوة');
    const question = await screen.findByText(
      /^هل أنت متأكد من رغبتك في إلغاء تسجيلك لحضور مؤتمر/,
      {},
      { timeout: 30_000 },
    );
    expect(question.textContent).toBe(
      'هل أنت متأكد من رغبتك في إلغاء تسجيلك لحضور مؤتمر \u206819th Annual London One-on-One\u2069؟',
    );
    expect(screen.getByRole('button', { name: 'نعم' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'لا' })).toBeInTheDocument();
  });
});
