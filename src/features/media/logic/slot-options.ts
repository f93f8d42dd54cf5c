import type { DateStr, Id, MediaProvider, MediaSlot } from '@/lib/api/contract';
import { activeLocale, t } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locale-choice';
import { formatLongDate } from '@/lib/dates/format';

export type IdOption = { value: Id; label: string };
export type SlotGroup = { label: string; options: IdOption[] };

/** "Tuesday 9 September 2025" for a calendar date, independent of the browser's zone. */
export const formatDay = (date: DateStr): string => formatLongDate(date);

/** "12:40" from "12:40:00". */
export function formatTime(time: string): string {
  return time.slice(0, 5);
}

/**
 * Slot selector groups: one per date in date order, each slot labelled with its date and London time, in the active
 * language (call it again when the language changes).
 */
export function groupSlotOptions(slots: Record<DateStr, MediaSlot[]>): SlotGroup[] {
  return Object.keys(slots)
    .sort()
    .map((date) => ({
      label: formatDay(date),
      options: [...slots[date]]
        .sort((a, b) => a.start_time.localeCompare(b.start_time))
        .map((slot) => ({
          value: slot.id,
          label: t('{day}, {time} (London time)', { day: formatDay(slot.date), time: formatTime(slot.start_time) }),
        })),
    }))
    .filter((group) => group.options.length > 0);
}

/**
 * The media providers by the names the server sends (never translated); in another language than English each name
 * is isolated in its own direction (U+2068 … U+2069, as <bdi>), in the list, once chosen and in what is announced.
 */
export function providerOptions(providers: MediaProvider[]): IdOption[] {
  const isolate = activeLocale() !== SOURCE_LOCALE;
  return providers.map((p) => ({ value: p.id, label: isolate ? `\u2068${p.name}\u2069` : p.name }));
}

/** The options of `ids`, in the order of `ids`, skipping unknown ones. */
export function pickOptions(options: IdOption[], ids: readonly Id[]): IdOption[] {
  const byId = new Map(options.map((o) => [o.value, o]));
  return ids.map((id) => byId.get(id)).filter((o): o is IdOption => o !== undefined);
}
