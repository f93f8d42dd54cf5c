import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import type { Option } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Modal } from '@/components/modal';
import type { Colleague } from '@/lib/api/contract';
import { useServerErrors } from '@/lib/api/form-errors';
import { CountrySelectField } from './country-select-field';
import { colleagueEditSchema, colleagueEditValues, colleagueName, type ColleagueEditInput } from '../logic/colleague-rules';

type Props = {
  mate: Colleague | null;
  countries: Option<number>[];
  saving: boolean;
  onClose: () => void;
  /** Resolves when saved (the section closes the modal); rejects with the call's error. */
  onSave: (mate: Colleague, values: ColleagueEditInput) => Promise<void>;
};

const FORM_ID = 'colleague-details-form';

/** The 'Colleague Details' edit modal (spec B§2, B§5): every error shown together. */
export function ColleagueEditModal({ mate, countries, saving, onClose, onSave }: Props) {
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

  const messages = Object.values(errors)
    .map((error) => error?.message)
    .filter((message): message is string => Boolean(message));

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
      title="Colleague Details"
      onClose={onClose}
      footer={
        <div className="form-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" form={FORM_ID} className="btn btn--primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      }
    >
      {mate ? (
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
          <p className="register__note">{colleagueName(mate)}</p>
          {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
          {isSubmitted && messages.length > 0 ? (
            <div className="error-summary" role="alert">
              <h2>Please correct the following</h2>
              <ul>
                {messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <TextField label="Job Title" registration={form.register('job_title')} error={errors.job_title} required />
          <TextField label="Address" registration={form.register('address')} error={errors.address} required />
          <TextField label="Email" type="email" registration={form.register('email')} error={errors.email} required />
          <TextField label="Additional Email" type="email" registration={form.register('additional_email')} error={errors.additional_email} />
          <TextField label="Telephone" type="tel" registration={form.register('telephone')} error={errors.telephone} required />
          <TextField label="Mobile" type="tel" registration={form.register('mobile')} error={errors.mobile} required />
          <CountrySelectField
            control={form.control}
            name="country_id"
            label="Country"
            options={countries}
            isClearable
          />
          <CountrySelectField
            control={form.control}
            name="nationality_id"
            label="Nationality"
            options={countries}
            error={errors.nationality_id?.message}
            required
          />
          <TextField label="Assistant Name" registration={form.register('assistant_name')} />
          <TextField label="Assistant Phone" type="tel" registration={form.register('assistant_phone')} />
          <TextField label="Assistant Email" type="email" registration={form.register('assistant_email')} error={errors.assistant_email} />
        </form>
      ) : null}
    </Modal>
  );
  return createPortal(dialog, document.body);
}
