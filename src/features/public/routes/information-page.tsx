import { Link } from 'react-router-dom';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { settings } from '@/config/settings';
import { paths } from '@/config/paths';
import { useLocale, useT } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locale-choice';
import { datesBetween, eventTimeLabel } from '@/lib/dates/event-time';
import { useConferenceText, useProfile } from '@/lib/profile/profile';
import { Agenda } from '../components/agenda';
import { AGENDA_DAYS } from '../content/agenda';
import { buildDeadlines, deadlineDate } from '../logic/deadlines';
import '../public.css';
import { safeHref } from '@/lib/html/safe-href';

/**
 * Useful Information (spec A§2 shell menu): venue, agenda, deadlines, hotel and contact, from the conference data. The
 * conference's name and e-mail address are the server's, as sent, each in its own direction.
 */
export function InformationPage() {
  const t = useT();
  const locale = useLocale();
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
  // In another language the conference's name keeps its own direction inside the sentence (a first-strong isolate).
  const name = conference?.name;
  const isolatedName = name && locale !== SOURCE_LOCALE ? `\u2068${name}\u2069` : name;
  const venue =
    (isolatedName
      ? t('The {name} Conference takes place at a football stadium in north London', { name: isolatedName })
      : t('The conference takes place at a football stadium in north London')) +
    (conference?.start_date && conference.end_date
      ? t(', from {start} to {end}', {
          start: deadlineDate(conference.start_date),
          end: deadlineDate(conference.end_date),
        })
      : '');
  return (
    <article className="page prose information">
      <PageHeading>{t('Useful Information')}</PageHeading>

      <section aria-labelledby="info-venue">
        <h2 id="info-venue">{t('Venue')}</h2>
        <p>
          {venue}. {t('Meetings are held in English; all times are')}{' '}
          {/* Written by src/lib/dates in the page's language (not a catalogue text). */}
          <span lang={locale}>{timeLabel}</span>.
        </p>
        {safeHref(conference?.map_link) ? (
          <p>
            <a
              href={safeHref(conference?.map_link) ?? undefined}
              className="tap-link"
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('Show the venue on a map')}
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="info-agenda">
        <h2 id="info-agenda">{t('Agenda')}</h2>
        <Agenda />
      </section>

      <section aria-labelledby="info-deadlines">
        <h2 id="info-deadlines">{t('Deadlines')}</h2>
        {textQuery.isPending && !textQuery.isError ? <Loader label={t('Loading the registration deadlines…')} /> : null}
        {textQuery.isError ? (
          <p className="form-alert form-alert--info">
            {t('The registration and presentation deadlines could not be loaded.')}{' '}
            <button type="button" className="link-button" onClick={() => void textQuery.refetch()}>
              {t('Try again')}
            </button>
          </p>
        ) : null}
        <ul>
          {deadlines.map((deadline) => (
            <li key={deadline.id}>
              {t(deadline.label)}: <strong lang={locale}>{deadlineDate(deadline.date)}</strong>
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.importantDeadlines} className="tap-link">
            {t('All important deadlines')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="info-hotel">
        <h2 id="info-hotel">{t('Hotel')}</h2>
        <p>
          {t('Conference rate, booking terms and the shuttle bus to the venue are on the')}{' '}
          <Link to={paths.user.hotelAssistance}>{t('Hotel and Accommodation')}</Link> {t('page.')}
        </p>
      </section>

      <section aria-labelledby="info-contact">
        <h2 id="info-contact">{t('Contact')}</h2>
        <p>
          {t('For any question about the conference, write to')}{' '}
          <a href={`mailto:${email}`} dir="ltr">
            {email}
          </a>
          .
        </p>
      </section>
    </article>
  );
}
