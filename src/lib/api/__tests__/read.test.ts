import { describe, expect, it } from 'vitest';
import { isBearerToken } from '../read';

describe('isBearerToken', () => {
  it('takes tokens as servers issue them', () => {
    for (const token of ['demo-token-investor1', '12|kX9fQ2aZ', 'abc.def-ghi_jkl~mno+pqr/stu==', 'x'.repeat(4096)])
      expect(isBearerToken(token)).toBe(true);
  });

  it('refuses what an Authorization header cannot carry or no server issues', () => {
    for (const value of ['', ' ', 'two words', 'line\nbreak', 'توكن', 'token😀', 'x'.repeat(4097), null, 42, {}, []])
      expect(isBearerToken(value)).toBe(false);
  });
});
