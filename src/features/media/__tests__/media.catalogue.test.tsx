/**
 * The Media Interviews page shows no text of its own outside the message catalogue: rendered in the pseudo-language
 * (every catalogue text wrapped in ⟦ ⟧), what is left unwrapped is the server's (the media providers' names, in their
 * own direction), the press items' own names and titles, or dates Intl wrote in the page's language; in Arabic, the
 * page reads in Arabic.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { server } from '@/mocks/node';
import { pseudo, resetLanguage, untranslated, usePseudoLanguage as choosePseudoLanguage } from '@/testing/catalogue';
import { findHeading, renderApp, signInAs } from '@/testing/render';

const PROVIDERS = '*/api/v1/user/auth/media-providers';
const SLOTS = '*/api/v1/user/auth/media-slots';
const SUBMIT = '*/api/v1/user/auth/submit-media-interview';

const main = () => document.getElementById('main-content') as HTMLElement;
const submitButton = () => screen.getByRole('button', { name: pseudo('Submit') });
type User = ReturnType<typeof userEvent.setup>;

async function openPseudo(role: 'investor' | 'presenter') {
  signInAs(role);
  choosePseudoLanguage();
  const user = userEvent.setup();
  renderApp('/user/media');
  await findHeading(pseudo('Media Interviews'));
  await screen.findByText(pseudo('You may choose several providers.'));
  await screen.findByText(pseudo('Slots are grouped by day; times are London time.'));
  return user;
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByLabelText(new RegExp(`^${label.replace(/[[\]()]/g, '\\$&')}`)));
  await user.keyboard('{ArrowDown}');
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(async () => {
  await resetLanguage();
});

describe('Media Interviews in the pseudo-language', () => {
  it('finds a text left outside the catalogue (the check can fail)', () => {
    const box = document.createElement('div');
    box.innerHTML = '<p>⟦Submit⟧</p><p>Media providers</p><bdi>Global Markets TV</bdi><time lang="ar">12 سبتمبر</time>';
    expect(untranslated(box)).toEqual(['Media providers']);
  });

  it('the survey, the press coverage and the gallery (investor), its hint and its open slot list', async () => {
    const user = await openPseudo('investor');
    await screen.findByRole('region', { name: pseudo('Press Coverage') });
    const gallery = screen.getByRole('region', { name: pseudo('Photo Gallery') });
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute(
      'alt',
      pseudo('The main conference hall, with the stage and a full audience'),
    );
    expect(screen.getByText(pseudo('Answer the question above to submit the survey.'))).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);

    // The slot list opened: its days written by Intl in the page's language, each slot a catalogue text.
    await user.click(screen.getByRole('radio', { name: pseudo('Yes') }));
    await user.click(screen.getByLabelText(new RegExp(`^${pseudo('Interview slots').replace(/[[\]]/g, '\\$&')}`)));
    await user.keyboard('{ArrowDown}');
    await screen.findAllByRole('option');
    expect(untranslated(main())).toEqual([]);
  });

  it('a presenter’s survey with its colleagues choice, the missing choice marked, and the toast after submit', async () => {
    const user = await openPseudo('presenter');
    expect(screen.getByRole('checkbox', { name: pseudo('Apply my answers to my colleagues as well') })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: pseudo('Yes') }));
    expect(screen.getByText(pseudo('Choose at least one media provider and one slot to submit.'))).toBeInTheDocument();
    await choose(user, pseudo('Media providers'), '\u2068Global Markets TV\u2069');
    await choose(
      user,
      pseudo('Interview slots'),
      // The day written in the page's language.
      pseudo('{day}, {time} (London time)', { day: 'الثلاثاء، 9 سبتمبر 2025', time: '12:40' }),
    );
    expect(untranslated(main())).toEqual([]);
    await user.click(submitButton());
    expect(await screen.findByText(pseudo('Media Survey Submitted Successfully!'))).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(
      screen.getByText(pseudo('Your answers have been submitted. Change an answer to submit again.')),
    ).toBeInTheDocument();

    // A provider taken away after the submit: the missing choice is marked.
    await user.click(screen.getByRole('button', { name: `${pseudo('Remove')} \u2068Global Markets TV\u2069` }));
    expect(await screen.findByText(pseudo('Please select at least one media provider.'))).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('a failed submit', async () => {
    server.use(http.post(SUBMIT, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    const user = await openPseudo('investor');
    await user.click(screen.getByRole('radio', { name: pseudo('No') }));
    await user.click(submitButton());
    expect(await screen.findByText(pseudo('Something Went Wrong!'))).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('lists that could not be loaded, with the retry', async () => {
    server.use(
      http.get(PROVIDERS, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })),
      http.get(SLOTS, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })),
    );
    signInAs('investor');
    choosePseudoLanguage();
    renderApp('/user/media');
    await findHeading(pseudo('Media Interviews'));
    expect(
      await screen.findByText(pseudo('We could not load the media providers and interview slots.')),
    ).toBeInTheDocument();
    expect(await screen.findByText(pseudo('No media providers are available at the moment.'))).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });
});

describe('Media Interviews in Arabic', () => {
  it('reads in Arabic, the providers’ names as sent', async () => {
    await activateLocale('ar', { remember: false });
    signInAs('investor');
    const user = userEvent.setup();
    renderApp('/user/media');
    await findHeading('المقابلات الإعلامية');
    expect(screen.getByRole('heading', { level: 2, name: 'استبيان المقابلات الإعلامية' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /هل ترغب في إجراء مقابلة إعلامية؟/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeDisabled();
    await screen.findByText('يمكنك اختيار عدة جهات إعلامية.');
    await user.click(screen.getByRole('radio', { name: 'نعم' }));
    await user.click(screen.getByLabelText(/^الجهات الإعلامية/));
    await user.keyboard('{ArrowDown}');
    // The server's name, isolated in its own direction.
    expect(await screen.findByRole('option', { name: '\u2068Global Markets TV\u2069' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'التغطية الصحفية' });
    expect(screen.getByText('الجلسة الافتتاحية في القاعة الرئيسية')).toBeInTheDocument();
  });
});
