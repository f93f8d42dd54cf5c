import { describe, expect, it } from 'vitest';
import { db, resetDb } from '../db';
import { addGeneratedCompanies } from '../generated-companies';
import { addGeneratedColleagues, addGeneratedMeetings } from '../generated-people';
import { colleaguesOf, scheduleFor } from '../views';

const client = (id: number) => {
  const found = db.clients.find((c) => c.id === id);
  if (!found) throw new Error(`client ${id} missing`);
  return found;
};

const meetings = (id: number) =>
  Object.values(scheduleFor(client(id)).schedule)
    .flat()
    .filter((s) => s.type !== 1);

const meetingSlots = (id: number) => meetings(id).map((s) => `${s.date} ${s.start_time}`);

describe('generated meetings and colleagues (load-test helpers)', () => {
  it("fill an investor's free slots, one meeting per slot, with presenting companies in turn", () => {
    resetDb();
    addGeneratedCompanies(20);
    expect(addGeneratedMeetings(1001, 0)).toBe(3);
    expect(addGeneratedMeetings(1001, 27)).toBe(30);
    const slots = meetingSlots(1001);
    expect(slots).toHaveLength(30);
    expect(new Set(slots).size).toBe(30);
    const companies = new Set(meetings(1001).map((s) => s.company?.name));
    expect([...companies].some((name) => name?.startsWith('Generated Company'))).toBe(true);
    // 32 slots in all: no more than the two left can be added.
    expect(addGeneratedMeetings(1001, 10)).toBe(32);
    resetDb();
    expect(addGeneratedMeetings(1001, 0)).toBe(3);
  });

  it("fill a presenter's free slots with meetings of its own company", () => {
    resetDb();
    expect(addGeneratedMeetings(1101, 27)).toBe(30);
    const schedule = meetings(1101);
    expect(new Set(schedule.map((s) => s.company?.name))).toEqual(new Set(['Gulf Horizon Telecom']));
    expect(schedule.every((s) => s.meetings.length > 0)).toBe(true);
    resetDb();
  });

  it('add registered colleagues at the same company, and a reset removes them', () => {
    resetDb();
    expect(addGeneratedColleagues(1001, 0)).toBe(1);
    expect(addGeneratedColleagues(1001, 9)).toBe(10);
    const statuses = colleaguesOf(client(1001)).map((c) => c.status);
    expect(new Set(statuses).size).toBeGreaterThan(1);
    resetDb();
    expect(colleaguesOf(client(1001))).toHaveLength(1);
  });
});
