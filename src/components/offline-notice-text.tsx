import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '@/i18n/i18n';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import { EVENT_TIME_ZONE, resolveTimeZone } from '@/lib/dates/time-zones';
import { keptDataTime, offlineNoticeText } from '@/lib/offline/kept-data';
import { getPerson } from '@/lib/session/session';

/** The offline notice's text: the data kept on the device, as of when it was fetched, in the attendee's time zone. */
export default function OfflineNoticeText() {
  useLocale(); // its text is in the attendee's language
  const client = useQueryClient();
  const restoring = useIsRestoring(); // re-render once the kept answers are restored
  const [choice] = useTimeZoneChoice();
  const zone = resolveTimeZone(choice, getPerson()?.timezone, EVENT_TIME_ZONE);
  const at = restoring ? null : keptDataTime(client);
  return (
    <p className="offline-notice form-alert form-alert--info" role="status">
      {offlineNoticeText(at, zone)}
    </p>
  );
}
