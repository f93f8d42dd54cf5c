import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, textOr } from '@/lib/api/schema';
import type {
  CancelInvitationAnswer,
  CancellationTokenBody,
  VerifyCancellationTokenAnswer,
} from '@/lib/api/contract';

const verifySchema = answerSchema<VerifyCancellationTokenAnswer>(
  z.looseObject({
    message: textOr(''),
    conference: z.looseObject({ name: textOr('') }),
  }),
);

const messageSchema = answerSchema<CancelInvitationAnswer>(z.looseObject({ message: textOr('') }));

export function verifyCancellationToken(body: CancellationTokenBody): Promise<VerifyCancellationTokenAnswer> {
  return api.post<VerifyCancellationTokenAnswer>('auth/verify-cancellation-token', body, { schema: verifySchema });
}

export function cancelInvitation(body: CancellationTokenBody): Promise<CancelInvitationAnswer> {
  return api.post<CancelInvitationAnswer>('auth/cancel-invitation', body, { schema: messageSchema });
}

/** Checks the token when the confirm page opens (contract §6.2); never cached, never retried. */
export function useVerifyCancellationToken(body: CancellationTokenBody | null) {
  return useQuery({
    queryKey: ['cancellation-token', body?.cancelation_token, body?.client_id],
    queryFn: () => verifyCancellationToken(body as CancellationTokenBody),
    enabled: body !== null,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useCancelInvitation() {
  return useMutation({ mutationFn: cancelInvitation });
}
