import { describe, expect, it } from 'vitest';
import { signinAnswer } from '../api/signin';

describe('reading the sign-in answer', () => {
  it('reads ids and the attendee type sent as numeric strings as numbers', () => {
    const parsed = signinAnswer.safeParse({
      status: '200',
      message: 'ok',
      user: {
        id: '1101',
        client_id: '1101',
        client_type_id: '4',
        client_type: { id: '4', type: '2' },
        api_token: 't',
        extra: 1,
      },
    });
    expect(parsed).toEqual({
      success: true,
      data: {
        status: '200',
        message: 'ok',
        user: {
          id: 1101,
          client_id: 1101,
          client_type_id: 4,
          client_type: { id: 4, type: 2 },
          api_token: 't',
          extra: 1,
        },
      },
    });
  });

  it('takes the id for a missing client_id, and refuses a user without id or token', () => {
    const parsed = signinAnswer.safeParse({ user: { id: 7, api_token: 't' } });
    expect(parsed.success && parsed.data.user).toMatchObject({ id: 7, client_id: 7 });
    expect(signinAnswer.safeParse({ user: { id: 'x', api_token: 't' } }).success).toBe(false);
    expect(signinAnswer.safeParse({ user: { id: 7 } }).success).toBe(false);
  });

  it('refuses a token the portal could not send back in a header', () => {
    for (const token of ['', 'two words', 'مرحبا', 'x'.repeat(4097)])
      expect(signinAnswer.safeParse({ user: { id: 7, api_token: token } }).success).toBe(false);
  });
});
