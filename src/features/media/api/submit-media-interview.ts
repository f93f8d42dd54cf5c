import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import type { MediaInterviewAnswer, MediaInterviewBody } from '@/lib/api/contract';

const schema = z.looseObject({ message: z.optional(z.string()) }) as unknown as z.ZodMiniType<MediaInterviewAnswer>;

export const submitMediaInterview = (body: MediaInterviewBody) =>
  api.post<MediaInterviewAnswer>('auth/submit-media-interview', body, { schema });

export function useSubmitMediaInterview() {
  return useMutation({ mutationFn: submitMediaInterview });
}
