/**
 * The time zone an attendee chose for their schedule, remembered in local storage
 * ('schedule_timezone'). Logout clears local storage, so the choice lasts a session.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { readItem, removeItem, subscribeStorage, writeItem } from '@/lib/session/storage';
import { isKnownTimeZone } from './zone-check';

export const TIME_ZONE_STORAGE_KEY = 'schedule_timezone';

export function readTimeZoneChoice(): string | null {
  const value = readItem<unknown>(TIME_ZONE_STORAGE_KEY);
  return typeof value === 'string' && isKnownTimeZone(value) ? value : null;
}

export function saveTimeZoneChoice(zone: string | null): void {
  if (zone && isKnownTimeZone(zone)) writeItem(TIME_ZONE_STORAGE_KEY, zone);
  else removeItem(TIME_ZONE_STORAGE_KEY);
}

/** The remembered zone (null when none) and a setter that remembers a new one. */
export function useTimeZoneChoice(): [string | null, (zone: string) => void] {
  const choice = useSyncExternalStore(subscribeStorage, readTimeZoneChoice, () => null);
  const set = useCallback((zone: string) => saveTimeZoneChoice(zone), []);
  return [choice, set];
}
