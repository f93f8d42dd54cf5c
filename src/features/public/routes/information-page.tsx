import { Link } from 'react-router-dom';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { settings } from '@/config/settings';
import { paths } from '@/config/paths';
import { datesBetween, eventTimeLabel } from '@/lib/dates/event-time';
import { useConferenceText, useProfile } from '@/lib/profile/profile';
import { Agenda } from '../components/agenda';
import { MEETING_LANGUAGE } from '../content/static-pages';
import { AGENDA_DAYS } from '../content/agenda';
import { buildDeadlines, deadlineDate } from '../logic/deadlines';
import '../public.css';
import { safeHref } from '@/lib/html/safe-href';

/** Useful Information (spec A§2 shell menu): venue, agenda, deadlines, hotel and contact, from the conference data. */
export function InformationPage() {
  const conference = useProfile().data?.conference;
  const textQuery = useConferenceText();
  const email = textQuery.data?.conference_email || conference?.conference_email || settings.conferenceEmail;
  const deadlines = buildDeadlines(textQuery.data);
  // The offset that applies on the conference dates (BST in September), never a fixed "GMT".
  const dates =
    conference?.start_date && conference.end_date
      ? datesBetween(conference.start_date, conference.end_date)
      : AGENDA_DAYS.map((day) => day.date);
  const timeLabel = eventTimeLabel(dates);
  return (
    <article className="page prose information">
      <PageHeading>Useful Information</PageHeading>

      <section aria-labelledby="info-venue">
        <h2 id="info-venue">Venue</h2>
        <p>
          {conference?.name ? `The ${conference.name} Conference` : 'The conference'} takes place at a football stadium
          in north London
          {conference?.start_date && conference.end_date
            ? `, from ${deadlineDate(conference.start_date)} to ${deadlineDate(conference.end_date)}`
            : ''}
          . Meetings are held in {MEETING_LANGUAGE}; all times are {timeLabel}.
        </p>
        {safeHref(conference?.map_link) ? (
          <p>
            <a
              href={safeHref(conference?.map_link) ?? undefined}
              className="tap-link"
              target="_blank"
              rel="noopener noreferrer"
            >
              Show the venue on a map<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="info-agenda">
        <h2 id="info-agenda">Agenda</h2>
        <Agenda />
      </section>

      <section aria-labelledby="info-deadlines">
        <h2 id="info-deadlines">Deadlines</h2>
        {textQuery.isPending && !textQuery.isError ? <Loader label="Loading the registration deadlines…" /> : null}
        {textQuery.isError ? (
          <p className="form-alert form-alert--info">
            The registration and presentation deadlines could not be loaded.{' '}
            <button type="button" className="link-button" onClick={() => void textQuery.refetch()}>
              Try again
            </button>
          </p>
        ) : null}
        <ul>
          {deadlines.map((deadline) => (
            <li key={deadline.id}>
              {deadline.label}: <strong>{deadlineDate(deadline.date)}</strong>
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.importantDeadlines} className="tap-link">
            All important deadlines
          </Link>
        </p>
      </section>

      <section aria-labelledby="info-hotel">
        <h2 id="info-hotel">Hotel</h2>
        <p>
          Conference rate, booking terms and the shuttle bus to the venue are on the{' '}
          <Link to={paths.user.hotelAssistance}>Hotel and Accommodation</Link> page.
        </p>
      </section>

      <section aria-labelledby="info-contact">
        <h2 id="info-contact">Contact</h2>
        <p>
          For any question about the conference, write to <a href={`mailto:${email}`}>{email}</a>.
        </p>
      </section>
    </article>
  );
}
