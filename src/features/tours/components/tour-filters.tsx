import { SelectField, type Option } from '@/components/form/select-field';
import type { TourSlot } from '@/lib/api/contract';
import { formatDay, formatTime } from '../logic/format';
import {
  changeTourFilter,
  tourDays,
  tourFilterEnabled,
  tourSeatChoices,
  tourTimes,
  type TourFilters,
} from '../logic/tour-booking';

type StringOption = Option<string>;
type NumberOption = Option<number>;

/** The day, time and seats filters: each opens once the one before it is chosen. */
export function TourFilterBar({
  slots,
  filters,
  onChange,
}: {
  slots: TourSlot[];
  filters: TourFilters;
  onChange: (next: TourFilters) => void;
}) {
  const enabled = tourFilterEnabled(filters);
  const dayOptions: StringOption[] = tourDays(slots).map((d) => ({ value: d, label: formatDay(d) }));
  const timeOptions: StringOption[] = tourTimes(slots, filters.day).map((t) => ({ value: t, label: formatTime(t) }));
  const seatOptions: NumberOption[] = tourSeatChoices(slots, filters.day, filters.time).map((n) => ({
    value: n,
    label: n === 1 ? 'At least 1 seat' : `At least ${n} seats`,
  }));
  return (
    <div className="tour-filters" role="group" aria-label="Filter tours">
      <SelectField<StringOption>
        id="tour-filter-day"
        label="Day"
        options={dayOptions}
        value={dayOptions.find((o) => o.value === filters.day) ?? null}
        onChange={(o) => onChange(changeTourFilter(filters, 'day', o?.value ?? null))}
        isClearable
        placeholder="Any day"
      />
      <SelectField<StringOption>
        id="tour-filter-time"
        label="Time"
        options={timeOptions}
        value={timeOptions.find((o) => o.value === filters.time) ?? null}
        onChange={(o) => onChange(changeTourFilter(filters, 'time', o?.value ?? null))}
        isClearable
        isDisabled={!enabled.time}
        placeholder={enabled.time ? 'Any time' : 'Choose a day first'}
      />
      <SelectField<NumberOption>
        id="tour-filter-seats"
        label="Seats"
        options={seatOptions}
        value={seatOptions.find((o) => o.value === filters.seats) ?? null}
        onChange={(o) => onChange(changeTourFilter(filters, 'seats', o?.value ?? null))}
        isClearable
        isDisabled={!enabled.seats}
        placeholder={enabled.seats ? 'Any number of seats' : 'Choose a time first'}
      />
    </div>
  );
}
