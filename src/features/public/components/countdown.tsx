import { useEffect, useRef, useState } from 'react';
import { type MessageId, t, useT } from '@/i18n/i18n';
import { showAlert } from '@/lib/alerts';
import { now } from '@/lib/dates/clock';
import { useHydrated } from '@/lib/hydration';
import { countdownParts, EVENT_START } from '../logic/countdown';
import { COUNTDOWN_COMPLETE } from '../messages';

const units = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const satisfies readonly (readonly [string, MessageId])[];

/**
 * Countdown to the start of the conference: days, hours, minutes and seconds (spec A§2). The alert
 * shows when zero is reached while the page is open; a visit after the start simply
 * shows zeros and the started message.
 */
export function Countdown({ target = EVENT_START }: { target?: Date }) {
  // The time left depends on the visit: a page written at build time shows it once in the browser.
  useT();
  const hydrated = useHydrated();
  const [parts, setParts] = useState(() => (hydrated ? countdownParts(target, now()) : null));
  // Whether the countdown was running when first shown: only then does reaching zero alert.
  const wasRunning = useRef(parts === null ? null : !parts.done);
  const done = parts?.done ?? false;

  useEffect(() => {
    if (!hydrated || done) return undefined;
    const tick = () => {
      const next = countdownParts(target, now());
      wasRunning.current ??= !next.done;
      setParts(next);
      return next.done;
    };
    if (tick()) return undefined;
    const timer = window.setInterval(() => {
      if (tick()) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [hydrated, done, target]);

  useEffect(() => {
    if (done && wasRunning.current === true) {
      wasRunning.current = false;
      void showAlert(t(COUNTDOWN_COMPLETE), 'success');
    }
  }, [done]);

  return (
    <div className="countdown">
      <p className="countdown__lead">{done ? t('The conference has started.') : t('The conference starts in')}</p>
      <div role="timer" aria-label={t('Time left until 8 September 2025, 00:00 London time')}>
        <ul className="countdown__units">
          {units.map(([key, label]) => (
            <li key={key} className="countdown__unit">
              <span className="countdown__value" data-unit={key}>
                {parts ? String(parts[key]).padStart(2, '0') : '--'}
              </span>
              <span className="countdown__label">{t(label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
