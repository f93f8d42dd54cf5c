/**
 * The login form's rules, in one place for the page (routes/login-page.tsx) and for the script that runs the
 * written login page's form before the page's code has taken it over (src/boot/early-login.ts).
 */
import type { MessageId } from '@/i18n/i18n';
import type { SigninBody } from '@/lib/api/contract';
// Read from the shared messages the page already loads, so the first visit fetches no other chunk for it.
import { FIELD_REQUIRED } from '@/lib/messages';

/** The form's fields, named as the sign-in body names them (contract §4.1). */
export const LOGIN_FIELDS = ['name', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Partial<Record<LoginField, string>>;

/** A field's message, or true when it is valid: both fields are required, and spaces alone count as empty. */
export function loginFieldRule(value: string | undefined): true | string {
  return (value ?? '').trim().length > 0 || FIELD_REQUIRED;
}

/** The messages of the fields in error (none when the form may be sent). */
export function loginErrors(values: LoginValues): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  for (const field of LOGIN_FIELDS) {
    const rule = loginFieldRule(values[field]);
    if (rule !== true) errors[field] = rule;
  }
  return errors;
}

/** What the sign-in sends for valid `values`: the username without surrounding spaces, the password as typed. */
export function signinBody(values: LoginValues): SigninBody {
  return { name: (values.name ?? '').trim(), password: values.password ?? '' };
}

/** The submit button's label, and its label while a sign-in is on its way (catalogue ids). */
export const LOGIN_LABEL = 'Login' satisfies MessageId;
export const SIGNING_IN_LABEL = 'Signing in…' satisfies MessageId;
