import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/i18n/i18n';

export type ScheduleView = 'meetings' | 'agenda';

/** The two views of the Meeting Schedule page, each its own address (so either can be linked to and reloaded). */
export const SCHEDULE_VIEWS: { key: ScheduleView; label: MessageId; to: string }[] = [
  { key: 'meetings', label: 'My meetings', to: paths.user.schedulePreview },
  { key: 'agenda', label: 'Whole agenda', to: paths.user.agenda },
];

/**
 * The switch between the Meeting Schedule's views: the attendee's meetings (with the time zone,
 * downloads and cancellation) and the whole agenda (meetings, sessions, tour, travel and shuttle).
 */
export function ScheduleViews({ current }: { current: ScheduleView }) {
  const t = useT();
  return (
    <nav className="schedule-views no-print" aria-label={t('Schedule views')}>
      {SCHEDULE_VIEWS.map((view) => (
        <Link
          key={view.key}
          to={view.to}
          className="schedule-views__link"
          aria-current={view.key === current ? 'page' : undefined}
        >
          {t(view.label)}
        </Link>
      ))}
    </nav>
  );
}
