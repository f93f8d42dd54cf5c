import { describe, expect, it } from 'vitest';
import { datesBetween, eventTimeLabel, shortGmtOffset } from '../event-time';

describe('conference time label', () => {
  it('states September London times as BST, GMT+1 — not GMT', () => {
    const label = eventTimeLabel(datesBetween('2025-09-08', '2025-09-11'));
    expect(label).toBe('London time (BST, GMT+1)');
    expect(label).not.toMatch(/\(GMT\)/);
  });

  it('states winter London times as GMT, GMT+0', () => {
    expect(eventTimeLabel(['2025-12-02'])).toBe('London time (GMT, GMT+0)');
  });

  it('names both offsets when the clocks change during the conference', () => {
    expect(eventTimeLabel(datesBetween('2025-10-24', '2025-10-27'))).toBe('London time (BST, GMT+1 / GMT, GMT+0)');
  });

  it('lists the dates from start to end and writes short offsets', () => {
    expect(datesBetween('2025-09-08', '2025-09-11')).toEqual(['2025-09-08', '2025-09-09', '2025-09-10', '2025-09-11']);
    expect(datesBetween('2025-09-11', '2025-09-08')).toEqual([]);
    expect(shortGmtOffset(60)).toBe('GMT+1');
    expect(shortGmtOffset(0)).toBe('GMT+0');
    expect(shortGmtOffset(330)).toBe('GMT+5:30');
    expect(shortGmtOffset(-240)).toBe('GMT-4');
  });

  it('says London time alone when no date is known', () => {
    expect(eventTimeLabel([])).toBe('London time');
  });
});
