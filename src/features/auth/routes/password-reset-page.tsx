import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { showAlert } from '@/lib/alerts';
import { useServerErrors } from '@/lib/api/form-errors';
import { usePasswordReset } from '../api/password-reset';
import { passwordResetSchema, type PasswordResetInput } from '../logic/password-schemas';
import { NO_RESET_TOKEN, REDIRECT_TO_LOGIN } from '../messages';

export const RESET_REDIRECT_SECONDS = 10;

/**
 * Choose a new password with the token of the e-mailed link. Without a token the page sends the attendee
 * back to ask for a link; after a reset it counts down and opens the login page (spec B§2, B§4, B§5).
 */
export function PasswordResetPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The page is written at build time without a query: the token is read once the browser has it.
  const hydrated = useHydrated();
  const token = hydrated ? params.get('token') : null;
  const reset = usePasswordReset();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(RESET_REDIRECT_SECONDS);
  const alerted = useRef(false);
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
  });
  const { errors } = form.formState;
  // A refused reset (422) marks the fields, shows the first message above the form and re-validates after a second (spec B§8).
  const showServerErrors = useServerErrors(form, { show: setFailure, revalidate: true });

  useEffect(() => {
    if (!hydrated || token || alerted.current) return;
    alerted.current = true;
    void showAlert(NO_RESET_TOKEN, 'warning').then(() => navigate(paths.auth.passwordEmail, { replace: true }));
  }, [hydrated, token, navigate]);

  useEffect(() => {
    if (!success) return undefined;
    if (secondsLeft <= 0) {
      void showAlert(REDIRECT_TO_LOGIN, 'info').then(() => navigate(paths.auth.login, { replace: true }));
      return undefined;
    }
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [success, secondsLeft, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!token) return;
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ ...values, token });
      setSecondsLeft(RESET_REDIRECT_SECONDS);
      setSuccess(answer.message);
    } catch (error) {
      await showServerErrors(error);
    }
  });

  return (
    <section className="page auth-card card">
      <PageHeading>{t('Reset Password')}</PageHeading>
      {success ? (
        <div>
          <FormAlert tone="success">{success}</FormAlert>
          <p className="countdown" role="timer" aria-live="polite">
            {t(
              'Redirecting to the login page in {secondsLeft, plural, one {{secondsLeft} second} other {{secondsLeft} seconds}}.',
              { secondsLeft },
            )}
          </p>
          <Link to={paths.auth.login}>{t('Go to the login page now')}</Link>
        </div>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate aria-busy={reset.isPending}>
          {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
          <TextField
            label={t('Username')}
            autoComplete="username"
            registration={form.register('username')}
            error={errors.username}
            required
          />
          <TextField
            label={t('Password')}
            type="password"
            autoComplete="new-password"
            registration={form.register('password')}
            error={errors.password}
            required
          />
          <TextField
            label={t('Password confirmation')}
            type="password"
            autoComplete="new-password"
            registration={form.register('password_confirmation')}
            error={errors.password_confirmation}
            required
          />
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={reset.isPending || !token}>
              {reset.isPending ? t('Saving…') : t('Reset Password')}
            </button>
            <Link to={paths.auth.login}>{t('Login')}</Link>
          </div>
        </form>
      )}
    </section>
  );
}
