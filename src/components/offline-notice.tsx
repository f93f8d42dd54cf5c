import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useTimeZoneChoice } from '@/lib/dates/time-zone-choice';
import { EVENT_TIME_ZONE, resolveTimeZone } from '@/lib/dates/time-zones';
import { keptDataTime, offlineNoticeText } from '@/lib/offline/kept-data';
import { useOffline } from '@/lib/offline/online';
import { getPerson } from '@/lib/session/session';
import './offline-notice.css';

/** Why an action is unavailable while the device is offline (shown beside the disabled control). */
export const OFFLINE_ACTION_REASON =
  'You are offline: this needs a connection to the conference server. What you have entered stays here; send it when you are back online.';

/**
 * The notice every logged-in page shows while the device is offline: what is shown is the data
 * kept on the device, as of when it was fetched, in the attendee's time zone. It goes by itself
 * when the network is back (react-query then refreshes the answers).
 */
export function OfflineNotice() {
  const offline = useOffline();
  const client = useQueryClient();
  const restoring = useIsRestoring(); // re-render once the kept answers are restored
  const [choice] = useTimeZoneChoice();
  if (!offline) return null;
  const zone = resolveTimeZone(choice, getPerson()?.timezone, EVENT_TIME_ZONE);
  const at = restoring ? null : keptDataTime(client);
  return (
    <p className="offline-notice form-alert form-alert--info" role="status">
      {offlineNoticeText(at, zone)}
    </p>
  );
}

/** The reason an action is disabled offline; nothing while online. Give the control `aria-describedby={id}`. */
export function OfflineActionReason({ id }: { id: string }) {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p id={id} className="offline-reason">
      {OFFLINE_ACTION_REASON}
    </p>
  );
}
