import { describe, expect, it } from 'vitest';
import { filterOptions, hasActiveFilters, matchesFilters, NO_FILTERS } from '../filters';
import {
  FALLBACK_TIME_ZONES,
  formatDay,
  availabilityZone,
  availabilityZones,
  slotsByDay,
  slotTimeLabel,
  zoneToSave,
} from '../slots';
import { companyWithSlots as company, demoPreferenceCompany } from '@/testing/builders/preferences';

describe('company filters', () => {
  const nile = demoPreferenceCompany(501, [101]);
  const gulf = demoPreferenceCompany(503, [101]);

  it('filters by country, sector and a case-insensitive name search', () => {
    expect(matchesFilters(nile, NO_FILTERS)).toBe(true);
    expect(matchesFilters(nile, { ...NO_FILTERS, countryId: 784 })).toBe(false);
    expect(matchesFilters(gulf, { ...NO_FILTERS, countryId: 784 })).toBe(true);
    expect(matchesFilters(gulf, { ...NO_FILTERS, sectorId: 1 })).toBe(false);
    expect(matchesFilters(nile, { ...NO_FILTERS, search: '  delta ' })).toBe(true);
    expect(matchesFilters(gulf, { ...NO_FILTERS, search: 'delta' })).toBe(false);
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, sectorId: 3 })).toBe(true);
  });

  it('offers distinct countries and sectors by name', () => {
    const options = filterOptions([nile, gulf, company(9, [], { country: { id: 818, name: 'Egypt' } })]);
    expect(options.countries.map((c) => c.name)).toEqual(['Egypt', 'United Arab Emirates']);
    expect(options.sectors.map((c) => c.name)).toEqual(['Banks', 'Telecommunications']);
  });
});

describe('availability slots', () => {
  it('saves Asia/Riyadh when no zone is chosen, else the chosen zone', () => {
    expect(zoneToSave(null)).toBe('Asia/Riyadh');
    expect(zoneToSave('')).toBe('Asia/Riyadh');
    expect(zoneToSave('Europe/London')).toBe('Europe/London');
  });

  it('groups slots by day in time order', () => {
    const days = slotsByDay([
      { id: 201, date: '2025-09-09', start_time: '08:30:00', end_time: '09:20:00' },
      { id: 102, date: '2025-09-08', start_time: '09:30:00', end_time: '10:20:00' },
      { id: 101, date: '2025-09-08', start_time: '08:30:00', end_time: '09:20:00' },
    ]);
    expect(days.map((d) => [d.label, d.slots.map((s) => s.id)])).toEqual([
      ['Monday 8 September', [101, 102]],
      ['Tuesday 9 September', [201]],
    ]);
    expect(formatDay('2025-09-11')).toBe('Thursday 11 September');
  });

  it('shows slot times in the chosen zone with the day marker', () => {
    const slot = { date: '2025-09-08', start_time: '17:00:00', end_time: '17:50:00' };
    expect(slotTimeLabel(slot, 'Europe/London')).toBe('17:00–17:50');
    expect(slotTimeLabel(slot, 'Asia/Dubai')).toBe('20:00–20:50');
    expect(slotTimeLabel(slot, 'Asia/Hong_Kong')).toBe('00:00–00:50 (+1)');
    expect(slotTimeLabel({ ...slot, end_time: '0' }, 'Asia/Dubai')).toBe('To be announced');
    expect(
      slotTimeLabel({ date: '2025-09-08', start_time: '08:30:00', end_time: '09:20:00' }, 'America/New_York'),
    ).toBe('03:30–04:20');
  });
});

describe('the zone the Update Availability modal opens in', () => {
  it('is Europe/London until the investor chooses another, whatever their registration zone (contract §9.4)', () => {
    expect(availabilityZone(undefined)).toBe('Europe/London');
    expect(availabilityZone('Asia/Dubai')).toBe('Asia/Dubai');
    expect(availabilityZone(null)).toBeNull();
  });

  it('is always offered: Europe/London is added first to a list that leaves it out', () => {
    const dubai = { code: 'Asia/Dubai', label: '(GMT+04:00) Dubai' };
    expect(availabilityZones([dubai]).map((zone) => zone.code)).toEqual(['Europe/London', 'Asia/Dubai']);
    expect(availabilityZones(FALLBACK_TIME_ZONES)).toEqual(FALLBACK_TIME_ZONES);
  });
});
