import { useId, useState } from 'react';
import { type MessageId, useT } from '@/i18n/i18n';
import { askNotificationPermission, notificationState, type NotificationState } from '@/lib/notifications';
import { REMINDER_MINUTES, saveReminderChoice, useReminderChoice, type ReminderMinutes } from '@/lib/reminders/choice';
import { NOTIFICATION_TEXTS, REMINDER_TEXTS } from '../messages';
import '../reminders.css';

const refusal = (state: NotificationState): MessageId | null => {
  if (state === 'denied') return NOTIFICATION_TEXTS.denied;
  if (state === 'default') return NOTIFICATION_TEXTS.dismissed;
  if (state === 'unsupported') return NOTIFICATION_TEXTS.unsupported;
  return null;
};

type Props = {
  /** Only the minutes, as the dashboard's next-meeting card shows them (the rest is on the schedule page). */
  compact?: boolean;
};

/**
 * The reminder choice: minutes before each meeting (Off, 5, 10, 15, 30), general sessions too,
 * and system notifications. The browser's permission is asked only when the attendee turns
 * notifications on; a refusal leaves them off and is said in the status line. `compact`: the
 * minutes alone (one choice, shown in both places).
 */
export function ReminderSetting({ compact = false }: Props) {
  const t = useT();
  const id = useId();
  const choice = useReminderChoice();
  const [note, setNote] = useState<MessageId | null>(null);
  // Allowed once and blocked since (in the browser's settings): the choice stays, and the page says why nothing comes.
  const blocked = choice.system && choice.minutes > 0 ? refusal(notificationState()) : null;
  const said = note ?? blocked;

  const toggleSystem = async (on: boolean) => {
    if (!on) {
      saveReminderChoice({ ...choice, system: false });
      setNote(null);
      return;
    }
    const state = await askNotificationPermission();
    const refused = refusal(state);
    saveReminderChoice({ ...choice, system: refused === null });
    setNote(refused ?? NOTIFICATION_TEXTS.on);
  };

  const minutes = (
    <div className="reminder-setting__row">
      <label htmlFor={`${id}-minutes`}>{t(REMINDER_TEXTS.minutesLabel)}</label>
      <select
        id={`${id}-minutes`}
        value={choice.minutes}
        aria-describedby={compact ? undefined : `${id}-hint`}
        onChange={(event) => saveReminderChoice({ ...choice, minutes: Number(event.target.value) as ReminderMinutes })}
      >
        {REMINDER_MINUTES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes === 0 ? t(REMINDER_TEXTS.off) : t(REMINDER_TEXTS.minutes, { minutes })}
          </option>
        ))}
      </select>
    </div>
  );
  if (compact) return <div className="reminder-setting reminder-setting--compact no-print">{minutes}</div>;

  return (
    <fieldset className="reminder-setting no-print">
      <legend>{t(REMINDER_TEXTS.legend)}</legend>
      {minutes}
      <div className="reminder-setting__row">
        <input
          id={`${id}-sessions`}
          type="checkbox"
          checked={choice.sessions}
          disabled={choice.minutes === 0}
          onChange={(event) => saveReminderChoice({ ...choice, sessions: event.target.checked })}
        />
        <label htmlFor={`${id}-sessions`}>{t(REMINDER_TEXTS.sessions)}</label>
      </div>
      <div className="reminder-setting__row">
        <input
          id={`${id}-system`}
          type="checkbox"
          checked={choice.system}
          disabled={choice.minutes === 0}
          onChange={(event) => void toggleSystem(event.target.checked)}
        />
        <label htmlFor={`${id}-system`}>{t(REMINDER_TEXTS.system)}</label>
      </div>
      <p id={`${id}-hint`} className="field__hint reminder-setting__note">
        {t(REMINDER_TEXTS.hint)}
      </p>
      <p className="reminder-setting__note" role="status">
        {said ? t(said) : ''}
      </p>
    </fieldset>
  );
}
