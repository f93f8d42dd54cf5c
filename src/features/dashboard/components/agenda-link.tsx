import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ChangeSummary, useSchedule, useScheduleChanges } from '@/features/schedule';

/**
 * The way to My Agenda, and what changed in the attendee's meetings since the last visit (the
 * agenda's summary line), which links there: the changes are shown, and marked as seen, on the agenda.
 */
export function AgendaLink() {
  const schedule = useSchedule();
  const changes = useScheduleChanges(schedule.data);
  return (
    <div className="dashboard__agenda">
      <ChangeSummary counts={changes.counts}>
        <Link to={paths.user.agenda}>See the changes on My Agenda</Link>
      </ChangeSummary>
      <p>
        <Link to={paths.user.agenda}>My Agenda</Link>: your meetings, sessions, tour and travel on one page.
      </p>
      <p>
        <Link to={paths.user.whoYouMeet}>Who you meet</Link>: the people and companies you meet, day by day, to export
        as Excel.
      </p>
    </div>
  );
}
