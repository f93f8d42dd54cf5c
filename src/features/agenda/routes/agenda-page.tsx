import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { OfflineActionReason } from '@/components/offline-notice';
import { PageHeading } from '@/components/page-heading';
import { BUS_TIMETABLE } from '@/content/bus-timetable';
import { tText, useLocale, useT } from '@/i18n/i18n';
import type { Slot } from '@/lib/api/contract';
import { isApiErrorOf } from '@/lib/api/errors';
import { now } from '@/lib/dates/clock';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import { EVENT_TIME_ZONE, resolveTimeZone } from '@/lib/dates/time-zones';
import { useProfile } from '@/lib/profile/profile';
import { getPersonId } from '@/lib/session/session';
import {
  ChangeSummary,
  investorCancellationDateQueryOptions,
  NOT_PREPARED,
  PROVISIONAL,
  SCHEDULE_OFFLINE_REASON_ID,
  scheduleQueryOptions,
  ScheduleViews,
  ScheduleUpdateFailed,
  useInvestorCancellationDate,
  useSchedule,
  useScheduleActions,
  useScheduleChanges,
} from '@/features/schedule';
import { ReminderSetting } from '@/features/reminders';
import { tourBookingQueryOptions, useTourBooking } from '@/features/tours';
import { AgendaDayView } from '../components/agenda-day-view';
import { AgendaList } from '../components/agenda-list';
import type { EntryContext } from '../components/agenda-entry';
import { AgendaToolbar, type AgendaView } from '../components/agenda-toolbar';
import { NowNextBanner, NowNextProvider } from '../components/now-next';
import { exportAgenda } from '../logic/export-agenda';
import { timedEntries } from '../logic/now-next';
import { agendaDays, agendaItems } from '../logic/timeline';
import { AGENDA_TITLE, LOAD_FAILED, LOADING, NOTHING_YET, TOUR_FAILED } from '../messages';
import '../agenda.css';

/**
 * Asks for the schedule and the tour booking before the page first renders (start-up calls this
 * for a signed-in attendee): neither needs the profile. An investor's cancellation date follows
 * the schedule's answer, as on the schedule page.
 */
export function prefetchPageData(queryClient: QueryClient): void {
  const schedule = scheduleQueryOptions();
  void queryClient.prefetchQuery(schedule).then(() => {
    const data = queryClient.getQueryData(schedule.queryKey);
    if (data && !data.isPresenter) void queryClient.prefetchQuery(investorCancellationDateQueryOptions());
  });
  void queryClient.prefetchQuery(tourBookingQueryOptions());
}

/**
 * One frame for every state, so the heading that has focus after the route change stays the same
 * element. The agenda is the Meeting Schedule's second view: the same heading, the views' switch.
 * `title`: the schedule's own, as the server sends it (in its own direction); the page's name until then.
 */
function AgendaFrame({ title, children }: { title?: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="page schedule-page agenda-page">
      <PageHeading>{title ? <span dir="auto">{title}</span> : t(AGENDA_TITLE)}</PageHeading>
      <ScheduleViews current="agenda" />
      {children}
    </section>
  );
}

export function AgendaPage() {
  const t = useT();
  // The entries' titles are read in the attendee's language: a change of language builds them again.
  const locale = useLocale();
  const profile = useProfile().data;
  const schedule = useSchedule();
  const tours = useTourBooking();
  const [choice] = useTimeZoneChoice();
  const [view, setView] = useState<AgendaView>('list');
  const data = schedule.data;
  const isPresenter = data?.isPresenter ?? false;
  const cancellationDate = useInvestorCancellationDate(Boolean(data) && !isPresenter);
  const zone = resolveTimeZone(choice, data?.conference_client?.timezone, EVENT_TIME_ZONE);
  const changes = useScheduleChanges(data);
  const personId = getPersonId() ?? profile?.client.client_id ?? null;
  const calendarName = data?.conf?.name ?? 'Conference schedule';
  const actions = useScheduleActions({ data, clientId: personId, calendarName });

  const { byId, cancelled } = changes;
  const items = useMemo(
    () =>
      agendaItems({
        schedule: data,
        changes: { byId, cancelled },
        tours: tours.data,
        travel: profile?.client,
        bus: BUS_TIMETABLE,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, byId, cancelled, tours.data, profile?.client, locale],
  );
  const days = useMemo(() => agendaDays(items), [items]);
  const entries = useMemo(() => timedEntries(items), [items]);
  const conferenceDates = useMemo(
    () => (profile?.conference_dates?.length ? profile.conference_dates : Object.keys(data?.schedule ?? {}).sort()),
    [profile?.conference_dates, data?.schedule],
  );

  // The entries' context keeps its identity while nothing in it changes (the clock counts in minutes), so a
  // change of view re-renders no entry of the list (docs/performance.md, Interactions).
  const cancelAction = useRef(actions.onCancel);
  useLayoutEffect(() => {
    cancelAction.current = actions.onCancel;
  });
  const onCancel = useCallback((slot: Slot) => void cancelAction.current(slot), []);
  const allowedFrom = cancellationDate.data ?? null;
  const minute = Math.floor(now().getTime() / 60_000);
  const ctx: EntryContext = useMemo(
    () => ({
      zone,
      isPresenter,
      calendarName,
      allowedFrom,
      clock: now(),
      cancellingId: actions.cancellingId,
      onCancel,
    }),
    // `minute`: a new minute reads the clock anew, as every render did before.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [zone, isPresenter, calendarName, allowedFrom, minute, actions.cancellingId, onCancel],
  );

  // Offline, a tour booking never fetched waits for the network: the rest of the agenda does not.
  if (schedule.isPending || (tours.isPending && tours.fetchStatus === 'fetching')) {
    return (
      <AgendaFrame>
        <Loader label={t(LOADING)} />
      </AgendaFrame>
    );
  }
  const unavailable = isApiErrorOf(schedule.error, 'validation') ? schedule.error : null;
  // A later read that failed leaves the answer on screen (with a notice); only a page with none shows the error alone.
  const updateFailed = schedule.isError && !unavailable && data !== undefined;
  if (schedule.isError && !unavailable && !updateFailed) {
    return (
      <AgendaFrame>
        <LoadError error={schedule.error} title={t(LOAD_FAILED)} onRetry={() => void schedule.refetch()} />
      </AgendaFrame>
    );
  }

  const scheduleEmpty = !unavailable && Object.values(data?.schedule ?? {}).every((slots) => slots.length === 0);

  return (
    <AgendaFrame title={data?.title || undefined}>
      {unavailable ? (
        <div className="form-alert form-alert--error" role="alert">
          {/* The server's own words when it gave some, in their own direction; the spec's otherwise. */}
          <p dir="auto">{tText(unavailable.firstMessage(NOT_PREPARED))}</p>
        </div>
      ) : null}
      {scheduleEmpty ? (
        <p className="form-alert form-alert--info" role="status">
          {tText(NOT_PREPARED)}
        </p>
      ) : null}
      {updateFailed ? <ScheduleUpdateFailed schedule={schedule} zone={zone} /> : null}
      {tours.isError ? (
        <LoadError error={tours.error} title={t(TOUR_FAILED)} onRetry={() => void tours.refetch()} />
      ) : null}
      <ChangeSummary counts={changes.counts} onMarkSeen={changes.markSeen} />
      <AgendaToolbar
        view={view}
        onView={setView}
        onIcs={() => exportAgenda(items, isPresenter, personId, calendarName)}
        disabled={items.length === 0}
        zone={zone}
        dates={conferenceDates}
      />
      <OfflineActionReason id={SCHEDULE_OFFLINE_REASON_ID} />
      {items.length === 0 ? <p>{t(NOTHING_YET)}</p> : null}
      <NowNextProvider entries={entries} conferenceDates={conferenceDates}>
        <NowNextBanner items={items} zone={zone} />
        {view === 'day' ? <AgendaDayView days={days} ctx={ctx} /> : null}
        <AgendaList days={days} ctx={ctx} hidden={view === 'day'} />
      </NowNextProvider>
      {items.length > 0 ? <ReminderSetting /> : null}
      <p className="schedule-page__footer">{tText(PROVISIONAL)}</p>
    </AgendaFrame>
  );
}
