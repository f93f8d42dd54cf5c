import { z } from 'zod/mini';
import { PASSWORD_MIN, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER, REQUIRED } from '../messages';

const required = () => z.string().check(z.trim(), z.minLength(1, REQUIRED));

export const passwordEmailSchema = z.object({
  name: required(),
});
export type PasswordEmailInput = z.infer<typeof passwordEmailSchema>;

export const passwordResetSchema = z
  .object({
    username: required(),
    password: z.string().check(z.minLength(1, REQUIRED), z.minLength(PASSWORD_MIN, PASSWORD_TOO_SHORT)),
    password_confirmation: z.string().check(z.minLength(1, REQUIRED)),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      message: PASSWORDS_DIFFER,
    }),
  );
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
