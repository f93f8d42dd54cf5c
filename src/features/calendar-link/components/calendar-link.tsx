import { useEffect, useRef, useState } from 'react';
import { settings } from '@/config/settings';
import { useT } from '@/i18n/i18n';
import { alertError, toast } from '@/lib/alerts';
import { useOutlookAuthorization } from '../api/outlook-authorization';
import {
  authorizationCodeBody,
  CALENDAR_POPUP_NAME,
  CALENDAR_POPUP_POLL_MS,
  calendarPopupFeatures,
  CODE_VERIFIER_KEY,
  codeChallengeS256,
  createCodeVerifier,
  outlookAuthorizeUrl,
  readAuthorizationMessage,
} from '../logic/outlook-calendar';
import {
  CALENDAR_FAILED_MESSAGE,
  CALENDAR_SYNCED_MESSAGE,
  COMPLETE_SIGN_IN,
  LINK_CALENDAR,
  LINKING,
} from '../messages';
import './calendar-link.css';

type Phase = 'idle' | 'waiting' | 'saving';

type Pkce = { verifier: string; challenge: string };
/** null while the pair is being made; 'unavailable' without Web Crypto (an insecure page). */
type PkceState = Pkce | null | 'unavailable';

async function newPkce(): Promise<Pkce> {
  const verifier = createCodeVerifier();
  return { verifier, challenge: await codeChallengeS256(verifier) };
}

/**
 * 'Link my Outlook calendar': opens the provider's sign-in in a 500x700 pop-up,
 * checks every second whether it closed, takes the code the /redirect page posts
 * back (same origin only) and hands it to the server with the PKCE verifier; a
 * close seen before the code's message arrives waits one more poll for it. The
 * verifier and its challenge are made ahead (a few milliseconds), so the pop-up opens
 * within the click, as pop-up blockers require; the verifier waits in session storage.
 */
export function CalendarLink({ className }: { className?: string }) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('idle');
  const [pkce, setPkce] = useState<PkceState>(null);
  const stopWaiting = useRef<(() => void) | null>(null);
  const authorize = useOutlookAuthorization();

  useEffect(() => {
    let live = true;
    if (pkce === null) {
      newPkce().then(
        (pair) => live && setPkce(pair),
        () => live && setPkce('unavailable'),
      );
    }
    return () => {
      live = false;
    };
  }, [pkce]);

  useEffect(() => () => stopWaiting.current?.(), []);

  async function exchange(code: string | null) {
    const verifier = sessionStorage.getItem(CODE_VERIFIER_KEY);
    sessionStorage.removeItem(CODE_VERIFIER_KEY);
    if (!code || !verifier) {
      setPhase('idle');
      await alertError(CALENDAR_FAILED_MESSAGE);
      return;
    }
    setPhase('saving');
    try {
      const answer = await authorize.mutateAsync(
        authorizationCodeBody(settings.calendar, code, window.location.origin, verifier),
      );
      setPhase('idle');
      await toast(answer.message || CALENDAR_SYNCED_MESSAGE, 'success');
    } catch {
      setPhase('idle');
      await alertError(CALENDAR_FAILED_MESSAGE);
    }
  }

  function start() {
    const origin = window.location.origin;
    if (!pkce || pkce === 'unavailable') {
      void alertError(CALENDAR_FAILED_MESSAGE);
      return;
    }
    const popup = window.open(
      outlookAuthorizeUrl(settings.calendar, origin, pkce.challenge),
      CALENDAR_POPUP_NAME,
      calendarPopupFeatures(window),
    );
    if (!popup) {
      void alertError(CALENDAR_FAILED_MESSAGE);
      return;
    }
    sessionStorage.setItem(CODE_VERIFIER_KEY, pkce.verifier);
    setPkce(null); // a fresh verifier for the next sign-in
    setPhase('waiting');
    let code: string | null = null;
    let closedSeen = false;
    function finish() {
      stop();
      void exchange(code);
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source && event.source !== popup) return;
      const received = readAuthorizationMessage(event, origin);
      if (!received) return;
      code = received;
      if (closedSeen) finish();
    };
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      // The callback page posts its code and closes at once, and the close can be seen before the message is
      // delivered (the pop-up may run in another process): without a code, the message gets one more poll.
      if (code || closedSeen) finish();
      else closedSeen = true;
    }, CALENDAR_POPUP_POLL_MS);
    function stop() {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
      stopWaiting.current = null;
    }
    window.addEventListener('message', onMessage);
    stopWaiting.current = stop;
  }

  return (
    <div className={`calendar-link${className ? ` ${className}` : ''}`}>
      <button type="button" className="btn btn--secondary" onClick={start} disabled={phase !== 'idle' || pkce === null}>
        {t(LINK_CALENDAR)}
      </button>
      <p className="calendar-link__status" role="status" aria-live="polite">
        {phase === 'waiting' ? t(COMPLETE_SIGN_IN) : null}
        {phase === 'saving' ? t(LINKING) : null}
      </p>
    </div>
  );
}
