import { useEffect, useRef, useState } from 'react';
import { showAlert } from '@/lib/alerts';
import { now } from '@/lib/dates/clock';
import { countdownParts, EVENT_START } from '../logic/countdown';
import { COUNTDOWN_COMPLETE } from '../messages';

const units = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/**
 * Countdown to the start of the conference: days, hours, minutes and seconds (spec A§2). The alert
 * shows when zero is reached while the page is open; a visit after the start simply
 * shows zeros and the started message.
 */
export function Countdown({ target = EVENT_START }: { target?: Date }) {
  const [parts, setParts] = useState(() => countdownParts(target, now()));
  const wasRunning = useRef(!parts.done);

  useEffect(() => {
    if (parts.done) return undefined;
    const timer = window.setInterval(() => {
      const next = countdownParts(target, now());
      setParts(next);
      if (next.done) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [parts.done, target]);

  useEffect(() => {
    if (parts.done && wasRunning.current) {
      wasRunning.current = false;
      void showAlert(COUNTDOWN_COMPLETE, 'success');
    }
  }, [parts.done]);

  return (
    <div className="countdown">
      <p className="countdown__lead">{parts.done ? 'The conference has started.' : 'The conference starts in'}</p>
      <div role="timer" aria-label="Time left until 8 September 2025, 00:00 London time">
        <ul className="countdown__units">
          {units.map(([key, label]) => (
            <li key={key} className="countdown__unit">
              <span className="countdown__value" data-unit={key}>
                {String(parts[key]).padStart(2, '0')}
              </span>
              <span className="countdown__label">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
