/** Company choices of the testimonial form: who the testimonial is given as. */
export const TESTIMONIAL_COMPANY_TYPES = [
  'Institutional investor',
  'Fund manager',
  'Presenting company',
  'Media',
  'Other',
] as const;
