import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormOptions, RegisterFormValues } from '../logic/form-values';

/** What every section of the main registration form is given: the form and the parts that apply. */
export type SectionProps = { form: UseFormReturn<RegisterFormValues>; options: FormOptions };

/** One titled card of the main registration form; the title names the region for assistive technology. */
export function RegisterSection({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section className="register__section card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
