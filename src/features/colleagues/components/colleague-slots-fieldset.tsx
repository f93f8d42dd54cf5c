import { useFormContext } from 'react-hook-form';
import { tText, useT } from '@/i18n/i18n';
import type { GroupedDay, GroupedSlots } from '@/lib/api/contract';
import { EVENT_TIME_ZONE } from '@/lib/dates/time-zones';
import { SlotPicker } from '@/features/availability';
import type { RegisterColleagueValues } from '../logic/colleague-forms';
import { COLLEAGUE_LABELS as L, USE_MY_SLOTS } from '../messages';
import { ErrorText } from './error-text';

/**
 * The colleague's days of attendance in the register form: either the presenter's own time
 * slots ('use my time slots') or days and slots picked here, shown in London time.
 */
export function ColleagueSlotsFieldset({ groups }: { groups: GroupedSlots[] }) {
  const t = useT();
  const { register, setValue, watch, formState } = useFormContext<RegisterColleagueValues>();
  const { errors, isSubmitted } = formState;
  const useMine = watch('use_my_slots');
  const days = watch('days');
  const slots = watch('available_slot');
  return (
    <fieldset className="register__choice">
      <legend>{t(L.daysOfAttendance)}</legend>
      <div className="field field--checkbox">
        <input
          id="colleague-use-my-slots"
          type="checkbox"
          aria-invalid={errors.use_my_slots ? true : undefined}
          aria-describedby={errors.use_my_slots ? 'colleague-use-my-slots-error' : undefined}
          {...register('use_my_slots')}
        />
        <label htmlFor="colleague-use-my-slots">{t(USE_MY_SLOTS)}</label>
      </div>
      {errors.use_my_slots?.message ? (
        <p id="colleague-use-my-slots-error" className="field__error">
          <span aria-hidden="true">⚠ </span>
          <ErrorText error={errors.use_my_slots} />
        </p>
      ) : null}
      {!useMine ? (
        <SlotPicker
          groups={groups}
          selectedDays={days}
          selectedSlots={slots}
          timezone={EVENT_TIME_ZONE}
          daysLegend={t("Colleague's days of attendance")}
          // The day's name as the picker shows it, in the attendee's language (the server's, English, otherwise).
          slotsLegend={(day: GroupedDay, dayName?: string) =>
            t("Colleague's time slots on {day} (London time)", { day: dayName ?? day.formattedDate })
          }
          daysError={errors.days?.message && tText(errors.days.message)}
          slotsError={errors.available_slot?.message && tText(errors.available_slot.message)}
          required
          onDayChange={(date, checked, day) => {
            const nextDays = checked ? [...new Set([...days, date])].sort() : days.filter((d) => d !== date);
            const dayIds = new Set(day.timeslots.map((s) => s.id));
            setValue('days', nextDays, { shouldValidate: isSubmitted });
            if (!checked)
              setValue(
                'available_slot',
                slots.filter((id) => !dayIds.has(id)),
                { shouldValidate: isSubmitted },
              );
          }}
          onSlotChange={(slot, checked) => {
            const next = checked ? [...new Set([...slots, slot.id])] : slots.filter((id) => id !== slot.id);
            setValue('available_slot', next, { shouldValidate: isSubmitted });
          }}
        />
      ) : null}
    </fieldset>
  );
}
