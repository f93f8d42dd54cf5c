import { describe, expect, it } from 'vitest';
import { mediaProvider, mediaSlot } from '@/testing/builders/media';
import { formatDay, groupSlotOptions, pickOptions, providerOptions } from '../slot-options';

describe('media slot options', () => {
  it('formats a calendar date with its weekday', () => {
    expect(formatDay('2025-09-09')).toBe('Tuesday 9 September 2025');
    expect(formatDay('2025-09-10')).toBe('Wednesday 10 September 2025');
  });

  it('groups slots by date in date and time order, each labelled with its date', () => {
    const groups = groupSlotOptions({
      '2025-09-10': [mediaSlot({ id: 803, date: '2025-09-10', start_time: '12:40:00' })],
      '2025-09-09': [
        mediaSlot({ id: 802, date: '2025-09-09', start_time: '13:10:00' }),
        mediaSlot({ id: 801, date: '2025-09-09', start_time: '12:40:00' }),
      ],
      '2025-09-11': [],
    });
    expect(groups.map((g) => g.label)).toEqual(['Tuesday 9 September 2025', 'Wednesday 10 September 2025']);
    expect(groups[0].options).toEqual([
      { value: 801, label: 'Tuesday 9 September 2025, 12:40 (London time)' },
      { value: 802, label: 'Tuesday 9 September 2025, 13:10 (London time)' },
    ]);
  });

  it('maps ids back to options', () => {
    const options = providerOptions([
      mediaProvider({ id: 1, name: 'Global Markets TV' }),
      mediaProvider({ id: 3, name: 'The Financial Daily' }),
    ]);
    expect(pickOptions(options, [3, 9, 1]).map((o) => o.label)).toEqual(['The Financial Daily', 'Global Markets TV']);
  });
});
