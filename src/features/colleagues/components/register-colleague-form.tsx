import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { SelectField, type Option } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useT } from '@/i18n/i18n';
import type { Colleague, GroupedSlots, Id } from '@/lib/api/contract';
import { useServerErrors } from '@/lib/api/form-errors';
import {
  colleagueFormFromMate,
  emptyColleagueForm,
  registerColleagueSchema,
  type RegisterColleagueValues,
} from '../logic/colleague-forms';
import { colleagueName } from '../logic/colleague-rules';
import { isolate } from '@/i18n/isolate';
import {
  ALL_COLLEAGUES_REGISTERED,
  COLLEAGUE_LABELS as L,
  REGISTER_COLLEAGUE_BUTTON,
  REGISTER_COLLEAGUE_TITLE,
  REGISTERING,
} from '../messages';
import { ColleagueDetailsFields } from './colleague-details-fields';
import { FailureAlert } from './failure-alert';
import { ColleagueSlotsFieldset } from './colleague-slots-fieldset';

type Props = {
  mates: Colleague[];
  countries: Option<number>[];
  groups: GroupedSlots[];
  ownSlots: () => Id[];
  saving: boolean;
  /** Resolves when the colleague is registered; rejects with the call's error. */
  onRegister: (values: RegisterColleagueValues) => Promise<void>;
};

/** The 'Register Colleague' form below the colleagues table; not nested in the main form, it has its own submit. */
export function RegisterColleagueForm({ mates, countries, groups, ownSlots, saving, onRegister }: Props) {
  const t = useT();
  const schema = useMemo(() => registerColleagueSchema(ownSlots), [ownSlots]);
  const form = useForm<RegisterColleagueValues>({ resolver: zodResolver(schema), defaultValues: emptyColleagueForm() });
  const { errors } = form.formState;
  const candidates = mates.filter((mate) => mate.status === 1);
  const options: Option<number>[] = candidates.map((mate) => ({
    value: mate.client_id ?? mate.id,
    // The server's words, in their own direction.
    label: isolate(colleagueName(mate)),
  }));

  const [failure, setFailure] = useState<string | null>(null);
  // The server's refusal: its first message above the buttons, its field errors on the fields (slots
  // taken from the presenter's own on the 'use my time slots' box), re-validated after 1 second.
  const showServerErrors = useServerErrors(form, {
    show: setFailure,
    serverText: 'refused',
    revalidate: true,
    fieldMap: (key) =>
      key === 'country'
        ? 'country_id'
        : key === 'available_slot' && form.getValues('use_my_slots')
          ? 'use_my_slots'
          : undefined,
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onRegister(values);
      form.reset(emptyColleagueForm());
    } catch (error) {
      await showServerErrors(error);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type)) {
      event.preventDefault();
      void submit();
    }
  };

  if (candidates.length === 0) {
    return <p className="register__note">{t(ALL_COLLEAGUES_REGISTERED)}</p>;
  }

  return (
    <FormProvider {...form}>
      <div className="colleague-form" role="group" aria-labelledby="register-colleague-title" onKeyDown={onKeyDown}>
        <h3 id="register-colleague-title">{t(REGISTER_COLLEAGUE_TITLE)}</h3>
        <Controller
          control={form.control}
          name="client_id"
          render={({ field }) => (
            <SelectField<Option<number>>
              label={t(L.colleague)}
              options={options}
              value={options.find((o) => o.value === field.value) ?? null}
              onChange={(option) => {
                const mate = candidates.find((m) => (m.client_id ?? m.id) === option?.value);
                if (mate) form.reset(colleagueFormFromMate(mate, form.getValues()), { keepErrors: false });
                else field.onChange(null);
              }}
              onBlur={field.onBlur}
              error={errors.client_id?.message}
              required
            />
          )}
        />
        <fieldset className="register__choice">
          <legend>{t(L.loginDetails)}</legend>
          <div className="register__grid">
            <TextField
              label={t(L.username)}
              autoComplete="off"
              registration={form.register('username')}
              error={errors.username}
              required
            />
            <TextField
              label={t(L.password)}
              type="password"
              autoComplete="new-password"
              registration={form.register('password')}
              error={errors.password}
              required
            />
            <TextField
              label={t(L.confirmPassword)}
              type="password"
              autoComplete="new-password"
              registration={form.register('password_confirmation')}
              error={errors.password_confirmation}
              required
            />
          </div>
        </fieldset>
        <fieldset className="register__choice">
          <legend>{t(L.personalDetails)}</legend>
          <div className="register__grid">
            <ColleagueDetailsFields countries={countries} />
          </div>
        </fieldset>
        <ColleagueSlotsFieldset groups={groups} />
        <FailureAlert message={failure} />
        <div className="form-actions">
          <button type="button" className="btn btn--primary" onClick={() => void submit()} disabled={saving}>
            {saving ? t(REGISTERING) : t(REGISTER_COLLEAGUE_BUTTON)}
          </button>
        </div>
      </div>
    </FormProvider>
  );
}
