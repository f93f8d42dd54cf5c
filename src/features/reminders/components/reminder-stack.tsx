import { Link } from 'react-router-dom';
import { tText, useT } from '@/i18n/i18n';
import { isolate } from '@/i18n/isolate';
import { safeHref } from '@/lib/html/safe-href';
import { reminderWords, type Reminder } from '../logic/plan';
import { meetingHref } from '../logic/links';
import { REMINDER_TEXTS } from '../messages';
import '../reminders.css';

type Props = { due: Reminder[]; at: Date; zone: string; onClose: (key: string) => void };

/**
 * The reminders due now, on every page of the signed-in portal. The region is always on the page
 * and polite, so a reminder that comes is read out without taking the attendee's focus away.
 */
export function ReminderStack({ due, at, zone, onClose }: Props) {
  const t = useT();
  return (
    <section className="reminder-stack no-print" aria-label={t(REMINDER_TEXTS.region)} aria-live="polite">
      {due.map((reminder) => {
        const { title, body } = reminderWords(reminder, zone, at);
        const join = reminder.meetingLink ? safeHref(reminder.meetingLink) : null;
        return (
          <article key={reminder.key} className="reminder" aria-label={title}>
            <p className="reminder__title">
              <strong>{title}</strong>
            </p>
            <p className="reminder__body">{body}</p>
            <p className="reminder__actions">
              <Link to={meetingHref(reminder)}>{t(REMINDER_TEXTS.open)}</Link>
              {join ? (
                <a href={join} target="_blank" rel="noopener noreferrer">
                  {t(REMINDER_TEXTS.join)}
                </a>
              ) : null}
              <button
                type="button"
                className="btn btn--ghost reminder__close"
                aria-label={t(REMINDER_TEXTS.close, { title: isolate(tText(reminder.title)) })}
                onClick={() => onClose(reminder.key)}
              >
                ×
              </button>
            </p>
          </article>
        );
      })}
    </section>
  );
}
