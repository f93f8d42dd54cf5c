import type { MessageId } from '@/i18n/i18n';

/** Company choices of the testimonial form: who the testimonial is given as (the English text is the value kept). */
export const TESTIMONIAL_COMPANY_TYPES = [
  'Institutional investor',
  'Fund manager',
  'Presenting company',
  'Media',
  'Other',
] as const satisfies readonly MessageId[];
