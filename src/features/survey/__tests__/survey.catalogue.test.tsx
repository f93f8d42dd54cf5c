import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { server } from '@/mocks/node';
import { mySurveyAnswer } from '@/testing/builders/survey';
// Not a React hook (it switches the catalogue's language for the test), hence the name here.
import {
  resetLanguage,
  untranslated,
  untranslatedInDialog,
  usePseudoLanguage as startPseudoLanguage,
} from '@/testing/catalogue';
import { findHeading, renderApp, signInAs } from '@/testing/render';

/**
 * The conference survey and the feedback survey show no text of their own outside the message catalogue: rendered in
 * the pseudo-language (every catalogue text wrapped in ⟦ ⟧), what is left in the page's main region and its alert is
 * the server's (the questions, their choices, the companies and the server's messages), in its own direction. In
 * Arabic, the pages read in Arabic.
 */
const SURVEY = '*/api/v1/user/auth/my-survey';

afterEach(resetLanguage);

const main = () => screen.getByRole('main');

async function openSurvey() {
  signInAs('investor');
  startPseudoLanguage();
  renderApp('/auth/my-survey');
  await findHeading('⟦Conference Survey⟧');
  await screen.findByRole('button', { name: '⟦Submit⟧' }, { timeout: 30_000 });
  return userEvent.setup();
}

async function answerRequired(user: ReturnType<typeof userEvent.setup>) {
  const required = screen
    .getAllByRole('group')
    .filter(
      (group) => group.tagName === 'FIELDSET' && (group.getAttribute('aria-label') ?? '').endsWith('⟦(required)⟧'),
    );
  for (const group of required) await user.click(within(group).getAllByRole('radio')[0]);
}

describe('the conference survey in the pseudo-language', () => {
  it('the questions, a blank submit with its alert and the marks on each question still to answer', async () => {
    const user = await openSurvey();
    // The server's question, with the company it is about, isolated in the accessible name; the rest catalogue text.
    expect(
      screen.getByRole('group', { name: '\u2068Level of disclosure\u2069 (\u2068Nile Delta Bank\u2069) ⟦(required)⟧' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nile Delta Bank' })).toHaveAttribute('dir', 'auto');
    expect(untranslated(main())).toEqual([]);

    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    const popup = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('.swal2-popup');
      expect(shown).toHaveTextContent('⟦Please answer all the questions⟧');
      return shown as HTMLElement;
    });
    // The alert's text and its OK button.
    expect(untranslatedInDialog(popup)).toEqual([]);
    const ok = within(popup)
      .getAllByRole('button')
      .find((button) => button.style.display !== 'none') as HTMLElement;
    await act(async () => ok.click());
    expect((await screen.findAllByText('⟦This question needs an answer.⟧')).length).toBeGreaterThan(0);
    expect(untranslated(main())).toEqual([]);
  }, 60_000);

  it('the server’s own message once the answers are sent', async () => {
    server.use(http.post(SURVEY, () => HttpResponse.json({ status: 200, message: 'شكراً لمشاركتك' })));
    const user = await openSurvey();
    await answerRequired(user);
    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    expect(await screen.findByText('شكراً لمشاركتك')).toHaveAttribute('dir', 'auto');
    expect(untranslated(main())).toEqual([]);
  }, 60_000);

  it('a failed send without a message of the server: the catalogue’s failure', async () => {
    server.use(http.post(SURVEY, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    const user = await openSurvey();
    await answerRequired(user);
    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '⟦Error:⟧ ⟦The survey could not be sent. Please try again.⟧',
    );
    expect(untranslated(main())).toEqual([]);
  }, 60_000);

  it('a survey that could not be loaded, with its retry', async () => {
    server.use(http.get(SURVEY, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    signInAs('investor');
    startPseudoLanguage();
    renderApp('/auth/my-survey');
    await findHeading('⟦Conference Survey⟧');
    await screen.findByRole('button', { name: '⟦Try again⟧' }, { timeout: 30_000 });
    expect(screen.getByRole('alert')).toHaveTextContent('⟦We could not load the survey.⟧');
    expect(untranslated(main())).toEqual([]);
  }, 60_000);

  it('a survey without questions', async () => {
    server.use(http.get(SURVEY, () => HttpResponse.json(mySurveyAnswer({ survey: [], companies: [] }))));
    signInAs('investor');
    startPseudoLanguage();
    renderApp('/auth/my-survey');
    expect(
      await screen.findByText('⟦There are no survey questions at the moment.⟧', {}, { timeout: 30_000 }),
    ).toBeVisible();
    expect(untranslated(main())).toEqual([]);
  }, 60_000);
});

describe('the feedback survey in the pseudo-language', () => {
  it('its questions, the marks on unanswered ones, the thanks and the second visit', async () => {
    signInAs('presenter');
    startPseudoLanguage();
    renderApp('/user/feedback-survey');
    await findHeading('⟦Feedback Survey⟧');
    const user = userEvent.setup();
    expect(screen.getAllByRole('radio', { name: '⟦Excellent⟧' })).toHaveLength(8);
    expect(untranslated(main())).toEqual([]);

    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    expect(await screen.findAllByText('⟦This question is mandatory⟧')).toHaveLength(9);
    expect(untranslated(main())).toEqual([]);

    for (const group of within(main()).getAllByRole('group')) {
      await user.click(within(group).getAllByRole('radio')[0]);
    }
    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    expect(await screen.findByRole('heading', { name: '⟦Thank you for your feedback!⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);

    await user.click(screen.getByRole('button', { name: '⟦Change my answers⟧' }));
    expect(screen.getByText('⟦You can change the answers you gave earlier and submit them again.⟧')).toBeVisible();
    expect(untranslated(main())).toEqual([]);
  }, 60_000);
});

describe('the surveys in Arabic', () => {
  it('the conference survey and the feedback survey read in Arabic; the server’s questions as sent', async () => {
    signInAs('investor');
    await activateLocale('ar', { remember: false });
    const { unmount } = renderApp('/auth/my-survey');
    await findHeading('استبيان المؤتمر');
    expect(await screen.findByRole('button', { name: 'إرسال' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المؤتمر' })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: '\u2068Level of disclosure\u2069 (\u2068Nile Delta Bank\u2069) (إلزامي)' }),
    ).toBeInTheDocument();
    unmount();

    renderApp('/user/feedback-survey');
    await findHeading('استبيان الملاحظات');
    expect(screen.getAllByRole('radio', { name: 'ممتاز' })).toHaveLength(8);
    // The answer kept is the English one, whatever the language shown.
    expect(screen.getAllByRole('radio', { name: 'ممتاز' })[0]).toHaveAttribute('value', 'Excellent');
    expect(screen.getByText('كيف تقيّم إجراءات التسجيل؟')).toBeInTheDocument();
  }, 60_000);
});
