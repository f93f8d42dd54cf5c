import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { useHydrated } from '@/lib/hydration';
import { afterLoginTarget } from '@/lib/session/redirects';
import type { SigninBody } from '@/lib/api/contract';
import { isApiError } from '@/lib/api/errors';
import { SOMETHING_WENT_WRONG, TRY_AGAIN_LATER } from '@/lib/messages';
import { completeLogin, takeDownloadTarget } from '@/lib/session/session';
import { earlyLoginShown, type EarlyAnswer, freezeEarlyLogin, takeEarlyLogin } from '@/boot/early-login';
import { LOGIN_FORM_ATTRIBUTE } from '@/boot/early-login-marks';
import { useSignin } from '../api/signin';
import { LOGIN_LABEL, loginErrors, loginFieldRule, SIGNING_IN_LABEL, signinBody } from '../logic/login-rules';

type LoginInput = SigninBody;

const requiredRule = { validate: loginFieldRule };

// This module is loaded right before the written login page is taken over: from now on its early login
// (src/boot/early-login.ts) leaves the page as the take-over finds it.
freezeEarlyLogin();

/**
 * What a failed sign-in shows: the server's first validation message (wrong username or password), a
 * "try again later" when too many attempts were made, and a generic failure otherwise (spec B§8).
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'validation') return error.firstMessage(SOMETHING_WENT_WRONG);
    if (error.kind === 'rate-limited') return TRY_AGAIN_LATER;
  }
  return SOMETHING_WENT_WRONG;
}

const messageOf = (message: string | undefined) => (message ? { message } : undefined);

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signin = useSignin();
  const [failure, setFailure] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  // Two required fields: react-hook-form's own rules, no schema library (see docs/performance.md). No
  // default values: what a visitor typed before the page's script ran is kept (src/app/prerender.tsx).
  const form = useForm<LoginInput>();
  const hydrated = useHydrated();
  const { errors } = form.formState;
  // What the written page's early login shows, rendered as it is until the page has taken the press over.
  const [early, setEarly] = useState(earlyLoginShown);

  const submit = async (body: SigninBody, sent: Promise<EarlyAnswer> | null = null) => {
    setFailure(null);
    try {
      const answer = await signin.mutateAsync({ body, sent });
      if (!answer.user) {
        setFailure(SOMETHING_WENT_WRONG);
        return;
      }
      setSigningIn(true);
      const target = afterLoginTarget(params.get('redirect'));
      await completeLogin(answer.user, target);
      navigate(target, { replace: true });
      const download = takeDownloadTarget();
      // Only the mock-backed demo fetches files itself (lib/api/download); a real API build just navigates,
      // so the login page of a production build loads nothing more for it.
      if (download) {
        if (import.meta.env.VITE_API_MOCKING === 'on')
          void import('@/lib/api/download').then(({ openDownload }) => openDownload(download));
        else window.location.assign(download);
      }
    } catch (error) {
      setSigningIn(false);
      setFailure(loginErrorMessage(error));
    } finally {
      setEarly((shown) => (shown.busy ? { ...shown, busy: false } : shown));
    }
  };
  const onSubmit = form.handleSubmit((values) => submit(signinBody(values)));

  // The take-over of the written page: a Login pressed before is carried on, never sent twice.
  useEffect(() => {
    const press = takeEarlyLogin();
    const clearErrors = () =>
      setEarly((shown) => (Object.keys(shown.errors).length ? { ...shown, errors: {} } : shown));
    if (press?.valid) {
      clearErrors();
      void submit(press.body, press.answer);
    } else if (press && Object.keys(loginErrors(form.getValues())).length) {
      // A press with a field still in error: the page checks the form as its own Login does, and shows its messages.
      void onSubmit().finally(clearErrors);
    } else clearErrors();
    // Once, as the page is taken over (the press is taken once).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const busy = signin.isPending || signingIn || early.busy;

  return (
    <section className="page auth-card card">
      <PageHeading>{t('Login')}</PageHeading>
      <p>{t('Sign in with the username and password sent with your invitation.')}</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy} {...{ [LOGIN_FORM_ATTRIBUTE]: '' }}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <TextField
          label={t('Username')}
          autoComplete="username"
          registration={form.register('name', requiredRule)}
          error={errors.name ?? messageOf(early.errors.name)}
          required
        />
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          registration={form.register('password', requiredRule)}
          error={errors.password ?? messageOf(early.errors.password)}
          required
        />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={busy || !hydrated}>
            {t(busy ? SIGNING_IN_LABEL : LOGIN_LABEL)}
          </button>
          <Link to={paths.auth.passwordEmail}>{t('Forgot your password?')}</Link>
        </div>
        {signingIn ? <p role="status">{t('Signed in. Opening your portal…')}</p> : null}
      </form>
      <p>
        {t('New to the portal with an invitation code?')}{' '}
        <Link to={paths.auth.identify}>{t('Activate your invitation')}</Link>
      </p>
    </section>
  );
}
