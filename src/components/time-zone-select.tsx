import { useMemo, useState } from 'react';
import { SelectField } from '@/components/form/select-field';
import { useT } from '@/i18n/i18n';
import { matchesTimeZone, timeZoneOption, timeZoneOptions, type TimeZoneOption } from '@/lib/dates/time-zones';

type Props = {
  value: string;
  onChange: (zone: string) => void;
  /** Dates whose offsets label the options (the conference days). */
  dates: string[];
  /** Zones to offer besides the catalog, e.g. the attendee's own zone from the server. */
  extraZones?: string[];
  /** In the attendee's language (`t(...)`); "Time zone" when none is given. */
  label?: string;
  id?: string;
  isDisabled?: boolean;
  /** In the attendee's language (`t(...)`). */
  hint?: string;
};

/**
 * A searchable time-zone selector: "(GMT+04:00) Dubai", found by city, country or alias ("UAE", "KSA", "India").
 * The full list (every zone's offsets on the conference dates) is built when the menu first opens;
 * until then only the chosen zone is labelled, which keeps the pages that show the selector quick to render.
 */
export function TimeZoneSelect({ value, onChange, dates, extraZones = [], label, id, isDisabled, hint }: Props) {
  const t = useT();
  const [listWanted, setListWanted] = useState(false);
  const extraKey = extraZones.join('|');
  const datesKey = dates.join('|');
  const zoneDates = useMemo(() => (datesKey ? datesKey.split('|') : []), [datesKey]);
  // The list is kept for the same dates (timeZoneOptions): a choice re-labels no zone. A chosen zone outside
  // the catalog is listed too.
  const options = useMemo(() => {
    if (!listWanted) return null;
    const extras = extraKey ? extraKey.split('|') : [];
    const list = timeZoneOptions(zoneDates, extras);
    return !value || list.some((option) => option.value === value)
      ? list
      : timeZoneOptions(zoneDates, [value, ...extras]);
  }, [listWanted, zoneDates, extraKey, value]);
  const chosen = useMemo(() => timeZoneOption(value, zoneDates), [value, zoneDates]);
  const selected = options ? (options.find((option) => option.value === value) ?? null) : chosen;
  return (
    <SelectField<TimeZoneOption>
      id={id}
      label={label ?? t('Time zone')}
      hint={hint}
      options={options ?? (chosen ? [chosen] : [])}
      value={selected}
      isDisabled={isDisabled}
      isSearchable
      placeholder={t('Type a city or country…')}
      filterOption={(option, input) => matchesTimeZone(option.data, input)}
      onMenuOpen={() => setListWanted(true)}
      onChange={(option) => {
        if (option) onChange(option.value);
      }}
    />
  );
}
