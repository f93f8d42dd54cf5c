import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydration';
import { afterLoginTarget } from '@/lib/session/redirects';
import type { SigninBody } from '@/lib/api/contract';
import { isApiError } from '@/lib/api/errors';
import { FIELD_REQUIRED, SOMETHING_WENT_WRONG, TRY_AGAIN_LATER } from '@/lib/messages';
import { completeLogin, takeDownloadTarget } from '@/lib/session/session';
import { useSignin } from '../api/signin';

type LoginInput = SigninBody;

// Read from the shared messages the page already loads, so the first visit fetches no other chunk for it.
const requiredRule = { validate: (value: string) => value.trim().length > 0 || FIELD_REQUIRED };

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

export function LoginPage() {
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

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await signin.mutateAsync({ name: (values.name ?? '').trim(), password: values.password ?? '' });
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
    }
  });

  const busy = signin.isPending || signingIn;

  return (
    <section className="page auth-card card">
      <PageHeading>Login</PageHeading>
      <p>Sign in with the username and password sent with your invitation.</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <TextField
          label="Username"
          autoComplete="username"
          registration={form.register('name', requiredRule)}
          error={errors.name}
          required
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={form.register('password', requiredRule)}
          error={errors.password}
          required
        />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={busy || !hydrated}>
            {busy ? 'Signing in…' : 'Login'}
          </button>
          <Link to={paths.auth.passwordEmail}>Forgot your password?</Link>
        </div>
        {signingIn ? <p role="status">Signed in. Opening your portal…</p> : null}
      </form>
      <p>
        New to the portal with an invitation code? <Link to={paths.auth.identify}>Activate your invitation</Link>
      </p>
    </section>
  );
}
