import { z } from 'zod';

export const REQUIRED = 'Field is required';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const PHOTO_TYPE = 'The photo must be an image (JPEG, PNG, GIF or WebP)';
export const PHOTO_SIZE = 'The photo may not be larger than 5 MB';
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

const fileList = z.custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList, { message: REQUIRED });

/** The submit-testimonial form (spec A§2, A§5): every field required. */
export const testimonialSchema = z.object({
  first_name: z.string().trim().min(1, REQUIRED),
  last_name: z.string().trim().min(1, REQUIRED),
  email: z.string().trim().min(1, REQUIRED).pipe(z.email(INVALID_EMAIL)),
  company: z.string().min(1, REQUIRED),
  message: z.string().trim().min(1, REQUIRED),
  photo: fileList
    .refine((files) => files.length > 0, REQUIRED)
    .refine((files) => files.length === 0 || /^image\/(jpeg|png|gif|webp)$/.test(files[0].type), PHOTO_TYPE)
    .refine((files) => files.length === 0 || files[0].size <= MAX_PHOTO_BYTES, PHOTO_SIZE),
});

export type TestimonialInput = z.infer<typeof testimonialSchema>;
