import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, list, num, optional, textOr } from '@/lib/api/schema';
import type {
  Colleague,
  RegisterPresenterMateAnswer,
  RegisterPresenterMateBody,
  UpdatePresenterMateAnswer,
  UpdatePresenterMateBody,
  UpdatePresenterStatusAnswer,
  UpdatePresenterStatusBody,
} from '@/lib/api/contract';

const colleagueAnswer = z.looseObject({
  client: z.looseObject({
    id: num(),
    client_id: optional(num()),
    conf_client_id: num(),
    status: num(),
    client_type_id: optional(num()),
    available_slot: list(num()),
  }),
});
const registerAnswerSchema = answerSchema<RegisterPresenterMateAnswer>(colleagueAnswer);
const updateAnswerSchema = answerSchema<UpdatePresenterMateAnswer>(colleagueAnswer);

/** Contract §5.8. */
export function registerPresenterMate(body: RegisterPresenterMateBody): Promise<Colleague> {
  return api
    .post<RegisterPresenterMateAnswer>('auth/register-presenter-mate', body, { schema: registerAnswerSchema })
    .then((answer) => answer.client);
}

/** Contract §5.9. */
export function updatePresenterMate(body: UpdatePresenterMateBody): Promise<Colleague> {
  return api
    .post<UpdatePresenterMateAnswer>('auth/update-presenter-mate', body, { schema: updateAnswerSchema })
    .then((answer) => answer.client);
}

const statusAnswerSchema = answerSchema<UpdatePresenterStatusAnswer>(
  z.looseObject({ confClient: z.looseObject({ id: num(), status: num(), status_human: textOr('') }) }),
);

/** Contract §5.10: cancels a registered colleague. */
export function updatePresenterStatus(body: UpdatePresenterStatusBody): Promise<UpdatePresenterStatusAnswer['confClient']> {
  return api.post('auth/update-presenter-status', body, { schema: statusAnswerSchema }).then((answer) => answer.confClient);
}

export const useRegisterPresenterMate = () => useMutation({ mutationFn: registerPresenterMate });
export const useUpdatePresenterMate = () => useMutation({ mutationFn: updatePresenterMate });
export const useUpdatePresenterStatus = () => useMutation({ mutationFn: updatePresenterStatus });
