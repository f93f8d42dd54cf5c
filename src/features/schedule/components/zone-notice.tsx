import { useT } from '@/i18n/i18n';
import { isolate } from '@/i18n/isolate';
import {
  browserTimeZone,
  EVENT_TIME_ZONE,
  gmtOffsetOnDates,
  zoneCity,
  zoneLabel,
  zonesDiffer,
} from '@/lib/dates/time-zones';

/** Tells when the device's time zone differs from the conference's, and offers to show times in it. */
export function ZoneNotice({
  zone,
  dates,
  onUseBrowserZone,
}: {
  zone: string;
  dates: string[];
  onUseBrowserZone: (zone: string) => void;
}) {
  const t = useT();
  const device = browserTimeZone();
  if (!zonesDiffer(device, EVENT_TIME_ZONE, dates)) return null;
  return (
    <div className="schedule-notice no-print" role="note">
      <p>
        {t(
          'Your device is set to {zone}, while the conference runs on London time {offset}. Check which time zone the times below are shown in.',
          // The zone's name and offset in their own direction inside a right-to-left sentence.
          { zone: isolate(zoneLabel(device, dates)), offset: isolate(gmtOffsetOnDates(EVENT_TIME_ZONE, dates)) },
        )}
      </p>
      {zone !== device ? (
        <button type="button" className="link-button" onClick={() => onUseBrowserZone(device)}>
          {t('Show times in {city} time', { city: zoneCity(device) })}
        </button>
      ) : null}
    </div>
  );
}
