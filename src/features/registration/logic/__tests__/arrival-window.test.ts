import { describe, expect, it } from 'vitest';
import { arrivalWindow, attendingBounds, checkTravelDates, isWithinWindow } from '../arrival-window';

const conference = { start_date: '2025-09-08', end_date: '2025-09-11' };

describe('arrival and departure window (B§9)', () => {
  it('runs from 7 days before the start to 7 days plus one after the end', () => {
    expect(arrivalWindow(conference)).toEqual({ min: '2025-09-01', max: '2025-09-19' });
  });

  it('has no bounds while a conference date cannot be read', () => {
    expect(arrivalWindow({ start_date: '', end_date: '2025-09-11' })).toBeNull();
    expect(arrivalWindow({ start_date: '2025-09-08', end_date: '2025-02-30x' })).toBeNull();
    expect(isWithinWindow('1999-01-01', null)).toBe(true);
    expect(
      checkTravelDates({ arrival_date: '1999-01-01', departure_date: null }, [], { start_date: '', end_date: '' }),
    ).toEqual({});
  });

  it('crosses month ends', () => {
    expect(arrivalWindow({ start_date: '2025-10-03', end_date: '2025-12-28' })).toEqual({
      min: '2025-09-26',
      max: '2026-01-05',
    });
  });

  it('includes both bounds', () => {
    const window = arrivalWindow(conference);
    expect(isWithinWindow('2025-09-01', window)).toBe(true);
    expect(isWithinWindow('2025-08-31', window)).toBe(false);
    expect(isWithinWindow('2025-09-19', window)).toBe(true);
    expect(isWithinWindow('2025-09-20', window)).toBe(false);
  });

  it('finds the first and last chosen days whatever their order', () => {
    expect(attendingBounds(['2025-09-10', '2025-09-08', 'junk'])).toEqual({ first: '2025-09-08', last: '2025-09-10' });
    expect(attendingBounds([])).toBeNull();
  });

  it('accepts arrival on the first day and departure on the last day', () => {
    expect(
      checkTravelDates(
        { arrival_date: '2025-09-08', departure_date: '2025-09-10' },
        ['2025-09-08', '2025-09-10'],
        conference,
      ),
    ).toEqual({});
  });

  it('refuses arrival after the first day and departure before the last day', () => {
    expect(
      checkTravelDates(
        { arrival_date: '2025-09-09', departure_date: '2025-09-09' },
        ['2025-09-08', '2025-09-10'],
        conference,
      ),
    ).toEqual({
      arrival_date: "Arrival date shouldn't be after the first attending day.",
      departure_date: "Departure date shouldn't be before the last attending day.",
    });
  });

  it('reports dates outside the window before the order', () => {
    expect(
      checkTravelDates({ arrival_date: '2025-08-31', departure_date: '2025-09-20' }, ['2025-09-08'], conference),
    ).toEqual({
      arrival_date: 'Please choose a date between 1 September 2025 and 19 September 2025.',
      departure_date: 'Please choose a date between 1 September 2025 and 19 September 2025.',
    });
  });

  it('checks only the window while no day is chosen, and skips disabled or empty fields', () => {
    expect(checkTravelDates({ arrival_date: '2025-09-15', departure_date: '2025-09-02' }, [], conference)).toEqual({});
    expect(
      checkTravelDates({ arrival_date: null, departure_date: '2025-08-01' }, [], conference, {
        arrival: true,
        departure: false,
      }),
    ).toEqual({});
  });
});
