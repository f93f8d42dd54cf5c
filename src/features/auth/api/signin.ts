import type { AxiosAdapter } from 'axios';
import type { EarlyAnswer } from '@/boot/early-login';
import { api, type AnswerSchema } from '@/lib/api/client';
import type { Client, SigninBody } from '@/lib/api/contract';
import { usePortalMutation } from '@/lib/api/mutation';
import { isBearerToken, isRecord, readNumber } from '@/lib/api/read';

type SigninAnswer = { user?: Client | null; message?: string };

/**
 * The sign-in answer is checked by hand: the login page is the first visit of most
 * attendees and carries no schema library (see login-page.tsx). The portal's reading
 * rules apply (ids and the type as numbers also when sent as numeric strings); the
 * signed-in user needs an id and a token.
 */
export const signinAnswer: AnswerSchema<SigninAnswer> = {
  safeParse(data: unknown) {
    if (!isRecord(data)) return { success: false };
    const user = data.user;
    if (user === undefined || user === null) return { success: true, data: { ...data, user: null } as SigninAnswer };
    if (!isRecord(user)) return { success: false };
    const id = readNumber(user.id);
    const clientId = readNumber(user.client_id) ?? id;
    if (id === undefined || !isBearerToken(user.api_token)) return { success: false };
    const typeId = readNumber(user.client_type_id);
    const type = user.client_type;
    const read = {
      ...user,
      id,
      client_id: clientId,
      ...(typeId === undefined ? {} : { client_type_id: typeId }),
      ...(isRecord(type) ? { client_type: { ...type, id: readNumber(type.id), type: readNumber(type.type) } } : {}),
    };
    return { success: true, data: { ...data, user: read } as SigninAnswer };
  },
};

/**
 * Hands the client the answer of a sign-in the written login page already sent (src/boot/early-login.ts) in place
 * of sending it: the client reads it as its own (status, errors, the answer's shape), and nothing is sent again.
 */
export function answeredBy(answer: Promise<EarlyAnswer>): AxiosAdapter {
  return (config) =>
    answer.then(({ status, body }) => ({ data: body, status, statusText: '', headers: {}, config, request: null }));
}

/** Signs in with `body`; with `sent`, the answer of that same sign-in already sent by the written page. */
export function signin(body: SigninBody, sent: Promise<EarlyAnswer> | null = null) {
  return api.post('auth/signin', body, { schema: signinAnswer, ...(sent ? { adapter: answeredBy(sent) } : {}) });
}

export function useSignin() {
  return usePortalMutation({
    mutationFn: ({ body, sent }: { body: SigninBody; sent?: Promise<EarlyAnswer> | null }) => signin(body, sent),
    // The session it starts lives in local storage, which every tab follows (src/lib/session/session.ts).
    changes: { none: 'a sign-in starts a session; it changes no data the portal caches' },
  });
}
