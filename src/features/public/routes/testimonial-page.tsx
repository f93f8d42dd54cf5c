import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SelectField, type Option } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { PageHeading } from '@/components/page-heading';
import { tText, useT } from '@/i18n/i18n';
import { scrollToFirstError } from '@/lib/api/form-errors';
import { useHydrated } from '@/lib/hydration';
import { TESTIMONIAL_COMPANY_TYPES } from '../content/testimonial';
import { testimonialSchema, type TestimonialInput } from '../logic/testimonial-schema';
import '../public.css';

/**
 * Submit a testimonial: every field required with visible errors. The server has no endpoint
 * for it, so nothing is sent: a valid form shows the thank-you and keeps nothing (spec A§2; contract §1.5).
 */
export function TestimonialPage() {
  const t = useT();
  // The English text is the value kept; the label is in the attendee's language.
  const companyOptions: Option<string>[] = TESTIMONIAL_COMPANY_TYPES.map((c) => ({ value: c, label: t(c) }));
  const [done, setDone] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  // No default values for the text fields: what a visitor typed before the page's script ran is kept.
  const form = useForm<TestimonialInput>({
    resolver: zodResolver(testimonialSchema),
    defaultValues: { company: '' },
  });
  const hydrated = useHydrated();
  const { errors } = form.formState;

  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);

  if (done) {
    return (
      <section className="public-page page page--narrow">
        <PageHeading>{t('Submit a Testimonial')}</PageHeading>
        <div ref={thanks} className="form-alert form-alert--success" role="status" tabIndex={-1}>
          <p>
            <strong>{t('Thank you for your testimonial.')}</strong>
          </p>
          <p>{t('We appreciate you taking the time to share your experience of the conference.')}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="public-page page page--narrow">
      <PageHeading>{t('Submit a Testimonial')}</PageHeading>
      <p>{t('Tell us about your experience of the conference. All fields are required.')}</p>
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit(
          () => {
            form.reset();
            setDone(true);
          },
          () => window.setTimeout(() => scrollToFirstError(), 0),
        )}
      >
        <TextField
          label={t('First Name')}
          registration={form.register('first_name')}
          error={errors.first_name}
          required
          autoComplete="given-name"
        />
        <TextField
          label={t('Last Name')}
          registration={form.register('last_name')}
          error={errors.last_name}
          required
          autoComplete="family-name"
        />
        <TextField
          label={t('Email Address')}
          type="email"
          registration={form.register('email')}
          error={errors.email}
          required
          autoComplete="email"
        />
        <Controller
          control={form.control}
          name="company"
          render={({ field }) => (
            <SelectField<Option<string>>
              label={t('Company')}
              required
              options={companyOptions}
              value={companyOptions.find((o) => o.value === field.value) ?? null}
              onChange={(option) => field.onChange(option?.value ?? '')}
              onBlur={field.onBlur}
              name={field.name}
              error={errors.company?.message}
              // react-select keeps aria-describedby for its placeholder, so the shared field's
              // aria-errormessage would point at a message nothing announces (axe: critical).
              aria-errormessage={undefined}
              placeholder={t('Select…')}
            />
          )}
        />
        <MessageField form={form} />
        <TextField
          label={t('Photo')}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          registration={form.register('photo')}
          error={errors.photo}
          required
        />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={!hydrated}>
            {t('Submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

function MessageField({ form }: { form: ReturnType<typeof useForm<TestimonialInput>> }) {
  const t = useT();
  const error = form.formState.errors.message?.message;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor="testimonial-message" className="field__label">
        {t('Message')}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <textarea
        id="testimonial-message"
        rows={6}
        className="field__input"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'testimonial-message-error' : undefined}
        {...form.register('message')}
      />
      {error ? (
        <p id="testimonial-message-error" className="field__error">
          <span aria-hidden="true">⚠ </span>
          {tText(error)}
        </p>
      ) : null}
    </div>
  );
}
