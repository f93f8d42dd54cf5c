import { z } from 'zod/mini';
import { list, num, optional } from '@/lib/api/schema';

/** The colleague record the register and the update calls answer with. */
export const colleagueAnswer = z.looseObject({
  client: z.looseObject({
    id: num(),
    client_id: optional(num()),
    conf_client_id: num(),
    status: num(),
    client_type_id: optional(num()),
    available_slot: list(num()),
  }),
});
