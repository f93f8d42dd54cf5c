import type { QueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { tText, useLocale, useT } from '@/i18n/i18n';
import type { ScheduleAnswer, Slot } from '@/lib/api/contract';
import { isApiError, type ApiError } from '@/lib/api/errors';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import { EVENT_TIME_ZONE, resolveTimeZone, zoneLabel } from '@/lib/dates/time-zones';
import { useProfile } from '@/lib/profile/profile';
import { getPersonId } from '@/lib/session/session';
import { ReminderSetting } from '@/features/reminders';
import { scheduleQueryOptions, useSchedule } from '../api/get-schedule';
import { investorCancellationDateQueryOptions, useInvestorCancellationDate } from '../api/investor-cancellation-date';
import { ConferenceLinks } from '../components/conference-links';
import { ChangeSummary } from '../components/schedule-changes';
import { ScheduleDays } from '../components/schedule-days';
import { ScheduleToolbar } from '../components/schedule-toolbar';
import { ScheduleViews } from '../components/schedule-views';
import { ScheduleUpdateFailed } from '../components/update-failed';
import { useEntryTarget } from '../hooks/use-entry-target';
import { ZoneNotice } from '../components/zone-notice';
import { useScheduleChanges } from '../hooks/use-schedule-changes';
import { scheduleDays } from '../logic/schedule';
import { useScheduleActions } from '../hooks/use-schedule-actions';
import { NOT_PREPARED, PROVISIONAL } from '../messages';
import '../schedule.css';

function ScheduleHeader({ data, isPresenter }: { data: ScheduleAnswer | undefined; isPresenter: boolean }) {
  const t = useT();
  if (!data) return null;
  return (
    <p className="schedule-page__who">
      {data.company ? (
        <span>
          {t('Company:')} <strong dir="auto">{data.company.name}</strong>
        </span>
      ) : null}
      {isPresenter && data.room_number ? (
        <span>
          {t('Your room:')} <strong dir="auto">{data.room_number}</strong>
        </span>
      ) : null}
    </p>
  );
}

/**
 * Why there is nothing to show: the server's own reason (as sent, in its own direction), or the schedule has no days
 * yet.
 */
function ScheduleStatus({ unavailable, empty }: { unavailable: ApiError | null; empty: boolean }) {
  const t = useT();
  if (unavailable) {
    return (
      <div id="schedule-status" className="form-alert form-alert--error" role="alert">
        {unavailable.messages.length ? (
          unavailable.messages.map((message) => (
            <p key={message} dir="auto">
              {message}
            </p>
          ))
        ) : (
          <p>{tText(unavailable.firstMessage(NOT_PREPARED))}</p>
        )}
      </div>
    );
  }
  if (!empty) return null;
  return (
    <p id="schedule-status" className="form-alert form-alert--info" role="status">
      {t(NOT_PREPARED)}
    </p>
  );
}

/** "Times are shown in (GMT+04:00) Dubai. …": the zone named in its own element, the sentence around it in pieces. */
function ZoneExplanation({ zone, dates }: { zone: string; dates: string[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="schedule-page__zone" aria-live="polite">
      {/* The zone's name, written by src/lib/dates in the page's language. */}
      {t('Times are shown in')}{' '}
      <strong lang={locale} dir="auto">
        {zoneLabel(zone, dates)}
      </strong>
      .{zone !== EVENT_TIME_ZONE ? ` ${t('The London times of the conference are given beside them.')}` : ''}{' '}
      {t('(+1) means the next day and (-1) the day before in that time zone.')}
    </p>
  );
}

/**
 * The page around every state (loading, failed, shown). One frame for all of them keeps the same
 * heading element from the loader to the schedule, so the focus a route change put on it stays.
 */
function ScheduleFrame({
  title,
  disabled = false,
  children,
}: {
  /** The server's title for the schedule; the portal's own heading without one. */
  title?: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <section
      className={`page schedule-page${disabled ? ' schedule-page--disabled' : ''}`}
      aria-describedby={disabled ? 'schedule-status' : undefined}
    >
      <PageHeading>{title ? <bdi>{title}</bdi> : t('Meeting Schedule')}</PageHeading>
      <ScheduleViews current="meetings" />
      {children}
    </section>
  );
}

/**
 * Asks for the attendee's schedule before the page first renders (start-up calls this for a
 * signed-in attendee while the profile is still on its way): the schedule needs nothing from
 * the profile, so the page finds it already loading or loaded. Whether the investor
 * cancellation date is asked for at all depends on the schedule's answer: once that is in and
 * names an investor, it is asked for too, without waiting for the page to render the answer.
 */
export function prefetchPageData(queryClient: QueryClient): void {
  const schedule = scheduleQueryOptions();
  void queryClient.prefetchQuery(schedule).then(() => {
    const data = queryClient.getQueryData(schedule.queryKey);
    if (data && !data.isPresenter) void queryClient.prefetchQuery(investorCancellationDateQueryOptions());
  });
}

/** The days render again only when what they show changes: a new zone, a new answer, a cancellation under way. */
const Days = memo(ScheduleDays);

export function SchedulePage() {
  const t = useT();
  const profile = useProfile().data;
  const schedule = useSchedule();
  const [choice, setChoice] = useTimeZoneChoice();

  // The schedule renders in a deferred (interruptible) pass once it arrives, so a long agenda
  // never blocks the page in one long task; the loader stays until that pass is ready.
  const data: ScheduleAnswer | undefined = useDeferredValue(schedule.data);
  const isPresenter = data?.isPresenter ?? false;
  const cancellationDate = useInvestorCancellationDate(Boolean(data) && !isPresenter);
  const serverZone = data?.conference_client?.timezone ?? null;
  const zone = resolveTimeZone(choice, serverZone, EVENT_TIME_ZONE);
  const days = useMemo(() => (data ? scheduleDays(data.schedule) : []), [data]);
  // The chosen zone shows in the selector and the explanation at once; every time of the days follows in a
  // deferred render (a newer choice interrupts it), so the choice paints first (docs/performance.md, Interactions).
  const daysZone = useDeferredValue(zone);
  const conferenceDates = profile?.conference_dates?.length ? profile.conference_dates : days.map((d) => d.date);
  const clientId = getPersonId() ?? profile?.client.client_id ?? null;
  const calendarName = data?.conf?.name ?? 'Conference schedule';
  const actions = useScheduleActions({ data, clientId, calendarName });
  const changes = useScheduleChanges(data);
  const { byId, cancelled, counts } = changes;
  const dayChanges = useMemo(() => ({ byId, cancelled, counts }), [byId, cancelled, counts]);
  const cancelAction = useRef(actions.onCancel);
  useLayoutEffect(() => {
    cancelAction.current = actions.onCancel;
  });
  const onCancel = useCallback((slot: Slot) => void cancelAction.current(slot), []);
  useEntryTarget(days.length > 0);

  if (schedule.isPending || (schedule.data !== undefined && data === undefined)) {
    return (
      <ScheduleFrame>
        <Loader label={t('Loading your schedule…')} />
      </ScheduleFrame>
    );
  }

  const unavailable =
    schedule.isError && isApiError(schedule.error) && schedule.error.kind === 'validation' ? schedule.error : null;
  // A later read that failed leaves the answer on screen (with a notice); only a page with none shows the error alone.
  const updateFailed = schedule.isError && !unavailable && data !== undefined;
  if (schedule.isError && !unavailable && !updateFailed) {
    return (
      <ScheduleFrame>
        <LoadError
          error={schedule.error}
          title={t('We could not load your schedule.')}
          onRetry={() => void schedule.refetch()}
        />
      </ScheduleFrame>
    );
  }

  const empty = !unavailable && days.length === 0;
  const disabled = Boolean(unavailable) || empty;

  return (
    <ScheduleFrame title={data?.title || undefined} disabled={disabled}>
      <ScheduleHeader data={data} isPresenter={isPresenter} />
      <ScheduleStatus unavailable={unavailable} empty={empty} />
      {updateFailed ? <ScheduleUpdateFailed schedule={schedule} zone={zone} /> : null}
      <ChangeSummary counts={changes.counts} onMarkSeen={changes.markSeen} />
      <ScheduleToolbar
        disabled={disabled}
        zone={zone}
        onZone={setChoice}
        dates={conferenceDates}
        extraZones={serverZone ? [serverZone] : []}
        onPdf={actions.onPdf}
        onEmail={actions.onEmail}
        emailing={actions.emailing}
        onIcs={actions.onIcs}
      />
      {!disabled ? (
        <>
          <ZoneExplanation zone={zone} dates={conferenceDates} />
          <ZoneNotice zone={zone} dates={conferenceDates} onUseBrowserZone={setChoice} />
        </>
      ) : null}

      {!disabled ? (
        <Days
          days={days}
          isPresenter={isPresenter}
          zone={daysZone}
          calendarName={calendarName}
          allowedFrom={cancellationDate.data ?? null}
          cancellingId={actions.cancellingId}
          onCancel={onCancel}
          changes={dayChanges}
        />
      ) : null}

      {!disabled ? (
        <p className="schedule-page__who-link no-print">
          <Link to={paths.user.whoYouMeet}>{t('Who you meet')}</Link>
          {t(': the people and companies you meet, day by day, to export as Excel.')}
        </p>
      ) : null}
      {!disabled ? <ReminderSetting /> : null}

      {/* After the meetings: the schedule itself is what the page is opened for. */}
      <ConferenceLinks conf={data?.conf} />

      <p className="schedule-page__footer">{t(PROVISIONAL)}</p>
    </ScheduleFrame>
  );
}
