import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { CancellationTokenBody, VerifyCancellationTokenAnswer } from '@/lib/api/contract';
import { cancellationKeys } from './keys';

const verifySchema = answerSchema<VerifyCancellationTokenAnswer>(
  z.looseObject({
    message: textOr(''),
    conference: z.looseObject({ name: textOr('') }),
  }),
);

/** Checks the e-mailed cancellation token; the answer names the conference the invitee would leave. */
export function verifyCancellationToken(body: CancellationTokenBody): Promise<VerifyCancellationTokenAnswer> {
  return api.post<VerifyCancellationTokenAnswer>('auth/verify-cancellation-token', body, { schema: verifySchema });
}

/** Checks the token when the confirm page opens (contract §6.2); never cached, never retried. */
export function useVerifyCancellationToken(body: CancellationTokenBody | null) {
  return useQuery({
    queryKey: cancellationKeys.token(body),
    queryFn: () => (body ? verifyCancellationToken(body) : Promise.reject(new Error('No cancellation token'))),
    enabled: body !== null,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
