/**
 * The main registration form's zod schema for react-hook-form's resolver: the shape of every
 * value (its inferred type is checked against the form values type, so the resolver is typed
 * without a cast) refined by the form's rules.
 */
import { z } from 'zod/mini';
import { registerIssues, type RegisterSchemaContext } from './form-rules';
import type { FormOptions, RegisterFormValues } from './form-values';

const text = () => z.string();
const id = () => z.nullable(z.number());

const valuesShape = z.object({
  update_login: z.boolean(),
  login_details: z.object({
    username: text(),
    current_password: text(),
    password: text(),
    password_confirmation: text(),
  }),
  client_details: z.object({
    title: text(),
    first_name: text(),
    middle_name: text(),
    family_name: text(),
    company: text(),
    job_title: text(),
    address: text(),
    country_id: id(),
    email: text(),
    additional_email: text(),
    telephone: text(),
    mobile: text(),
    assistant_name: text(),
    assistant_phone: text(),
    assistant_email: text(),
    nationality_id: id(),
    biography: text(),
  }),
  available_slot: z.array(z.number()),
  conference_dates: z.array(z.string()),
  timezone: z.object({ code: text(), label: text() }),
  arrival_dates: z.object({
    arrival_date: text(),
    arrival_time: text(),
    departure_date: text(),
    departure_time: text(),
  }),
  screen: z.nullable(z.boolean()),
  media_interview: z.nullable(z.boolean()),
  remarks: text(),
  days_group: id(),
  colleagues: z.array(z.number()),
}) satisfies z.ZodMiniType<RegisterFormValues, RegisterFormValues>;

export function buildRegisterSchema(options: FormOptions, context: RegisterSchemaContext) {
  return valuesShape.check(
    z.superRefine((values, ctx) => {
      for (const issue of registerIssues(values, options, context)) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }),
  );
}
