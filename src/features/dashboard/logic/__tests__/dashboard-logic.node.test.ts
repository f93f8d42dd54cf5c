import { describe, expect, it } from 'vitest';
import type { AgendaSlot } from '@/lib/api/contract';
import { chosenSlotIds, groupChosenSlots, visibleTabs } from '../availability';
import { colleagueStatus } from '../colleague-status';

describe('colleague status', () => {
  it('maps each status to its label and style', () => {
    expect(colleagueStatus(1)).toMatchObject({ label: 'Not registered', tone: 'warning' });
    expect(colleagueStatus(2)).toMatchObject({ label: 'Registered', tone: 'success' });
    expect(colleagueStatus(3)).toMatchObject({ label: 'Cancelled', tone: 'danger' });
    expect(colleagueStatus(4)).toMatchObject({ label: 'Declined', tone: 'danger' });
    expect(colleagueStatus(5)).toMatchObject({ label: 'Deferred', tone: 'danger' });
    expect(colleagueStatus(6)).toMatchObject({ label: 'Rejected', tone: 'danger' });
    expect(colleagueStatus(99)).toMatchObject({ label: 'Rejected', tone: 'danger' });
    expect(colleagueStatus(undefined).label).toBe('Rejected');
  });

  it('gives every status an icon besides its colour', () => {
    for (const s of [1, 2, 3, 4, 5, 6]) expect(colleagueStatus(s).icon).not.toBe('');
  });
});

const slot = (id: number, date: string, start: string): AgendaSlot => ({
  id,
  date,
  start_time: start,
  end_time: start,
});

describe('availability', () => {
  const agenda = [
    slot(201, '2025-09-09', '08:30:00'),
    slot(102, '2025-09-08', '09:30:00'),
    slot(101, '2025-09-08', '08:30:00'),
    slot(301, '2025-09-10', '08:30:00'),
  ];

  it('keeps only chosen slots, grouped by day in order', () => {
    expect(groupChosenSlots(agenda, [102, 101, 201])).toEqual([
      { date: '2025-09-08', slots: [agenda[2], agenda[1]] },
      { date: '2025-09-09', slots: [agenda[0]] },
    ]);
    expect(groupChosenSlots(agenda, [])).toEqual([]);
    expect(groupChosenSlots(agenda, [999])).toEqual([]);
  });

  it("reads presenters' slots from presenter_property and investors' from available_slot", () => {
    const client = {
      available_slot: [1],
      presenter_property: { available_slot: [2], need_screen: null, media_interview: null },
    };
    expect(chosenSlotIds(client, true)).toEqual([2]);
    expect(chosenSlotIds(client, false)).toEqual([1]);
    expect(chosenSlotIds(undefined, false)).toEqual([]);
  });
});

describe('dashboard tabs', () => {
  const all = {
    allow_investor_slots_registration: true,
    web_show_profile_schedule_summary: true,
    web_show_profile_meeting_preferences: true,
  };
  const none = {
    allow_investor_slots_registration: false,
    web_show_profile_schedule_summary: false,
    web_show_profile_meeting_preferences: false,
  };

  it('shows investors availability, schedule summary and preferences under their flags', () => {
    expect(visibleTabs(false, all)).toEqual(['personal', 'availability', 'schedule', 'preferences']);
    expect(visibleTabs(false, none)).toEqual(['personal']);
  });

  it('always shows presenters colleagues and availability, never meeting preferences', () => {
    expect(visibleTabs(true, all)).toEqual(['personal', 'colleagues', 'availability', 'schedule']);
    expect(visibleTabs(true, none)).toEqual(['personal', 'colleagues', 'availability']);
  });
});
