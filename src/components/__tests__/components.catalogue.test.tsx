import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { confirmDialog, showAlert, toast } from '@/lib/alerts';
import { ApiError } from '@/lib/api/errors';
import { resetLanguage, untranslated, usePseudoLanguage } from '@/testing/catalogue';
import { BeingBuilt } from '../being-built';
import { FormAlert } from '../form/form-alert';
import { type Option, SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import { LoadError } from '../load-error';
import { Loader } from '../loader';
import { Modal } from '../modal';
import { OfflineActionReason } from '../offline-notice';
import { SampleContentNote } from '../sample-content';
import { TimeZoneSelect } from '../time-zone-select';

/**
 * The shared components' own texts come from the catalogue: rendered in the pseudo-language, nothing of theirs is
 * left outside it, and the server's words they show keep their own direction; in Arabic they read in Arabic, right to
 * left (react-select and sweetalert2 included).
 */
const countries: Option<number>[] = [
  { value: 826, label: '⟦United Kingdom⟧' },
  { value: 784, label: '⟦United Arab Emirates⟧' },
];

function Field({ error }: { error: string }) {
  const { register } = useForm<{ job_title: string }>();
  return <TextField label="⟦Job title⟧" required registration={register('job_title')} error={{ message: error }} />;
}

/** The open sweetalert2 popup. */
async function popup(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const element = document.querySelector<HTMLElement>('.swal2-popup');
      if (!element) throw new Error('no dialog');
      return element;
    },
    { timeout: 30_000 },
  );
}

afterEach(async () => {
  cleanup();
  onlineManager.setOnline(true);
  await resetLanguage();
});

describe('the shared components in the pseudo-language', { timeout: 120_000 }, () => {
  it('finds a text of a component left outside the catalogue (the check can fail)', () => {
    usePseudoLanguage();
    const { container } = render(<p>Loading…</p>);
    expect(untranslated(container)).toEqual(['Loading…']);
  });

  it('reads a catalogue text holding another (a city in a sentence), and still finds English around it', () => {
    const box = document.createElement('div');
    box.innerHTML = '<p>⟦09:42 (⟦Dubai⟧ time)⟧</p><p>⟦Dubai⟧ time</p>';
    expect(untranslated(box)).toEqual(['time']);
  });

  it('the select box: its placeholder, messages and announcements, its error and the server’s error', async () => {
    usePseudoLanguage();
    const user = userEvent.setup();
    const { container, rerender } = render(
      <SelectField<Option<number>> label="⟦Country⟧" options={countries} error="Field is required" />,
    );
    expect(untranslated(container)).toEqual([]);
    expect(screen.getByText('⟦Select...⟧')).toBeInTheDocument();
    expect(screen.getByText('⟦Field is required⟧')).not.toHaveAttribute('dir');
    await user.type(screen.getByLabelText(/Country/), 'xyz');
    expect(screen.getByText('⟦No results found⟧')).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);
    rerender(<SelectField<Option<number>> label="⟦Country⟧" options={[]} minimumInputLength={3} />);
    await user.clear(screen.getByLabelText(/Country/));
    await user.type(screen.getByLabelText(/Country/), 'u');
    expect(screen.getByText('⟦Please enter 3 or more characters⟧')).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);
  });

  it('the text field, the form alert, the loader, the load error and its retry', () => {
    usePseudoLanguage();
    const { container } = render(
      <>
        <Field error="Field is required" />
        <FormAlert tone="error">Something Went Wrong</FormAlert>
        <FormAlert tone="success">{'⟦Saved⟧'}</FormAlert>
        <Loader />
        <LoadError error={new ApiError(0, { status: 0 }, 'network')} onRetry={() => undefined} />
        <LoadError
          title="⟦We could not load the survey.⟧"
          error={new ApiError(422, { status: 422, errors: ['The survey is closed.'] })}
        />
        <BeingBuilt title="⟦Agenda⟧" />
        <SampleContentNote what="⟦speakers⟧" />
      </>,
    );
    expect(untranslated(container)).toEqual([]);
    expect(screen.getByRole('button', { name: '⟦Try again⟧' })).toBeInTheDocument();
    expect(screen.getByText('⟦Loading…⟧')).toBeInTheDocument();
    expect(screen.getByText('⟦Error:⟧')).toHaveClass('visually-hidden');
    expect(screen.getByText('⟦Success:⟧')).toHaveClass('visually-hidden');
    // The server's refusal is shown as sent, in its own direction.
    expect(screen.getByText('The survey is closed.')).toHaveAttribute('dir', 'auto');
  });

  it('the dialog frame, the time-zone box and the offline reason', () => {
    usePseudoLanguage();
    onlineManager.setOnline(false);
    render(
      <>
        <Modal open title="⟦Availability⟧" onClose={() => undefined}>
          <p>⟦Choose a day.⟧</p>
        </Modal>
        <TimeZoneSelect value="Asia/Dubai" onChange={() => undefined} dates={['2025-09-08']} />
        <OfflineActionReason id="reason" />
      </>,
    );
    expect(untranslated(document.body)).toEqual([]);
    expect(screen.getByRole('button', { name: '⟦Close dialog⟧', hidden: true })).toBeInTheDocument();
    expect(screen.getByLabelText('⟦Time zone⟧')).toBeInTheDocument();
  });
});

describe('the shared components in Arabic', { timeout: 120_000 }, () => {
  it('the select box reads in Arabic, right to left', async () => {
    await activateLocale('ar', { remember: false });
    const user = userEvent.setup();
    const { container } = render(
      <SelectField<Option<number>> label="البلد" options={[{ value: 1, label: 'مصر' }]} error="Field is required" />,
    );
    expect(screen.getByText('اختر...')).toBeInTheDocument();
    expect(screen.getByText('هذا الحقل مطلوب')).toBeInTheDocument();
    expect(container.querySelector('.rs__control')?.parentElement).toHaveClass('rs--is-rtl');
    expect(getComputedStyle(container.querySelector('.rs__control')?.parentElement as Element).direction).toBe('rtl');
    await user.type(screen.getByLabelText('البلد'), 'xyz');
    expect(screen.getByText('لم يُعثر على نتائج')).toBeInTheDocument();
    // react-select's announcements, loaded for a language other than English, what was typed in its own direction.
    await user.clear(screen.getByLabelText('البلد'));
    await user.type(screen.getByLabelText('البلد'), 'م');
    await waitFor(() =>
      expect(container.querySelector('#aria-results')).toHaveTextContent(
        'نتيجة واحدة متاحة لعبارة البحث: \u2068م\u2069',
      ),
    );
  });

  it('the load error, the loader, form messages and a toast read in Arabic', async () => {
    await activateLocale('ar', { remember: false });
    render(
      <>
        <Loader />
        <LoadError onRetry={() => undefined} />
        <FormAlert tone="error">Something Went Wrong</FormAlert>
        <FormAlert tone="info">These credentials do not match our records.</FormAlert>
        <Field error="The job title may not be greater than 100 characters." />
      </>,
    );
    // A catalogue id in Arabic; the server's words as sent, in their own direction.
    expect(screen.getByText('حدث خطأ ما')).not.toHaveAttribute('dir');
    expect(screen.getByText('These credentials do not match our records.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('The job title may not be greater than 100 characters.').closest('p')).toHaveAttribute(
      'dir',
      'auto',
    );
    expect(screen.getByText('جارٍ التحميل…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expect(screen.getByText('تعذّر تحميل هذه الصفحة.')).toBeInTheDocument();
    void toast('The file could not be downloaded.', 'error');
    const shown = await popup();
    await waitFor(() => expect(shown).toHaveTextContent('تعذّر تنزيل الملف.'));
  });
});

// Last: sweetalert2 keeps the page's focus for a moment after its dialog has closed.
describe('the dialogs in the pseudo-language and in Arabic', { timeout: 120_000 }, () => {
  it('the dialogs: their default buttons, and the server’s text in its own direction', async () => {
    usePseudoLanguage();
    void confirmDialog({ text: 'Please try again later.' });
    let dialog = await popup();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '⟦Yes⟧' })).toBeInTheDocument());
    expect(untranslated(dialog)).toEqual([]);
    act(() => within(dialog).getByRole('button', { name: '⟦No⟧' }).click());
    await waitFor(() => expect(document.querySelector('.swal2-popup')).toBeNull(), { timeout: 30_000 });
    await activateLocale('ar', { remember: false });
    void showAlert("We can't find a user with that username.", 'error');
    dialog = await popup();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'حسنًا' })).toBeInTheDocument());
    expect(dialog.querySelector('.swal2-html-container')).toHaveAttribute('dir', 'auto');
    act(() => within(dialog).getByRole('button', { name: 'حسنًا' }).click());
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull(), { timeout: 30_000 });
  });
});
