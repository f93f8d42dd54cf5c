import { z } from 'zod/mini';
import { MEDIA_MESSAGES } from '../messages';

/** The interview question must be answered; a 'yes' needs at least one provider and one slot (spec B§5). */
export const mediaSurveySchema = z
  .object({
    media_interview: z.nullable(z.boolean()),
    media_provider_ids: z.array(z.number()),
    media_slot_ids: z.array(z.number()),
    with_colleagues: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.media_interview === null) {
        ctx.addIssue({ code: 'custom', path: ['media_interview'], message: MEDIA_MESSAGES.mandatory });
      }
      if (values.media_interview === true) {
        if (values.media_provider_ids.length === 0) {
          ctx.addIssue({ code: 'custom', path: ['media_provider_ids'], message: MEDIA_MESSAGES.provider });
        }
        if (values.media_slot_ids.length === 0) {
          ctx.addIssue({ code: 'custom', path: ['media_slot_ids'], message: MEDIA_MESSAGES.slot });
        }
      }
    }),
  );

export type MediaSurveyInput = z.infer<typeof mediaSurveySchema>;
