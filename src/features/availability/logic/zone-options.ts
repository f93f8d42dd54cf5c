import { isolate } from '@/i18n/isolate';
import type { TimeZone } from '@/lib/api/contract';

/** A time zone as a select option (the shape of the select field's options). */
export type ZoneOption = { value: string; label: string };

/**
 * The list's time zones as select options, with the chosen zone added first when the list does not hold it (a
 * saved zone the server's list left out): the select always shows the zone the form sends. The labels are the
 * server's, isolated in their own direction in another language than English (call it again when the language changes).
 */
export function zoneOptions(zones: readonly TimeZone[], chosen: Partial<TimeZone> | string): ZoneOption[] {
  const options = zones.map((zone) => ({ value: zone.code, label: isolate(zone.label) }));
  const code = typeof chosen === 'string' ? chosen : chosen.code;
  if (code && !options.some((option) => option.value === code)) {
    const label = typeof chosen === 'string' ? code : chosen.label || code;
    options.unshift({ value: code, label: isolate(label) });
  }
  return options;
}
