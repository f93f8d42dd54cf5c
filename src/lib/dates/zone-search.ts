/**
 * Finding a zone by what the attendee types in the time-zone selector: its label, city, IANA code or an alias, in
 * any language the label is written in (accents and case ignored). Re-exported by ./time-zones.ts.
 */
import { rememberer } from './remembered';
import { TIME_ZONE_CATALOG } from './time-zone-catalog';

/** What the search reads of an option (./time-zones.ts TimeZoneOption). */
type Searchable = { label: string; city: string; keywords: string[] };

function normalise(text: string): string {
  // Each key typed in the selector compares every option's label, city and keywords: each text is
  // normalised once.
  return normalisedTexts(text, () =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim(),
  );
}

const normalisedTexts = rememberer<string>({ capacity: 5_000 });

/** Whether an option answers what the attendee typed: its label, city, IANA code or an alias ("UAE" → Dubai). */
export function matchesTimeZone(option: Searchable, input: string): boolean {
  const query = normalise(input);
  if (!query) return true;
  return [option.label, option.city, ...option.keywords].some((text) => normalise(text).includes(query));
}

/** The zone an alias or city names exactly ("KSA" → "Asia/Riyadh"), if any. */
export function zoneForAlias(name: string): string | undefined {
  const query = normalise(name);
  const entry = TIME_ZONE_CATALOG.find(
    (e) => normalise(e.city) === query || normalise(e.code) === query || e.aliases.some((a) => normalise(a) === query),
  );
  return entry?.code;
}
