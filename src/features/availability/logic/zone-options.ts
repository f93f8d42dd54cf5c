import type { Option } from '@/components/form/select-field';
import type { TimeZone } from '@/lib/api/contract';

/**
 * The list's time zones as select options, with the chosen zone added first when the list does not hold it (a
 * saved zone the server's list left out): the select always shows the zone the form sends.
 */
export function zoneOptions(zones: readonly TimeZone[], chosen: Partial<TimeZone> | string): Option<string>[] {
  const options = zones.map((zone) => ({ value: zone.code, label: zone.label }));
  const code = typeof chosen === 'string' ? chosen : chosen.code;
  if (code && !options.some((option) => option.value === code)) {
    const label = typeof chosen === 'string' ? code : chosen.label || code;
    options.unshift({ value: code, label });
  }
  return options;
}
