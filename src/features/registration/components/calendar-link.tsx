import { useEffect, useRef, useState } from 'react';
import { alertError, toast } from '@/lib/alerts';
import { postOutlookAuthorizationCode } from '../api/outlook-authorization';
import {
  authorizationCodeBody,
  CALENDAR_FAILED_MESSAGE,
  CALENDAR_POPUP_NAME,
  CALENDAR_POPUP_POLL_MS,
  CALENDAR_SYNCED_MESSAGE,
  calendarPopupFeatures,
  outlookAuthorizeUrl,
  outlookConfig,
  readAuthorizationMessage,
} from '../logic/outlook-calendar';
import './calendar-link.css';

type Phase = 'idle' | 'waiting' | 'saving';

/**
 * 'Link my Outlook calendar': opens the provider's sign-in in a 500x700 pop-up,
 * checks every second whether it closed, takes the code the /redirect page posts
 * back (same origin only) and hands it to the server.
 */
export function CalendarLink({ className }: { className?: string }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const stopWaiting = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWaiting.current?.(), []);

  async function exchange(code: string | null) {
    if (!code) {
      setPhase('idle');
      await alertError(CALENDAR_FAILED_MESSAGE);
      return;
    }
    setPhase('saving');
    try {
      const config = outlookConfig(import.meta.env);
      const answer = await postOutlookAuthorizationCode(authorizationCodeBody(config, code, window.location.origin));
      setPhase('idle');
      await toast(answer.message || CALENDAR_SYNCED_MESSAGE, 'success');
    } catch {
      setPhase('idle');
      await alertError(CALENDAR_FAILED_MESSAGE);
    }
  }

  function start() {
    const origin = window.location.origin;
    const config = outlookConfig(import.meta.env);
    const popup = window.open(outlookAuthorizeUrl(config, origin), CALENDAR_POPUP_NAME, calendarPopupFeatures(window));
    if (!popup) {
      void alertError(CALENDAR_FAILED_MESSAGE);
      return;
    }
    setPhase('waiting');
    let code: string | null = null;
    const onMessage = (event: MessageEvent) => {
      if (event.source && event.source !== popup) return;
      const received = readAuthorizationMessage(event, origin);
      if (received) code = received;
    };
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      stop();
      void exchange(code);
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
      <button type="button" className="btn btn--secondary" onClick={start} disabled={phase !== 'idle'}>
        Link my Outlook calendar
      </button>
      <p className="calendar-link__status" role="status" aria-live="polite">
        {phase === 'waiting' ? 'Please complete the sign-in in the Outlook window that opened.' : null}
        {phase === 'saving' ? 'Linking your Outlook calendar…' : null}
      </p>
    </div>
  );
}
