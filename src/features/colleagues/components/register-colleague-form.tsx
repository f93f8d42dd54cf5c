import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { SelectField, type Option } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { Colleague, GroupedSlots, Id } from '@/lib/api/contract';
import { useServerErrors } from '@/lib/api/form-errors';
import { EVENT_TIME_ZONE } from '@/lib/dates/time-zones';
import { SlotPicker } from '@/features/availability';
import { CountrySelectField } from './country-select-field';
import {
  colleagueFormFromMate,
  colleagueName,
  emptyColleagueForm,
  registerColleagueSchema,
  type RegisterColleagueValues,
} from '../logic/colleague-rules';

type Props = {
  mates: Colleague[];
  countries: Option<number>[];
  groups: GroupedSlots[];
  ownSlots: () => Id[];
  saving: boolean;
  /** Resolves when the colleague is registered; rejects with the call's error. */
  onRegister: (values: RegisterColleagueValues) => Promise<void>;
};

/** The 'Register Colleague' form (spec B§2, B§5), not nested in the main form: it has its own submit. */
export function RegisterColleagueForm({ mates, countries, groups, ownSlots, saving, onRegister }: Props) {
  const schema = useMemo(() => registerColleagueSchema(ownSlots), [ownSlots]);
  const form = useForm<RegisterColleagueValues>({ resolver: zodResolver(schema), defaultValues: emptyColleagueForm() });
  const { errors } = form.formState;
  const candidates = mates.filter((mate) => mate.status === 1);
  const options: Option<number>[] = candidates.map((mate) => ({ value: mate.client_id ?? mate.id, label: colleagueName(mate) }));
  const useMine = form.watch('use_my_slots');
  const days = form.watch('days');
  const slots = form.watch('available_slot');

  const [failure, setFailure] = useState<string | null>(null);
  // The server's refusal: its first message above the buttons, its field errors on the fields (slots
  // taken from the presenter's own on the 'Use my time slots' box), re-validated after 1 second.
  const showServerErrors = useServerErrors(form, {
    show: setFailure,
    serverText: 'refused',
    revalidate: true,
    fieldMap: (key) => (key === 'available_slot' && form.getValues('use_my_slots') ? 'use_my_slots' : undefined),
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
    return <p className="register__note">Every colleague of your company is already registered.</p>;
  }

  return (
    <div className="colleague-form" role="group" aria-labelledby="register-colleague-title" onKeyDown={onKeyDown}>
      <h3 id="register-colleague-title">Register a colleague</h3>
      <Controller
        control={form.control}
        name="client_id"
        render={({ field }) => (
          <SelectField<Option<number>>
            label="Colleague"
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
        <legend>Login Details</legend>
        <div className="register__grid">
          <TextField label="Username" autoComplete="off" registration={form.register('username')} error={errors.username} required />
          <TextField label="Password" type="password" autoComplete="new-password" registration={form.register('password')} error={errors.password} required />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            registration={form.register('password_confirmation')}
            error={errors.password_confirmation}
            required
          />
        </div>
      </fieldset>
      <fieldset className="register__choice">
        <legend>Personal Details</legend>
        <div className="register__grid">
          <TextField label="Job Title" registration={form.register('job_title')} error={errors.job_title} required />
          <TextField label="Address" registration={form.register('address')} error={errors.address} required />
          <CountrySelectField
            control={form.control}
            name="country"
            label="Country"
            options={countries}
            error={errors.country?.message}
            required
          />
          <TextField label="Telephone" type="tel" registration={form.register('telephone')} error={errors.telephone} required />
          <TextField label="Mobile" type="tel" registration={form.register('mobile')} error={errors.mobile} required />
          <TextField label="Additional Email" type="email" registration={form.register('additional_email')} error={errors.additional_email} />
          <TextField label="Assistant Name" registration={form.register('assistant_name')} />
          <TextField label="Assistant Phone" type="tel" registration={form.register('assistant_phone')} />
          <TextField label="Assistant Email" type="email" registration={form.register('assistant_email')} error={errors.assistant_email} />
        </div>
      </fieldset>
      <fieldset className="register__choice">
        <legend>Days of Attendance</legend>
        <div className="field field--checkbox">
          <input
            id="colleague-use-my-slots"
            type="checkbox"
            aria-invalid={errors.use_my_slots ? true : undefined}
            aria-describedby={errors.use_my_slots ? 'colleague-use-my-slots-error' : undefined}
            {...form.register('use_my_slots')}
          />
          <label htmlFor="colleague-use-my-slots">Use my time slots</label>
        </div>
        {errors.use_my_slots?.message ? (
          <p id="colleague-use-my-slots-error" className="field__error">
            <span aria-hidden="true">⚠ </span>
            {errors.use_my_slots.message}
          </p>
        ) : null}
        {!useMine ? (
          <SlotPicker
            groups={groups}
            selectedDays={days}
            selectedSlots={slots}
            timezone={EVENT_TIME_ZONE}
            daysLegend="Colleague's days of attendance"
            slotsLegend={(day) => `Colleague's time slots on ${day.formattedDate} (London time)`}
            daysError={errors.days?.message}
            slotsError={errors.available_slot?.message}
            required
            onDayChange={(date, checked, day) => {
              const nextDays = checked ? [...new Set([...days, date])].sort() : days.filter((d) => d !== date);
              const dayIds = new Set(day.timeslots.map((s) => s.id));
              form.setValue('days', nextDays, { shouldValidate: form.formState.isSubmitted });
              if (!checked) form.setValue('available_slot', slots.filter((id) => !dayIds.has(id)), { shouldValidate: form.formState.isSubmitted });
            }}
            onSlotChange={(slot, checked) => {
              const next = checked ? [...new Set([...slots, slot.id])] : slots.filter((id) => id !== slot.id);
              form.setValue('available_slot', next, { shouldValidate: form.formState.isSubmitted });
            }}
          />
        ) : null}
      </fieldset>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <div className="form-actions">
        <button type="button" className="btn btn--primary" onClick={() => void submit()} disabled={saving}>
          {saving ? 'Registering…' : 'Register Colleague'}
        </button>
      </div>
    </div>
  );
}
