import { z } from 'zod';

export const REQUIRED = 'Field is required';
export const PASSWORD_MIN = 6;

export const loginSchema = z.object({
  name: z.string().trim().min(1, REQUIRED),
  password: z.string().min(1, REQUIRED),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordEmailSchema = z.object({
  name: z.string().trim().min(1, REQUIRED),
});
export type PasswordEmailInput = z.infer<typeof passwordEmailSchema>;

export const passwordResetSchema = z
  .object({
    username: z.string().trim().min(1, REQUIRED),
    password: z.string().min(1, REQUIRED).min(PASSWORD_MIN, 'Password must have at least 6 letters.'),
    password_confirmation: z.string().min(1, REQUIRED),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords must be identical.',
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
