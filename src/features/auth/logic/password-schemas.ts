import { z } from 'zod/mini';

import { PASSWORD_MIN, REQUIRED } from './messages';

export { PASSWORD_MIN, REQUIRED };

const required = () => z.string().check(z.trim(), z.minLength(1, REQUIRED));

export const passwordEmailSchema = z.object({
  name: required(),
});
export type PasswordEmailInput = z.infer<typeof passwordEmailSchema>;

export const passwordResetSchema = z
  .object({
    username: required(),
    password: z.string().check(z.minLength(1, REQUIRED), z.minLength(PASSWORD_MIN, 'Password must have at least 6 letters.')),
    password_confirmation: z.string().check(z.minLength(1, REQUIRED)),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      message: 'Passwords must be identical.',
    }),
  );
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
