/**
 * The dashboard's tabs other than Personal, and the calendar link below them: one download, asked for once the
 * page's first screen has painted (./deferred-parts.tsx).
 */
import type { RegistrationData } from '@/lib/api/contract';
import { slotTimeZone } from '@/features/availability';
import { chosenSlotIds } from '../logic/availability';
import { AvailabilityTab } from './availability-tab';

export { CalendarLink } from '@/features/calendar-link';
export { ColleaguesTab } from './colleagues-tab';
export { PreferencesTab } from './preferences-tab';
export { ScheduleSummaryTab } from './schedule-summary-tab';

/** The Availability tab of the attendee's data set: their chosen slots, in the zone their slot times are shown in. */
export function AvailabilityPanel({ data, presenter }: { data: RegistrationData; presenter: boolean }) {
  return (
    <AvailabilityTab
      agendaSlots={data.lists?.agenda_slots ?? []}
      chosen={chosenSlotIds(data.client, presenter)}
      isPresenter={presenter}
      timezone={slotTimeZone(data.client.timezone, presenter)}
    />
  );
}
