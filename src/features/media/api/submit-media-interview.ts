import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema, optional, str } from '@/lib/api/schema';
import type { MediaInterviewAnswer, MediaInterviewBody } from '@/lib/api/contract';
import { mediaKeys } from './keys';

const schema = answerSchema<MediaInterviewAnswer>(z.looseObject({ message: optional(str()) }));

export const submitMediaInterview = (body: MediaInterviewBody) =>
  api.post<MediaInterviewAnswer>('auth/submit-media-interview', body, { schema });

export function useSubmitMediaInterview() {
  return usePortalMutation({ mutationFn: submitMediaInterview, changes: [mediaKeys.all] });
}
