import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type {
  Colleague,
  RegisterPresenterMateAnswer,
  RegisterPresenterMateBody,
  UpdatePresenterMateAnswer,
  UpdatePresenterMateBody,
  UpdatePresenterStatusAnswer,
  UpdatePresenterStatusBody,
} from '@/lib/api/contract';

const colleagueAnswerSchema = z.looseObject({
  client: z.looseObject({ id: z.number(), conf_client_id: z.number(), status: z.number() }),
}) as unknown as z.ZodMiniType<{ client: Colleague }>;

/** Contract §5.8. */
export function registerPresenterMate(body: RegisterPresenterMateBody): Promise<Colleague> {
  return api
    .post<RegisterPresenterMateAnswer>('auth/register-presenter-mate', body, { schema: colleagueAnswerSchema as z.ZodMiniType<RegisterPresenterMateAnswer> })
    .then((answer) => answer.client);
}

/** Contract §5.9. */
export function updatePresenterMate(body: UpdatePresenterMateBody): Promise<Colleague> {
  return api
    .post<UpdatePresenterMateAnswer>('auth/update-presenter-mate', body, { schema: colleagueAnswerSchema as z.ZodMiniType<UpdatePresenterMateAnswer> })
    .then((answer) => answer.client);
}

const statusAnswerSchema = z.looseObject({
  confClient: z.looseObject({ id: z.number(), status: z.number(), status_human: z.string() }),
}) as unknown as z.ZodMiniType<UpdatePresenterStatusAnswer>;

/** Contract §5.10: cancels a registered colleague. */
export function updatePresenterStatus(body: UpdatePresenterStatusBody): Promise<UpdatePresenterStatusAnswer['confClient']> {
  return api.post('auth/update-presenter-status', body, { schema: statusAnswerSchema }).then((answer) => answer.confClient);
}

export const useRegisterPresenterMate = () => useMutation({ mutationFn: registerPresenterMate });
export const useUpdatePresenterMate = () => useMutation({ mutationFn: updatePresenterMate });
export const useUpdatePresenterStatus = () => useMutation({ mutationFn: updatePresenterStatus });
