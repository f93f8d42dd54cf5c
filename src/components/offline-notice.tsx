import { Suspense, useEffect } from 'react';
import { type MessageId, useT } from '@/i18n/i18n';
import { lazyComponent } from '@/lib/lazy';
import { useOffline } from '@/lib/offline/online';
import { afterLoadWhenIdle } from '@/lib/scheduling/after-load';

/** Why an action is unavailable while the device is offline (shown beside the disabled control). */
export const OFFLINE_ACTION_REASON: MessageId =
  'You are offline: this needs a connection to the conference server. What you have entered stays here; send it when you are back online.';

/**
 * The notice's text needs the date and time-zone libraries: fetched once the page has loaded and
 * the browser is idle, used only offline. Once it has arrived it renders at once, with no
 * Suspense pass; a device that goes offline before then asks for it at that moment (the
 * service worker, once installed, has it).
 */
const NoticeText = lazyComponent(() => import('./offline-notice-text').then((module) => module.default));

/** How long after the page's load event the notice's code is fetched: out of the way of the first visit's own files and answers. */
export const NOTICE_TEXT_DELAY_MS = 3000;

/**
 * The notice every logged-in page shows while the device is offline: what is shown is the data
 * kept on the device, as of when it was fetched, in the attendee's time zone. It goes by itself
 * when the network is back (react-query then refreshes the answers). Its text's code is fetched
 * a few seconds after the page has loaded, so it is there when the connection drops later.
 */
export function OfflineNotice() {
  const offline = useOffline();
  useEffect(() => afterLoadWhenIdle(() => void NoticeText.preload().catch(() => undefined), NOTICE_TEXT_DELAY_MS), []);
  if (!offline) return null;
  return (
    <Suspense fallback={null}>
      <NoticeText />
    </Suspense>
  );
}

/** The reason an action is disabled offline; nothing while online. Give the control `aria-describedby={id}`. */
export function OfflineActionReason({ id }: { id: string }) {
  const offline = useOffline();
  const t = useT();
  if (!offline) return null;
  return (
    <p id={id} className="offline-reason">
      {t(OFFLINE_ACTION_REASON)}
    </p>
  );
}
