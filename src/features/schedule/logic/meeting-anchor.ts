import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The id of a meeting's entry on the Meeting Schedule page, for links to it from other pages (`#meeting-5001`). */
export const meetingAnchor = (meetingId: number): string => `meeting-${meetingId}`;

/**
 * Once the schedule is on screen, the entry the address names (`#meeting-5001`) comes into view and
 * takes the focus, so a link to one meeting lands on it rather than at the top of the page.
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
