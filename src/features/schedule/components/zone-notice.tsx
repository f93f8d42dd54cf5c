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
