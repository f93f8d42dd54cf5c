import { describe, expect, it } from 'vitest';
import { savedState, savedText } from '../saved-state';

describe('what the page says once the preferences are saved', () => {
  it('can change them up to and including the cut-off date (London), not after', () => {
    expect(savedState('2025-08-25', '2025-08-20')).toEqual({ changeable: true, until: '2025-08-25' });
    expect(savedState('2025-08-25', '2025-08-25')).toEqual({ changeable: true, until: '2025-08-25' });
    expect(savedState('2025-08-25', '2025-08-26')).toEqual({ changeable: false, until: '2025-08-25' });
    expect(savedState(null, '2025-08-26')).toEqual({ changeable: true, until: null });
    expect(savedState('soon', '2025-08-26')).toEqual({ changeable: true, until: null });
  });

  it('names the date the portal’s way', () => {
    expect(savedText(savedState('2025-08-25', '2025-08-20'))).toBe(
      'Your choices are saved. You can change them on this page until the cut-off date, Monday 25 August 2025.',
    );
    expect(savedText(savedState('2025-08-25', '2025-08-26'))).toMatch(
      /^Your choices are saved\. The cut-off date, Monday 25 August 2025, has passed: they can no longer be changed on this page\. For any change, please contact \S+@\S+\.$/,
    );
    expect(savedText(savedState(null, '2025-08-26'))).toBe(
      'Your choices are saved. You can change them on this page while it is open.',
    );
  });
});
