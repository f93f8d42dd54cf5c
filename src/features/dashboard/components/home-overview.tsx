import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import type { RegistrationData } from '@/lib/api/contract';
import { now } from '@/lib/dates/clock';
import { londonDate } from '@/lib/dates/london-day';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import { EVENT_TIME_ZONE, resolveTimeZone } from '@/lib/dates/time-zones';
import { ChangeSummary, scheduleDays, useSchedule, useScheduleChanges } from '@/features/schedule';
import { useMySurvey } from '@/features/survey';
import { usePreferenceCompanies } from '../api/preference-companies';
import { chosenSlotIds } from '../logic/availability';
import { beforeCutOff, toDoItems, unansweredRequired } from '../logic/to-do';
import { HOME_TEXT } from '../messages';
import { OverviewFrame } from './home-cards';
import { NextMeetingCard } from './next-meeting-card';
import { ToDoCard } from './to-do-card';

/**
 * The dashboard's first screen, above its tabs: the meeting in focus, what changed in the schedule
 * since the last visit, and what is left to do. Times by the app clock, in the attendee's zone.
 */
export function HomeOverview({ data, presenter }: { data: RegistrationData; presenter: boolean }) {
  const t = useT();
  const schedule = useSchedule();
  const changes = useScheduleChanges(schedule.data);
  const [choice] = useTimeZoneChoice();
  const survey = useMySurvey();
  const at = now().getTime();
  const today = londonDate(new Date(at));
  const conference = data.conference ?? {};
  const person = data.client.client;
  const preferencesOpen = !presenter && beforeCutOff(conference.cut_off_date, today);
  const preferences = usePreferenceCompanies(person.client_id ?? person.id ?? null, preferencesOpen);

  const zone = resolveTimeZone(choice, schedule.data?.conference_client?.timezone, EVENT_TIME_ZONE);
  const dates = useMemo(
    () =>
      data.conference_dates?.length
        ? data.conference_dates
        : scheduleDays(schedule.data?.schedule ?? {}).map((d) => d.date),
    [data.conference_dates, schedule.data?.schedule],
  );
  const items = toDoItems({
    presenter,
    registrationStatus: data.client.status,
    chosenSlots: chosenSlotIds(data.client, presenter).length,
    investorSlotsAllowed: Boolean(conference.allow_investor_slots_registration),
    cutOffDate: conference.cut_off_date,
    today,
    preferencesChosen: preferences.data ? preferences.data.length : null,
    surveyUnanswered: survey.data ? unansweredRequired(survey.data) : null,
  });

  return (
    <OverviewFrame
      changes={
        <ChangeSummary counts={changes.counts}>
          <Link to={paths.user.schedulePreview}>{t(HOME_TEXT.changesLink)}</Link>
        </ChangeSummary>
      }
    >
      <NextMeetingCard schedule={schedule} zone={zone} dates={dates} at={at} />
      <ToDoCard items={items} awaitingSurvey={survey.isPending} />
    </OverviewFrame>
  );
}
