import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session/session';
import { writeItem } from '@/lib/session/storage';
import { ATTENDEE_VALUE_PREFIX, readAttendeeValue, useAttendeeValue, writeAttendeeValue } from '../attendee-store';

const signIn = (id: number) => writeItem('client', { id, client_id: id, api_token: `token-${id}` });
const keptKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith(ATTENDEE_VALUE_PREFIX));
const readNumber = (value: unknown) => (typeof value === 'number' ? value : null);

describe("the attendee's kept values", () => {
  it('keeps nothing for a visitor', () => {
    writeAttendeeValue('schedule-last-seen', { meetings: [] });
    expect(keptKeys()).toEqual([]);
    expect(readAttendeeValue('schedule-last-seen')).toBeNull();
  });

  it("are kept under the attendee's id: one attendee never reads another's", () => {
    signIn(1001);
    writeAttendeeValue('schedule-last-seen', { meetings: [5001] });
    expect(keptKeys()).toEqual(['portal_attendee:schedule-last-seen:1001']);
    signIn(1101);
    expect(readAttendeeValue('schedule-last-seen')).toBeNull();
    signIn(1001);
    expect(readAttendeeValue('schedule-last-seen')).toEqual({ meetings: [5001] });
    writeAttendeeValue('schedule-last-seen', null);
    expect(keptKeys()).toEqual([]);
  });

  it('are wiped when the session ends, with the rest of local storage', () => {
    signIn(1001);
    writeAttendeeValue('calendar-export', { uid: 1 });
    clearSession();
    signIn(1001);
    expect(readAttendeeValue('calendar-export')).toBeNull();
  });

  it('reads as null when what is kept cannot be parsed', () => {
    signIn(1001);
    window.localStorage.setItem('portal_attendee:calendar-export:1001', '{not json');
    expect(readAttendeeValue('calendar-export')).toBeNull();
  });

  it('are followed by a page: re-read when written and when the attendee changes', () => {
    signIn(1001);
    const { result } = renderHook(() => useAttendeeValue('counter', readNumber));
    expect(result.current).toBeNull();
    act(() => writeAttendeeValue('counter', 3));
    expect(result.current).toBe(3);
    act(() => signIn(1101));
    expect(result.current).toBeNull();
  });
});
