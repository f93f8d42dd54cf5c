import { zodResolver } from '@hookform/resolvers/zod';
import { useHydrated } from '@/lib/hydration';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/form/text-field';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { alertError, alertSuccess } from '@/lib/alerts';
import { useServerErrors } from '@/lib/api/form-errors';
import { usePasswordEmail } from '../api/password-email';
import { passwordEmailSchema, type PasswordEmailInput } from '../logic/password-schemas';

/** Asks for a link to choose a new password, sent to the attendee's e-mail address (spec B§2). */
export function PasswordEmailPage() {
  const t = useT();
  const request = usePasswordEmail();
  // No default values: what a visitor typed before the page's script ran is kept.
  const form = useForm<PasswordEmailInput>({ resolver: zodResolver(passwordEmailSchema) });
  const hydrated = useHydrated();
  const { errors } = form.formState;
  // A refused username (422) shows the first error in an alert and on the field; any other failure shows the answer's message (spec B§8).
  const showServerErrors = useServerErrors(form, { show: alertError, revalidate: true });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await request.mutateAsync(values);
      await alertSuccess(answer.message);
    } catch (error) {
      await showServerErrors(error);
    }
  });

  return (
    <section className="page auth-card card">
      <PageHeading>{t('Reset Password')}</PageHeading>
      <p>{t('Enter your username and we will e-mail you a link to choose a new password.')}</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={request.isPending}>
        <TextField
          label={t('Username')}
          autoComplete="username"
          registration={form.register('name')}
          error={errors.name}
          required
        />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={request.isPending || !hydrated}>
            {request.isPending ? t('Sending…') : t('Reset')}
          </button>
          <Link to={paths.auth.login}>{t('Login')}</Link>
        </div>
      </form>
    </section>
  );
}
