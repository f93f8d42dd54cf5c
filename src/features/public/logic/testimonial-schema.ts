import { z } from 'zod/mini';
import { INVALID_EMAIL, PHOTO_SIZE, PHOTO_TYPE, REQUIRED } from '../messages';

/** The largest photo the testimonial form accepts: 5 MB. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

const fileList = z.custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList, {
  error: REQUIRED,
});

/** The submit-testimonial form: every field required, a valid e-mail address and an image of at most 5 MB (spec A§2, A§5). */
export const testimonialSchema = z.object({
  first_name: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
  last_name: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, REQUIRED)), z.email(INVALID_EMAIL)),
  company: z.string().check(z.minLength(1, REQUIRED)),
  message: z.string().check(z.trim(), z.minLength(1, REQUIRED)),
  photo: fileList.check(
    z.refine((files) => files.length > 0, REQUIRED),
    z.refine((files) => files.length === 0 || /^image\/(jpeg|png|gif|webp)$/.test(files[0].type), PHOTO_TYPE),
    z.refine((files) => files.length === 0 || files[0].size <= MAX_PHOTO_BYTES, PHOTO_SIZE),
  ),
});

export type TestimonialInput = z.infer<typeof testimonialSchema>;
