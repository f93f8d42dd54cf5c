import { useCallback, useMemo } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import type { Option } from '@/components/form/select-field';
import type { Colleague, RegistrationData } from '@/lib/api/contract';
import { buildGroupedSlots, InvestorDays, PresenterAvailability, useGroupedSlots } from '@/features/availability';
import { ColleaguesSection } from '@/features/colleagues';
import {
  presenterAvailabilityValue,
  type PresenterAvailabilityValue,
  type RegisterFormValues,
} from '../logic/form-values';
import { SECTION_TITLES } from '../messages';
import { RegisterSection, type SectionProps } from './register-section';

type DataProps = SectionProps & { data: RegistrationData; personId: number };
type SlotGroups = ReturnType<typeof buildGroupedSlots>;

/** The conference's slots grouped by day, from the server, or built from the agenda when that call fails. */
function useSlotGroups(data: RegistrationData, personId: number): SlotGroups {
  const grouped = useGroupedSlots(personId);
  const { agenda_slots: agenda, closed_conference_days: closedDays } = data.lists;
  return useMemo(
    () =>
      grouped.data ??
      (grouped.isError || grouped.isSuccess ? buildGroupedSlots(agenda, data.conference, closedDays) : []),
    [grouped.data, grouped.isError, grouped.isSuccess, agenda, data.conference, closedDays],
  );
}

/** The investor's days of attendance (and slots, when slot registration is open). */
export function InvestorDaysSection({ form, options, data, personId }: DataProps) {
  const groups = useSlotGroups(data, personId);
  const [timezone, availableSlot, conferenceDates, daysGroup] = useWatch({
    control: form.control,
    name: ['timezone', 'available_slot', 'conference_dates', 'days_group'],
  });
  const onChange = useCallback(
    (next: Partial<Pick<RegisterFormValues, 'available_slot' | 'conference_dates' | 'days_group' | 'timezone'>>) => {
      for (const [key, value] of Object.entries(next)) {
        form.setValue(key as keyof typeof next, value as never, {
          shouldDirty: true,
          shouldValidate: key === 'available_slot' && form.formState.isSubmitted,
        });
      }
    },
    [form],
  );
  return (
    <InvestorDays
      allowed={options.allow_investor_slots_registration}
      instructions={data.conference.investor_slots_instruction_text}
      groups={groups}
      timezones={data.lists.timezones ?? []}
      value={{ available_slot: availableSlot, conference_dates: conferenceDates, days_group: daysGroup, timezone }}
      onChange={onChange}
      slotError={form.formState.errors.available_slot?.message}
      cutOffDate={data.conference.cut_off_date}
      lateSlots={data.available_slots ?? []}
    />
  );
}

/** The presenter's colleagues: the mates table and forms; the ones ticked are registered with this submit. */
export function PresenterColleagues({
  form,
  data,
  mates,
  onMatesChange,
  countries,
  personId,
}: Pick<DataProps, 'form' | 'data' | 'personId'> & {
  mates: Colleague[];
  onMatesChange: (next: Colleague[]) => void;
  countries: Option<number>[];
}) {
  const groups = useSlotGroups(data, personId);
  const [selected, timezone] = useWatch({ control: form.control, name: ['colleagues', 'timezone'] });
  const ownSlots = useCallback(() => form.getValues('available_slot'), [form]);
  return (
    <ColleaguesSection
      mates={mates}
      onMatesChange={onMatesChange}
      selected={selected}
      onSelectedChange={(next) => form.setValue('colleagues', next, { shouldDirty: true })}
      countries={countries}
      groups={groups}
      ownSlots={ownSlots}
      timezone={timezone.code}
      presenterId={personId}
    />
  );
}

type AvailabilityErrors = FieldErrors<RegisterFormValues> & { availability?: Record<string, { message?: string }> };

/** The presenter's time zone, days of attendance and time slots. */
export function PresenterAvailabilitySection({ form, data, personId }: DataProps) {
  const [timezone, availableSlot, conferenceDates] = useWatch({
    control: form.control,
    name: ['timezone', 'available_slot', 'conference_dates'],
  });
  const errors = (form.formState.errors as AvailabilityErrors).availability;
  const onChange = useCallback(
    (next: PresenterAvailabilityValue) => {
      const zones = data.lists.timezones ?? [];
      const zone = zones.find((z) => z.code === next.timezone) ?? { code: next.timezone, label: next.timezone };
      const validate = form.formState.isSubmitted;
      form.setValue('timezone', zone, { shouldDirty: true });
      form.setValue('conference_dates', next.conference_dates, { shouldDirty: true });
      form.setValue('available_slot', next.available_slot, { shouldDirty: true });
      if (validate)
        void form.trigger(['availability' as never, 'arrival_dates.arrival_date', 'arrival_dates.departure_date']);
    },
    [form, data.lists.timezones],
  );
  return (
    <RegisterSection titleId="availability-title" title={SECTION_TITLES.availability}>
      <PresenterAvailability
        value={presenterAvailabilityValue({
          timezone,
          conference_dates: conferenceDates,
          available_slot: availableSlot,
        })}
        onChange={onChange}
        errors={{
          timezone: errors?.timezone?.message,
          conference_dates: errors?.conference_dates?.message,
          available_slot: errors?.available_slot?.message,
        }}
        conference={data.conference}
        lists={data.lists}
        clientId={personId}
        companyId={data.client.client.company_id}
        lateSlots={data.available_slots ?? []}
      />
    </RegisterSection>
  );
}
