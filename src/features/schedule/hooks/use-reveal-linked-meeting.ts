import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Once the schedule is on screen, the entry the address names (`#meeting-5001`, see meetingAnchor) comes
 * into view and takes the focus, so a link to one meeting lands on it rather than at the top of the page.
 */
export function useRevealLinkedMeeting(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash.startsWith('#meeting-')) return;
    const entry = document.getElementById(hash.slice(1));
    if (!entry) return;
    entry.scrollIntoView?.({ block: 'center' });
    entry.focus({ preventScroll: true });
  }, [ready, hash]);
}
