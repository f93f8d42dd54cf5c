import { useMemo } from 'react';
import { SelectField } from '@/components/form/select-field';
import { matchesTimeZone, timeZoneOptions, type TimeZoneOption } from '@/lib/dates/time-zones';

type Props = {
  value: string;
  onChange: (zone: string) => void;
  /** Dates whose offsets label the options (the conference days). */
  dates: string[];
  /** Zones to offer besides the catalog, e.g. the attendee's own zone from the server. */
  extraZones?: string[];
  label?: string;
  id?: string;
  isDisabled?: boolean;
  hint?: string;
};

/** A searchable time-zone selector: "(GMT+04:00) Dubai", found by city, country or alias ("UAE", "KSA", "India"). */
export function TimeZoneSelect({ value, onChange, dates, extraZones = [], label = 'Time zone', id, isDisabled, hint }: Props) {
  const extraKey = [value, ...extraZones].join('|');
  const datesKey = dates.join('|');
  const options = useMemo(
    () => timeZoneOptions(datesKey ? datesKey.split('|') : [], extraKey.split('|')),
    [datesKey, extraKey],
  );
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <SelectField<TimeZoneOption>
      id={id}
      label={label}
      hint={hint}
      options={options}
      value={selected}
      isDisabled={isDisabled}
      isSearchable
      placeholder="Type a city or country…"
      filterOption={(option, input) => matchesTimeZone(option.data, input)}
      onChange={(option) => {
        if (option) onChange(option.value);
      }}
    />
  );
}
