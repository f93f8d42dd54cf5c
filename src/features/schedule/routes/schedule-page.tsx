import { useDeferredValue, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { safeHref } from '@/lib/html/safe-href';
import { PageHeading } from '@/components/page-heading';
import { OfflineActionReason } from '@/components/offline-notice';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { settings } from '@/config/settings';
import { alertError, alertSuccess, confirmDialog, toast } from '@/lib/alerts';
import type { Conference, ScheduleAnswer, Slot } from '@/lib/api/contract';
import { isApiError } from '@/lib/api/errors';
import { failureMessage } from '@/lib/api/form-errors';
import { now } from '@/lib/dates/clock';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import {
  browserTimeZone,
  EVENT_TIME_ZONE,
  formatLongDate,
  gmtOffsetOnDates,
  resolveTimeZone,
  zoneCity,
  zoneLabel,
  zonesDiffer,
} from '@/lib/dates/time-zones';
import { buildCalendar, downloadCalendar } from '@/lib/export/ics';
import { useOffline } from '@/lib/offline/online';
import { useProfile } from '@/lib/profile/profile';
import { getPersonId } from '@/lib/session/session';
import { useCancelInvestorMeeting } from '../api/cancel-investor-meeting';
import { downloadSchedulePdf } from '../api/download-schedule';
import { useSchedule } from '../api/get-schedule';
import { useInvestorCancellationDate } from '../api/investor-cancellation-date';
import { SEND_SCHEDULE_FAILED, useSendSchedule } from '../api/send-schedule';
import { SCHEDULE_OFFLINE_REASON_ID, ScheduleSlot } from '../components/schedule-slot';
import { canCancelMeeting, cancellationBody } from '../logic/cancellation';
import { NO_COMPANY, scheduleDays, scheduleToEvents } from '../logic/schedule';
import '../schedule.css';

export const NOT_PREPARED = 'Schedule not prepared yet.';
export const PROVISIONAL = 'Provisional Agenda subject to change';

type ToolbarProps = {
  disabled: boolean;
  zone: string;
  onZone: (zone: string) => void;
  dates: string[];
  extraZones: string[];
  onPdf: () => void;
  onEmail: () => void;
  emailing: boolean;
  onIcs: () => void;
};

function ScheduleToolbar({ disabled, zone, onZone, dates, extraZones, onPdf, onEmail, emailing, onIcs }: ToolbarProps) {
  const offline = useOffline();
  const offlineReason = offline ? SCHEDULE_OFFLINE_REASON_ID : undefined;
  return (
    <div className="schedule-toolbar no-print">
      <div className="schedule-toolbar__zone">
        <TimeZoneSelect
          id="schedule-time-zone"
          label="Time zone"
          value={zone}
          onChange={onZone}
          dates={dates}
          extraZones={extraZones}
          isDisabled={disabled}
          hint="Search by city or country, e.g. Dubai, UAE, Riyadh, KSA, New York."
        />
      </div>
      <div className="schedule-toolbar__actions" role="group" aria-label="Schedule options">
        <button type="button" className="btn btn--primary" onClick={onPdf} disabled={disabled || offline} aria-describedby={offlineReason}>
          Download PDF
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={onEmail}
          disabled={disabled || emailing || offline}
          aria-busy={emailing || undefined}
          aria-describedby={offlineReason}
        >
          {emailing ? 'Sending…' : 'Email to me'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onIcs} disabled={disabled}>
          Download calendar (.ics)
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => window.print()} disabled={disabled}>
          Print
        </button>
      </div>
      <OfflineActionReason id={SCHEDULE_OFFLINE_REASON_ID} />
    </div>
  );
}

function ConferenceLinks({ conf }: { conf: Partial<Conference> | undefined }) {
  if (!conf) return null;
  const candidates: [string | null | undefined, string][] = [
    // The organiser's store pages (settings) stand in when the conference record has none.
    [conf.ios_url || settings.appStore.ios, 'Download on the App Store'],
    [conf.android_url || settings.appStore.android, 'Get it on Google Play'],
    [conf.presentations_url, 'Presentations'],
    [conf.companies_list_url, 'List of companies'],
    [conf.schedule_assistance_url, 'Schedule assistance'],
  ];
  const links = candidates.flatMap(([url, label]) => {
    const href = safeHref(url);
    return href ? [{ href, label }] : [];
  });
  if (links.length === 0) return null;
  return (
    <nav className="schedule-links no-print" aria-label="Conference links">
      <ul>
        {links.map((link) => {
          const mail = link.href.startsWith('mailto:');
          return (
            <li key={link.label}>
              <a href={link.href} target={mail ? undefined : '_blank'} rel={mail ? undefined : 'noopener noreferrer'}>
                {link.label}
                {mail ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ZoneNotice({ zone, dates, onUseBrowserZone }: { zone: string; dates: string[]; onUseBrowserZone: (zone: string) => void }) {
  const device = browserTimeZone();
  if (!zonesDiffer(device, EVENT_TIME_ZONE, dates)) return null;
  return (
    <div className="schedule-notice no-print" role="note">
      <p>
        Your device is set to {zoneLabel(device, dates)}, while the conference runs on London time{' '}
        {gmtOffsetOnDates(EVENT_TIME_ZONE, dates)}. Check which time zone the times below are shown in.
      </p>
      {zone !== device ? (
        <button type="button" className="link-button" onClick={() => onUseBrowserZone(device)}>
          Show times in {zoneCity(device)} time
        </button>
      ) : null}
    </div>
  );
}

export function SchedulePage() {
  const profile = useProfile().data;
  const schedule = useSchedule();
  const [choice, setChoice] = useTimeZoneChoice();
  const sendSchedule = useSendSchedule();
  const cancelMeeting = useCancelInvestorMeeting();
  const [cancellingId, setCancellingId] = useState<number | null>(null);

  // The schedule renders in a deferred (interruptible) pass once it arrives, so a long agenda
  // never blocks the page in one long task; the loader stays until that pass is ready.
  const data: ScheduleAnswer | undefined = useDeferredValue(schedule.data);
  const isPresenter = data?.isPresenter ?? false;
  const cancellationDate = useInvestorCancellationDate(Boolean(data) && !isPresenter);
  const serverZone = data?.conference_client?.timezone ?? null;
  const zone = resolveTimeZone(choice, serverZone, EVENT_TIME_ZONE);
  const days = data ? scheduleDays(data.schedule) : [];
  const conferenceDates = profile?.conference_dates?.length ? profile.conference_dates : days.map((d) => d.date);
  const clientId = getPersonId() ?? profile?.client.client_id ?? null;
  const calendarName = data?.conf?.name ?? 'Conference schedule';

  const onPdf = () => {
    if (clientId !== null) downloadSchedulePdf(clientId);
  };
  const onEmail = () => {
    sendSchedule.mutate(undefined, {
      onSuccess: (answer) => void alertSuccess(answer.message),
      onError: (error) => {
        if (failureMessage(error, SEND_SCHEDULE_FAILED) !== null) void alertError(SEND_SCHEDULE_FAILED);
      },
    });
  };
  const onIcs = () => {
    if (!data) return;
    downloadCalendar(buildCalendar(scheduleToEvents(data), { stamp: now(), name: calendarName }), 'schedule.ics');
  };
  const onCancel = async (slot: Slot) => {
    if (clientId === null) return;
    const company = slot.company?.name ?? NO_COMPANY;
    const answer = await confirmDialog({
      title: 'Cancel meeting',
      text: `Do you want to cancel your meeting with ${company} on ${formatLongDate(slot.date)} at ${slot.start_time.slice(0, 5)} (London time)?`,
      confirmText: 'Yes',
      cancelText: 'No',
      denyText: slot.colleagues.length > 0 ? 'Yes for colleagues also' : undefined,
      icon: 'warning',
    });
    if (answer === 'cancel') return;
    setCancellingId(slot.id);
    try {
      await cancelMeeting.mutateAsync(cancellationBody(slot, clientId, answer === 'deny'));
      void toast(answer === 'deny' ? `Your meeting with ${company} has been cancelled, for your colleagues also.` : `Your meeting with ${company} has been cancelled.`);
    } catch {
      // A failed cancellation is silently ignored (spec A§8); the schedule stays as it was.
    } finally {
      setCancellingId(null);
    }
  };

  const heading = data?.title || 'Meeting Schedule';

  if (schedule.isPending || (schedule.data !== undefined && data === undefined)) {
    return (
      <section className="page schedule-page">
        <PageHeading>Meeting Schedule</PageHeading>
        <Loader label="Loading your schedule…" />
      </section>
    );
  }

  const unavailable = schedule.isError && isApiError(schedule.error) && schedule.error.kind === 'validation' ? schedule.error : null;
  if (schedule.isError && !unavailable) {
    return (
      <section className="page schedule-page">
        <PageHeading>Meeting Schedule</PageHeading>
        <LoadError error={schedule.error} title="We could not load your schedule." onRetry={() => void schedule.refetch()} />
      </section>
    );
  }

  const empty = !unavailable && days.length === 0;
  const disabled = Boolean(unavailable) || empty;
  const allowedFrom = cancellationDate.data ?? null;
  const clock = now();

  return (
    <section className={`page schedule-page${disabled ? ' schedule-page--disabled' : ''}`} aria-describedby={disabled ? 'schedule-status' : undefined}>
      <PageHeading>{heading}</PageHeading>
      {data ? (
        <p className="schedule-page__who">
          {data.company ? (
            <span>
              Company: <strong>{data.company.name}</strong>
            </span>
          ) : null}
          {isPresenter && data.room_number ? (
            <span>
              Your room: <strong>{data.room_number}</strong>
            </span>
          ) : null}
        </p>
      ) : null}

      {unavailable ? (
        <div id="schedule-status" className="form-alert form-alert--error" role="alert">
          {(unavailable.messages.length ? unavailable.messages : [unavailable.firstMessage(NOT_PREPARED)]).map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {empty ? (
        <p id="schedule-status" className="form-alert form-alert--info" role="status">
          {NOT_PREPARED}
        </p>
      ) : null}

      <ScheduleToolbar
        disabled={disabled}
        zone={zone}
        onZone={setChoice}
        dates={conferenceDates}
        extraZones={serverZone ? [serverZone] : []}
        onPdf={onPdf}
        onEmail={onEmail}
        emailing={sendSchedule.isPending}
        onIcs={onIcs}
      />
      {!disabled ? (
        <>
          <p className="schedule-page__zone" aria-live="polite">
            Times are shown in <strong>{zoneLabel(zone, conferenceDates)}</strong>.
            {zone !== EVENT_TIME_ZONE ? ' The London times of the conference are given beside them.' : ''} (+1) means the next
            day and (-1) the day before in that time zone.
          </p>
          <ZoneNotice zone={zone} dates={conferenceDates} onUseBrowserZone={setChoice} />
        </>
      ) : null}

      <ConferenceLinks conf={data?.conf} />

      {!disabled
        ? days.map((day) => (
            <section key={day.date} className="schedule-day" aria-labelledby={`day-${day.date}`}>
              <h2 id={`day-${day.date}`} className="schedule-day__heading">
                {formatLongDate(day.date)}
              </h2>
              {day.slots.map((slot) => (
                <ScheduleSlot
                  key={`${slot.type}-${slot.id}`}
                  slot={slot}
                  isPresenter={isPresenter}
                  zone={zone}
                  calendarName={calendarName}
                  canCancel={!isPresenter && canCancelMeeting(slot, clock, allowedFrom)}
                  cancelling={cancellingId === slot.id}
                  onCancel={(s) => void onCancel(s)}
                />
              ))}
            </section>
          ))
        : null}

      <p className="schedule-page__footer">{PROVISIONAL}</p>
    </section>
  );
}
