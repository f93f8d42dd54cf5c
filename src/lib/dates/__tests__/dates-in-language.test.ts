import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { formatDateSpan } from '../date-span';
import { eventTimeLabel } from '../event-time';
import { dayGroupLabel, formatClockTime, formatDayMonth, formatLongDate, formatWeekdayDate } from '../format';
import {
  formatConvertedTime,
  formatTimeOnDay,
  matchesTimeZone,
  timeZoneOptions,
  zoneCity,
  zoneLabel,
} from '../time-zones';

/**
 * Dates, times and zone names follow the attendee's language: Arabic written by Intl with Latin digits; English as the
 * portal has always written it, also when an export asks for English while another language is active.
 */
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('dates and times in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar', { remember: false });
  });
  afterEach(async () => {
    await activateLocale('en', { remember: false });
  });

  it('writes calendar days in Arabic with Latin digits', () => {
    expect(formatLongDate('2025-09-08')).toBe('الاثنين، 8 سبتمبر 2025');
    expect(formatWeekdayDate('2025-09-08')).toBe('الاثنين، 8 سبتمبر');
    expect(formatDayMonth('2025-09-08')).toBe('8 سبتمبر');
    expect(dayGroupLabel(['2025-09-09', '2025-09-08'])).toBe('8–9 سبتمبر');
    expect(formatDateSpan('2025-09-08', '2025-09-11')).toMatch(/^8\s*[–-]\s*11 سبتمبر 2025$/);
    for (const text of [formatLongDate('2025-12-31'), dayGroupLabel(['2025-09-30', '2025-10-01'])])
      expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('says "to be announced" in Arabic for a date or time the server left out', () => {
    expect(formatLongDate(null)).toBe('يُعلن لاحقًا');
    expect(formatClockTime('later')).toBe('يُعلن لاحقًا');
    expect(formatConvertedTime('', '', 'Asia/Dubai')).toBe('يُعلن لاحقًا');
  });

  it('names the zones by their Arabic city and GMT by its Arabic name, still found by their English names', () => {
    expect(zoneCity('Asia/Dubai')).toBe('دبي');
    expect(zoneLabel('Asia/Dubai', ['2025-09-08'])).toBe('(غرينتش+04:00) دبي');
    expect(eventTimeLabel(['2025-09-08'])).toBe('توقيت لندن (غرينتش+1)');
    expect(zoneLabel('Europe/London', ['2025-10-25', '2025-10-27'])).toBe('(غرينتش+01:00 / غرينتش+00:00) لندن');
    const dubai = timeZoneOptions(['2025-09-08']).find((option) => option.value === 'Asia/Dubai');
    expect(dubai?.label).toBe('(غرينتش+04:00) دبي');
    expect(dubai && matchesTimeZone(dubai, 'دبي')).toBe(true);
    expect(dubai && matchesTimeZone(dubai, 'Dubai')).toBe(true);
  });

  it('names a zone the catalogue does not (UTC) as Intl does in Arabic, not by its Latin code', () => {
    expect(zoneCity('UTC')).toBe('التوقيت العالمي المنسق');
    expect(zoneCity('UTC')).not.toMatch(/[A-Za-z]/);
  });

  it('writes a time on its day in Arabic', () => {
    expect(formatTimeOnDay(new Date('2025-08-20T08:42:00Z'), 'Europe/London')).toBe('الأربعاء، 20 أغسطس في 09:42');
  });

  it('keeps English where English is asked for (the exports)', () => {
    expect(formatLongDate('2025-09-08', 'en')).toBe('Monday 8 September 2025');
    expect(dayGroupLabel(['2025-09-08', '2025-09-09'], 'en')).toBe('8-9 September');
    expect(zoneLabel('Asia/Dubai', ['2025-09-08'], 'en')).toBe('(GMT+04:00) Dubai');
    expect(zoneLabel('Europe/London', ['2025-10-25', '2025-10-27'], 'en')).toBe('(GMT+01:00 / GMT+00:00) London');
    expect(eventTimeLabel(['2025-09-08'], 'Europe/London', 'en')).toBe('London time (BST, GMT+1)');
  });
});

describe('dates and times in English', () => {
  it('are written as before, the zone list in English again after Arabic', async () => {
    await activateLocale('ar', { remember: false });
    timeZoneOptions(['2025-09-08']);
    await activateLocale('en', { remember: false });
    expect(timeZoneOptions(['2025-09-08']).find((option) => option.value === 'Asia/Dubai')?.label).toBe(
      '(GMT+04:00) Dubai',
    );
    expect(formatLongDate('2025-09-08')).toBe('Monday 8 September 2025');
    expect(formatTimeOnDay(new Date('2025-08-20T08:42:00Z'), 'Europe/London')).toBe('09:42 on Wednesday 20 August');
  });
});
