import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, num, optional, str } from '@/lib/api/schema';
import type { Client, MeAnswer } from '@/lib/api/contract';

/** Read once a registration has been saved: it comes with the form's sections below the first screen. */
const meSchema = answerSchema<MeAnswer>(
  z.looseObject({
    user: z.looseObject({
      id: num(),
      client_id: num(),
      client_type_id: num(),
      full_titled_name: str(),
      api_token: optional(str()),
    }),
  }),
);

/** The signed-in user (contract §4.3), read right after a sign-up or update. */
export async function getMe(): Promise<Client> {
  return (await api.get<MeAnswer>('me', { schema: meSchema })).user;
}
