import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormProvider, useForm } from 'react-hook-form';
import type { Option } from '@/components/form/select-field';
import { Modal } from '@/components/modal';
import { tText, useT } from '@/i18n/i18n';
import type { Colleague } from '@/lib/api/contract';
import { useServerErrors } from '@/lib/api/form-errors';
import { CORRECT_THE_FOLLOWING } from '@/lib/messages';
import { colleagueEditValues } from '../logic/colleague-details';
import { colleagueEditSchema, type ColleagueEditInput } from '../logic/colleague-forms';
import { colleagueName } from '../logic/colleague-rules';
import { CLOSE, EDIT_COLLEAGUE_TITLE, SAVE_CHANGES, SAVING } from '../messages';
import { ColleagueDetailsFields } from './colleague-details-fields';
import { FailureAlert } from './failure-alert';
import { ErrorText } from './error-text';

type Props = {
  mate: Colleague | null;
  countries: Option<number>[];
  saving: boolean;
  onClose: () => void;
  /** Resolves when saved (the section closes the modal); rejects with the call's error. */
  onSave: (mate: Colleague, values: ColleagueEditInput) => Promise<void>;
};

const FORM_ID = 'colleague-details-form';

/** The 'Colleague Details' edit modal of a colleague's row: every error is listed together above the fields. */
export function ColleagueEditModal({ mate, countries, saving, onClose, onSave }: Props) {
  const t = useT();
  const form = useForm<ColleagueEditInput>({
    resolver: zodResolver(colleagueEditSchema),
    defaultValues: mate ? colleagueEditValues(mate) : undefined,
    criteriaMode: 'all',
  });
  const { errors, isSubmitted } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  // The server's refusal: its first message in the modal, its field errors on the fields, re-validated after 1 second.
  const showServerErrors = useServerErrors(form, { show: setFailure, serverText: 'refused', revalidate: true });

  useEffect(() => {
    if (mate) form.reset(colleagueEditValues(mate));
    setFailure(null);
  }, [mate, form]);

  const messages = Object.values(errors).filter((error): error is NonNullable<typeof error> & { message: string } =>
    Boolean(error?.message),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    if (!mate) return;
    setFailure(null);
    try {
      await onSave(mate, values);
    } catch (error) {
      await showServerErrors(error);
    }
  });

  const dialog = (
    <Modal
      open={mate !== null}
      title={t(EDIT_COLLEAGUE_TITLE)}
      onClose={onClose}
      footer={
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t(CLOSE)}
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={saving}>
            {saving ? t(SAVING) : t(SAVE_CHANGES)}
          </button>
        </div>
      }
    >
      {mate ? (
        <FormProvider {...form}>
          <form
            id={FORM_ID}
            className="form"
            noValidate
            onSubmit={(event) => {
              // React carries a portal's events up its component tree: keep this submit away from the main form.
              event.stopPropagation();
              void onSubmit(event);
            }}
          >
            <p className="register__note">
              <bdi>{colleagueName(mate)}</bdi>
            </p>
            <FailureAlert message={failure} />
            {isSubmitted && messages.length > 0 ? (
              <div className="error-summary" role="alert">
                <h2>{tText(CORRECT_THE_FOLLOWING)}</h2>
                <ul>
                  {messages.map((error) => (
                    <li key={error.message}>
                      <ErrorText error={error} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <ColleagueDetailsFields countries={countries} edit />
          </form>
        </FormProvider>
      ) : null}
    </Modal>
  );
  return createPortal(dialog, document.body);
}
