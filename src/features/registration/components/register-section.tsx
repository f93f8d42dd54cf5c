import type { ReactNode } from 'react';
import { type MessageId, useT } from '@/i18n/i18n';
import type { UseFormReturn } from 'react-hook-form';
import type { FormOptions, RegisterFormValues } from '../logic/form-values';

/** What every section of the main registration form is given: the form and the parts that apply. */
export type SectionProps = { form: UseFormReturn<RegisterFormValues>; options: FormOptions };

/** One titled card of the main registration form; the title names the region for assistive technology. */
export function RegisterSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: MessageId;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="register__section card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(title)}</h2>
      {children}
    </section>
  );
}
