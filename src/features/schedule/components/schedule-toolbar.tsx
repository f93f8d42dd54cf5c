import { OfflineActionReason } from '@/components/offline-notice';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { useT } from '@/i18n/i18n';
import { useOffline } from '@/lib/offline/online';
import { SCHEDULE_OFFLINE_REASON_ID } from './schedule-slot';

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

/** The time-zone choice and the PDF, e-mail, calendar and print actions of the schedule. */
export function ScheduleToolbar({
  disabled,
  zone,
  onZone,
  dates,
  extraZones,
  onPdf,
  onEmail,
  emailing,
  onIcs,
}: ToolbarProps) {
  const t = useT();
  const offline = useOffline();
  const offlineReason = offline ? SCHEDULE_OFFLINE_REASON_ID : undefined;
  return (
    <div className="schedule-toolbar no-print">
      <div className="schedule-toolbar__zone">
        <TimeZoneSelect
          id="schedule-time-zone"
          label={t('Time zone')}
          value={zone}
          onChange={onZone}
          dates={dates}
          extraZones={extraZones}
          isDisabled={disabled}
          hint={t('Search by city or country, e.g. Dubai, UAE, Riyadh, KSA, New York.')}
        />
      </div>
      <div className="schedule-toolbar__actions" role="group" aria-label={t('Schedule options')}>
        <button
          type="button"
          className="btn btn--primary"
          onClick={onPdf}
          disabled={disabled || offline}
          aria-describedby={offlineReason}
        >
          {t('Download PDF')}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={onEmail}
          disabled={disabled || emailing || offline}
          aria-busy={emailing || undefined}
          aria-describedby={offlineReason}
        >
          {emailing ? t('Sending…') : t('Email to me')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onIcs} disabled={disabled}>
          {t('Download calendar (.ics)')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => window.print()} disabled={disabled}>
          {t('Print')}
        </button>
      </div>
      <OfflineActionReason id={SCHEDULE_OFFLINE_REASON_ID} />
    </div>
  );
}
