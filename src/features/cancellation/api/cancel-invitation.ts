import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { CancelInvitationAnswer, CancellationTokenBody } from '@/lib/api/contract';
import { profileKeys } from '@/lib/profile/profile';

const messageSchema = answerSchema<CancelInvitationAnswer>(z.looseObject({ message: textOr('') }));

/** Cancels the invitation the token was e-mailed for. */
export function cancelInvitation(body: CancellationTokenBody): Promise<CancelInvitationAnswer> {
  return api.post<CancelInvitationAnswer>('auth/cancel-invitation', body, { schema: messageSchema });
}

export function useCancelInvitation() {
  return usePortalMutation({ mutationFn: cancelInvitation, changes: [profileKeys.all] });
}
