import { startTransition, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { t, tText, useT } from '@/i18n/i18n';
import { showAlert } from '@/lib/alerts';
import type { RegistrationData } from '@/lib/api/contract';
import { isApiErrorOf } from '@/lib/api/errors';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useProfileForForm } from '@/lib/profile/profile';
import { endSession, getFirstTime, startRegistration } from '@/lib/session/session';
import { RegistrationForm } from '../components/registration-form';
import { expireRegistration } from '../components/session-expiry';
import { readStoredRegistrationData } from '../logic/stored-data';
import { CHECKING_SESSION, LOADING_REGISTRATION, REGISTRATION_HEADING, REGISTRATION_LOAD_FAILED } from '../messages';
import '../registration.css';

/**
 * The main registration: the first time (the first-time flag is set) from the data set Identify
 * stored, otherwise with the signed-in attendee's current registration as update data.
 */
export function RegisterPage() {
  const { pathname } = useLocation();
  const inShell = pathname === paths.user.registration;
  const [firstTime] = useState(() => !inShell && getFirstTime() === 1);
  useT();
  return (
    <section className="page">
      <PageHeading>{t(REGISTRATION_HEADING)}</PageHeading>
      {firstTime ? <FirstTimeRegistration /> : <UpdateRegistration inShell={inShell} />}
    </section>
  );
}

function FirstTimeRegistration() {
  const t = useT();
  const [data] = useState(() => readStoredRegistrationData());
  useEffect(() => {
    if (!data) expireRegistration('identify-or-login');
  }, [data]);
  if (!data) return <Loader label={t(CHECKING_SESSION)} />;
  return <RegistrationForm data={data} mode="first-time" />;
}

function UpdateRegistration({ inShell }: { inShell: boolean }) {
  const t = useT();
  const profile = useProfileForForm();
  const [started, setStarted] = useState<RegistrationData | null>(null);
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (profile.data && started !== profile.data && !started) {
      startRegistration(profile.data);
      // The form mounts in a transition, its fields in another (see docs/performance.md).
      const data = profile.data;
      startTransition(() => setStarted(data));
    }
  }, [profile.data, started]);

  useEffect(() => {
    const error = profile.error;
    if (!error || handled.current === error || inShell) return; // inside the shell, the shell handles a failed profile load
    handled.current = error;
    if (isApiErrorOf(error, 'validation')) {
      // The registration is no longer valid (e.g. cancelled): the session ends, plain login follows.
      // The server's message as sent; a failure of ours in the attendee's language.
      void showAlert(tText(error.firstMessage(SOMETHING_WENT_WRONG)), 'error');
      endSession({ redirectBack: false, replace: true });
    }
  }, [profile.error, inShell]);

  const failed = profile.isError && !isApiErrorOf(profile.error, 'validation', 'unauthorized');
  const loadError = failed ? (
    <LoadError error={profile.error} title={t(REGISTRATION_LOAD_FAILED)} onRetry={() => void profile.refetch()} />
  ) : null;
  if (!started) return loadError ?? <Loader label={t(LOADING_REGISTRATION)} />;
  // A later read that failed leaves the form, and what was typed in it, as it is.
  return (
    <>
      {loadError}
      <RegistrationForm data={started} mode="update" />
    </>
  );
}
