import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { getRegistrationTimer, NO_EXPIRY, setRegistrationTimer } from '@/lib/session/session';
import { countdownStep, formatCountdown, WARNING_AT_SECONDS } from '../logic/session-countdown';
import { SESSION_ENDING_WARNING, SESSION_EXPIRES_IN } from '../messages';
import { expireRegistration } from './session-expiry';

/**
 * The session countdown shown on the register page; at zero the session-expired flow
 * runs (a signed-in attendee's update keeps them signed in, see expireRegistration).
 * `isStopped` ends it once the registration has been submitted.
 */
export function SessionCountdown({ isStopped, onExpire }: { isStopped: () => boolean; onExpire?: () => void }) {
  const t = useT();
  const [seconds, setSeconds] = useState(() => getRegistrationTimer());
  const [warned, setWarned] = useState(() => getRegistrationTimer() <= WARNING_AT_SECONDS);
  const expired = useRef(false);

  // The server gave no session lifetime: the session has no known expiry, nothing counts down.
  const noExpiry = seconds === NO_EXPIRY;

  useEffect(() => {
    if (noExpiry) return;
    const expire = () => {
      if (expired.current) return;
      expired.current = true;
      onExpire?.();
      expireRegistration('identify-or-login');
    };
    if (getRegistrationTimer() <= 0) {
      expire();
      return;
    }
    const id = window.setInterval(() => {
      if (isStopped()) {
        window.clearInterval(id);
        return;
      }
      const step = countdownStep(getRegistrationTimer());
      setRegistrationTimer(step.next);
      setSeconds(step.next);
      if (step.warn) setWarned(true);
      if (step.expired) {
        window.clearInterval(id);
        expire();
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [isStopped, onExpire, noExpiry]);

  if (noExpiry) return null;
  return (
    <div className="session-countdown">
      <p className="session-countdown__time">
        {t(SESSION_EXPIRES_IN)} <span role="timer">{formatCountdown(seconds)}</span>
      </p>
      {warned && seconds > 0 ? (
        <p className="session-countdown__warning" role="alert">
          <span aria-hidden="true">⚠ </span>
          {t(SESSION_ENDING_WARNING)}
        </p>
      ) : null}
    </div>
  );
}
