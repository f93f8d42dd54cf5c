import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { server } from '@/mocks/node';
import { resetLanguage, untranslated, untranslatedInDialog, usePseudoLanguage } from '@/testing/catalogue';
import { findPageHeading, identifyAs } from '@/testing/registration-flows';
import { renderApp, signInAs } from '@/testing/render';
import { arrivalWindow, outsideWindowMessage } from '../logic/arrival-window';

/**
 * The registration pages (Identify, the register form of an investor and of a presenter, first time and update, its
 * load failure, the two confirmation pages) show no text of their own outside the message catalogue: rendered in a
 * pseudo-language, what is left unwrapped in the whole page (the availability sections and the shared fields
 * included) and in its dialogs is the server's, in its own direction.
 */
const UPDATE_DATA = '*/api/v1/user/auth/get-required-data-update-profile';
const main = () => screen.getByRole('main');
const dialog = () => document.querySelector<HTMLElement>('.swal2-popup');
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 30_000 });

afterEach(async () => {
  await resetLanguage();
});

describe('the registration pages in a pseudo-language', { timeout: 120_000 }, () => {
  it('Identify: the page, a missing code, the conditions left unticked and a refused code', async () => {
    usePseudoLanguage();
    renderApp('/auth/registration/identify');
    await findPageHeading('⟦Registration⟧');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: '⟦Cancel⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
    await user.click(screen.getByRole('button', { name: '⟦Activate⟧' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Activation code/ })).toBeInvalid());
    expect(untranslated(main())).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Activation code/ }), 'INV-UNKNOWN');
    await user.click(screen.getByRole('button', { name: '⟦Activate⟧' }));
    await waitFor(() => expect(dialog()).toHaveTextContent('⟦Sorry, You must accept terms and conditions'));
    expect(untranslatedInDialog(dialog() as HTMLElement)).toEqual([]);
    await user.click(within(dialog() as HTMLElement).getByRole('button', { name: /OK/ }));
    await waitFor(() => expect(dialog()).toBeNull());

    await user.click(
      screen.getByRole('checkbox', { name: '⟦I have read and accept the above conditions of participation⟧' }),
    );
    await user.click(screen.getByRole('button', { name: '⟦Activate⟧' }));
    // The server's refusal as sent, in its own direction.
    expect(
      await screen.findByText(/The selected invitation code is invalid\./, { selector: '.form-alert [dir="auto"]' }),
    ).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('an investor’s first registration: the form, its index and countdown warning, the restored draft and the errors of a submit', async () => {
    await identifyAs('INV-INVESTOR-01');
    window.localStorage.setItem('timer', '50');
    window.localStorage.setItem('registration_form', JSON.stringify({ owner: 'INV-INVESTOR-01' }));
    usePseudoLanguage();
    renderApp('/auth/registration/signup');
    await findPageHeading('⟦Registration⟧');
    await region('⟦Login Details⟧');
    await screen.findByRole('navigation', { name: '⟦Sections of this form⟧' }, { timeout: 30_000 });
    // The availability feature's section, checked with the rest of the page.
    await screen.findByRole('heading', { name: /Days of Attendance/ }, { timeout: 30_000 });
    expect(screen.getByRole('alert')).toHaveTextContent('⟦Your registration session expires in less than a minute.');
    expect(screen.getByText(/^⟦What you typed before your session expired has been restored/)).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '⟦Next⟧' }));
    const summary = await screen.findByRole('alert', { name: '⟦Please correct the following⟧' });
    expect(within(summary).getByText('⟦Biography⟧: ⟦Field is required⟧')).toBeInTheDocument();
    expect(within(summary).getByText('⟦Days of Attendance⟧: ⟦Available slot field is required⟧')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Biography/ })).toHaveAccessibleDescription('⟦Field is required⟧');
    expect(untranslated(main())).toEqual([]);
  });

  it('a presenter’s first registration: the questions, travel, colleagues and availability, and the errors of a submit', async () => {
    await identifyAs('INV-PRESENTER-01');
    usePseudoLanguage();
    renderApp('/auth/registration/signup');
    await findPageHeading('⟦Registration⟧');
    await region('⟦Colleagues Registration⟧');
    await region('⟦Days of Attendance & Time slots⟧');
    expect(screen.getByRole('combobox', { name: /⟦Arrival Date⟧/ })).toHaveDisplayValue('⟦Choose a date⟧');
    expect(untranslated(main())).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    // No time slot chosen: the availability feature's alert, in the attendee's language.
    await waitFor(() => expect(dialog()).toHaveTextContent(/⟦/));
    expect(untranslatedInDialog(dialog() as HTMLElement)).toEqual([]);
    await user.click(within(dialog() as HTMLElement).getByRole('button', { name: /OK/ }));
    const summary = await screen.findByRole('alert', { name: '⟦Please correct the following⟧' });
    expect(within(summary).getByText('⟦Arrival Date⟧: ⟦Field is required⟧')).toBeInTheDocument();
    expect(within(summary).getByText('⟦Media Interview⟧: ⟦This question is mandatory⟧')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /⟦Media Interview: would you like/ })).toHaveAccessibleDescription(
      '⟦This question is mandatory⟧',
    );
    expect(screen.getByRole('combobox', { name: /⟦Departure Time⟧/ })).toHaveAccessibleDescription(
      /⟦Field is required⟧/,
    );
    expect(untranslated(main())).toEqual([]);
  });

  it('the travel window’s message carries its dates in the catalogue’s sentence', () => {
    usePseudoLanguage();
    const window = arrivalWindow({ start_date: '2025-09-08', end_date: '2025-09-11' });
    expect(outsideWindowMessage(window as NonNullable<typeof window>)).toMatch(
      /^⟦Please choose a date between .*2025 and .*2025\.⟧$/,
    );
  });

  it('a signed-in attendee’s update: the login details behind their box, the current password asked', async () => {
    signInAs('investor');
    usePseudoLanguage();
    renderApp('/user/registration');
    const login = within(await region('⟦Login Details⟧'));
    // The availability feature's section, checked with the rest of the page.
    await screen.findByRole('heading', { name: /Days of Attendance/ }, { timeout: 30_000 });
    const user = userEvent.setup();
    await user.click(login.getByRole('checkbox', { name: '⟦Update my login details ?⟧' }));
    await user.click(screen.getByRole('button', { name: '⟦Next⟧' }));
    const summary = await screen.findByRole('alert', { name: '⟦Please correct the following⟧' });
    expect(within(summary).getByText('⟦Current Password⟧: ⟦Field is required⟧')).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it('the registration that could not be loaded, with its retry', async () => {
    server.use(
      http.get(UPDATE_DATA, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })),
    );
    signInAs('investor');
    usePseudoLanguage();
    renderApp('/auth/registration/signup');
    await findPageHeading('⟦Registration⟧');
    expect(
      await screen.findByText('⟦We could not load your registration.⟧', undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });

  it.each([
    ['/auth/registration/thank', '⟦Registration Completed⟧'],
    ['/auth/registration/after-update-prefs', '⟦Registration Updated⟧'],
  ])('the confirmation page %s', async (path, heading) => {
    signInAs('presenter');
    usePseudoLanguage();
    renderApp(path);
    await findPageHeading(heading);
    expect(screen.getByRole('link', { name: '⟦Go to my profile⟧' })).toBeInTheDocument();
    expect(untranslated(main())).toEqual([]);
  });
});

describe('the registration pages in Arabic', { timeout: 120_000 }, () => {
  it('Identify reads in Arabic', async () => {
    await activateLocale('ar', { remember: false });
    renderApp('/auth/registration/identify');
    await findPageHeading('التسجيل');
    expect(screen.getByRole('checkbox', { name: 'قرأت شروط المشاركة الواردة أعلاه وأوافق عليها' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تفعيل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });

  it('a presenter’s form reads in Arabic, the errors of a submit too', async () => {
    await identifyAs('INV-PRESENTER-01');
    await activateLocale('ar', { remember: false });
    renderApp('/auth/registration/signup');
    await findPageHeading('التسجيل');
    await region('تسجيل الزملاء');
    expect(screen.getByRole('heading', { name: 'المقابلة الإعلامية والتجهيزات السمعية البصرية' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: 'نعم' })).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(dialog()).not.toBeNull());
    await user.click(within(dialog() as HTMLElement).getAllByRole('button')[0]);
    const summary = await screen.findByRole('alert', { name: 'يُرجى تصحيح ما يلي' });
    expect(within(summary).getByText('تاريخ الوصول: هذا الحقل مطلوب')).toBeInTheDocument();
    expect(within(summary).getByText('المقابلة الإعلامية: الإجابة عن هذا السؤال إلزامية')).toBeInTheDocument();
  });
});
