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

export function signin(body: SigninBody) {
  return api.post('auth/signin', body, { schema: signinAnswer });
}

export function useSignin() {
  return usePortalMutation({
    mutationFn: signin,
    // The session it starts lives in local storage, which every tab follows (src/lib/session/session.ts).
    changes: { none: 'a sign-in starts a session; it changes no data the portal caches' },
  });
}
