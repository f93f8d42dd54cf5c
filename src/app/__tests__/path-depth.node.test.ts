import { describe, expect, it } from 'vitest';
import { pathDepth } from '../layouts/path-depth';

describe('pathDepth', () => {
  it('counts segments', () => {
    expect(pathDepth('/')).toBe(0);
    expect(pathDepth('/user/dashboard')).toBe(2);
    expect(pathDepth('/auth/registration/mail/action/cancellation')).toBe(5);
  });
});
