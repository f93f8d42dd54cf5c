import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import type { Colleague } from '@/lib/api/contract';
import { resetLanguage, untranslated, untranslatedInDialog, usePseudoLanguage } from '@/testing/catalogue';
import { chooseOption, identifyAs } from '@/testing/registration-flows';
import { renderApp, signInAs } from '@/testing/render';

/**
 * The Colleagues Registration section (the table, the Register Colleague form, the Colleague Details modal, the
 * cancel question, the incomplete-data alert and the empty states) shows no text of its own outside the message
 * catalogue: rendered in a pseudo-language, what is left unwrapped in the whole section (the slot picker and the
 * shared fields included) and in its dialogs is the server's (names, statuses, e-mails), in their own direction.
 */
const swal = () => document.querySelector<HTMLElement>('.swal2-popup');
const colleagues = (name = '⟦Colleagues Registration⟧') => screen.findByRole('region', { name }, { timeout: 30_000 });
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });

afterEach(async () => {
  await resetLanguage();
});

describe('the colleagues section in a pseudo-language', { timeout: 120_000 }, () => {
  it('the table, the Register Colleague form and its errors, the server’s words in their own direction', async () => {
    await identifyAs('INV-PRESENTER-01');
    usePseudoLanguage();
    renderApp('/auth/registration/signup');
    const region = within(await colleagues());
    const table = region.getByRole('table', { name: '⟦Your colleagues and their registration status⟧' });
    const noura = rowOf(table, 'Noura Al-Harbi');
    expect(within(noura).getByRole('button', { name: '⟦Edit \u2068Noura Al-Harbi\u2069⟧' })).toBeInTheDocument();
    expect(within(noura).getByText('⟦Not Registered⟧')).toBeInTheDocument();
    const form = within(region.getByRole('group', { name: '⟦Register a colleague⟧' }));
    expect(await region.findByRole('group', { name: /⟦Colleague's days of attendance⟧/ })).toBeInTheDocument();
    expect(untranslated(await colleagues())).toEqual([]);

    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: '⟦Register Colleague⟧' }));
    await form.findByText(/⟦Slots in day required⟧/);
    await user.click(form.getByRole('checkbox', { name: '⟦use my time slots⟧' }));
    await user.click(form.getByRole('button', { name: '⟦Register Colleague⟧' }));
    expect(await form.findByText(/^⟦You haven't selected your own time slots/)).toBeInTheDocument();
    await chooseOption(user, /^⟦Colleague⟧\s*\*?$/, '\u2068Noura Al-Harbi\u2069');
    expect(untranslated(await colleagues())).toEqual([]);
  });

  it('the Colleague Details modal with its errors, the cancel question and the incomplete-data alert', async () => {
    signInAs('presenter');
    usePseudoLanguage();
    renderApp('/user/registration');
    const region = within(await colleagues());
    const user = userEvent.setup();
    await user.click(within(rowOf(region.getByRole('table'), 'Sara Mansour')).getByRole('button', { name: /Edit/ }));
    const modal = await screen.findByRole('dialog', { name: '⟦Colleague Details⟧' });
    await user.click(within(modal).getByRole('button', { name: '⟦Save changes⟧' }));
    const errors = within(await within(modal).findByRole('alert'));
    expect(errors.getByText('⟦"Address" is not allowed to be empty⟧')).toBeInTheDocument();
    expect(errors.getByText('⟦"Nationality" data is missing⟧')).toBeInTheDocument();
    expect(untranslated(modal)).toEqual([]);
    await user.click(within(modal).getByRole('button', { name: '⟦Close⟧' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '⟦Colleague Details⟧' })).toBeNull());

    await user.click(
      within(rowOf(region.getByRole('table'), 'Omar Khalil')).getByRole('button', {
        name: "⟦Cancel \u2068Omar Khalil\u2069's registration⟧",
      }),
    );
    await waitFor(() => expect(swal()).toHaveTextContent('⟦Are you sure you want to cancel'));
    expect(untranslatedInDialog(swal() as HTMLElement)).toEqual([]);
    await user.click(within(swal() as HTMLElement).getByRole('button', { name: /No|Cancel/ }));
    await waitFor(() => expect(swal()).toBeNull());

    await user.click(
      within(rowOf(region.getByRole('table'), 'Sara Mansour')).getByRole('checkbox', {
        name: '⟦Register \u2068Sara Mansour\u2069 with my submission⟧',
      }),
    );
    await user.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    await waitFor(() => expect(swal()).toHaveTextContent('\u2068Sara Mansour\u2069: ⟦Data is incompelete'));
    expect(swal()).toHaveTextContent('- ⟦"Address" is not allowed to be empty⟧');
    expect(untranslatedInDialog(swal() as HTMLElement)).toEqual([]);
  });

  it.each([
    ['no colleague invited', () => [], '⟦No colleagues of your company are invited to this conference.⟧'],
    [
      'every colleague registered',
      (mates: Colleague[]) => mates.map((mate) => ({ ...mate, status: 2 })),
      '⟦Every colleague of your company is already registered.⟧',
    ],
  ])('the empty state: %s', async (_, change, text) => {
    await identifyAs('INV-PRESENTER-01');
    const mates = JSON.parse(window.localStorage.getItem('presenter_mates') ?? '[]') as Colleague[];
    window.localStorage.setItem('presenter_mates', JSON.stringify(change(mates)));
    usePseudoLanguage();
    renderApp('/auth/registration/signup');
    const region = await colleagues();
    expect(within(region).getByText(text)).toBeInTheDocument();
    expect(untranslated(region)).toEqual([]);
  });
});

describe('the colleagues section in Arabic', { timeout: 120_000 }, () => {
  it('reads in Arabic: the table, the form and the modal', async () => {
    signInAs('presenter');
    await activateLocale('ar', { remember: false });
    renderApp('/user/registration');
    const region = within(await colleagues('تسجيل الزملاء'));
    const table = region.getByRole('table', { name: 'زملاؤك وحالة تسجيلهم' });
    expect(within(table).getByRole('columnheader', { name: 'الحالة' })).toBeInTheDocument();
    expect(within(rowOf(table, 'Sara Mansour')).getByText('غير مسجّل')).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'تسجيل الزميل' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      within(rowOf(table, 'Sara Mansour')).getByRole('button', { name: 'تعديل بيانات \u2068Sara Mansour\u2069' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'بيانات الزميل' });
    expect(within(modal).getByRole('button', { name: 'حفظ التغييرات' })).toBeInTheDocument();
  });
});
