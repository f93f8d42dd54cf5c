import { SelectField, type Option } from '@/components/form/select-field';
import { useLocale, useT } from '@/i18n/i18n';
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
  const t = useT();
  const locale = useLocale();
  const enabled = tourFilterEnabled(filters);
  const dayOptions: StringOption[] = tourDays(slots).map((d) => ({ value: d, label: formatDay(d) }));
  const timeOptions: StringOption[] = tourTimes(slots, filters.day).map((time) => ({
    value: time,
    label: formatTime(time),
  }));
  const seatOptions: NumberOption[] = tourSeatChoices(slots, filters.day, filters.time).map((n) => ({
    value: n,
    label: t('{count, plural, one {At least # seat} other {At least # seats}}', { count: n }),
  }));
  return (
    <div className="tour-filters" role="group" aria-label={t('Filter tours')}>
      <SelectField<StringOption>
        id="tour-filter-day"
        label={t('Day')}
        options={dayOptions}
        value={dayOptions.find((o) => o.value === filters.day) ?? null}
        onChange={(o) => onChange(changeTourFilter(filters, 'day', o?.value ?? null))}
        isClearable
        placeholder={t('Any day')}
        // The days are written by Intl in the page's language (not catalogue texts).
        formatOptionLabel={(option) => <span lang={locale}>{option.label}</span>}
      />
      <SelectField<StringOption>
        id="tour-filter-time"
        label={t('Time')}
        options={timeOptions}
        value={timeOptions.find((o) => o.value === filters.time) ?? null}
        onChange={(o) => onChange(changeTourFilter(filters, 'time', o?.value ?? null))}
        isClearable
        isDisabled={!enabled.time}
        placeholder={enabled.time ? t('Any time') : t('Choose a day first')}
      />
      <SelectField<NumberOption>
        id="tour-filter-seats"
        label={t('Seats')}
        options={seatOptions}
        value={seatOptions.find((o) => o.value === filters.seats) ?? null}
        onChange={(o) => onChange(changeTourFilter(filters, 'seats', o?.value ?? null))}
        isClearable
        isDisabled={!enabled.seats}
        placeholder={enabled.seats ? t('Any number of seats') : t('Choose a time first')}
      />
    </div>
  );
}
