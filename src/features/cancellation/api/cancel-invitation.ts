import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { CancelInvitationAnswer, CancellationTokenBody } from '@/lib/api/contract';
import { profileKeys } from '@/lib/profile/profile';

const messageSchema = answerSchema<CancelInvitationAnswer>(z.looseObject({ message: textOr('') }));

/** Cancels the invitation the token was e-mailed for. */
export function cancelInvitation(body: CancellationTokenBody): Promise<CancelInvitationAnswer> {
  return api.post<CancelInvitationAnswer>('auth/cancel-invitation', body, { schema: messageSchema });
}

export function useCancelInvitation() {
  return useMutation({ mutationFn: cancelInvitation, meta: { changes: [profileKeys.all] } });
}
