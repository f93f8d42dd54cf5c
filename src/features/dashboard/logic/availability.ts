import type { AgendaSlot, RegistrationData } from '@/lib/api/contract';

export type AvailabilityDay = { date: string; slots: AgendaSlot[] };

/** The slot ids the attendee chose: presenters keep them on presenter_property (contract §5.2). */
export function chosenSlotIds(
  client: Pick<RegistrationData['client'], 'available_slot' | 'presenter_property'> | undefined,
  isPresenter: boolean,
): number[] {
  if (!client) return [];
  if (isPresenter) return client.presenter_property?.available_slot ?? client.available_slot ?? [];
  return client.available_slot ?? [];
}

/** The agenda slots whose id was chosen, grouped by day in date and time order; days without a chosen slot are left out. */
export function groupChosenSlots(agendaSlots: AgendaSlot[], chosen: number[]): AvailabilityDay[] {
  const ids = new Set(chosen);
  const byDay = new Map<string, AgendaSlot[]>();
  for (const slot of agendaSlots) {
    if (!ids.has(slot.id)) continue;
    const list = byDay.get(slot.date) ?? [];
    list.push(slot);
    byDay.set(slot.date, list);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, slots]) => ({ date, slots: slots.sort((a, b) => a.start_time.localeCompare(b.start_time)) }));
}

/**
 * Which dashboard tabs an attendee sees (spec A§2): Personal always; Colleagues for presenters;
 * Availability for presenters, or investors when the conference lets them register slots;
 * Schedule Summary and Meeting Preferences (investors) under their conference flags.
 */
export function visibleTabs(
  isPresenter: boolean,
  conference: Partial<
    Pick<
      RegistrationData['conference'],
      'allow_investor_slots_registration' | 'web_show_profile_schedule_summary' | 'web_show_profile_meeting_preferences'
    >
  >,
) {
  const tabs: DashboardTab[] = ['personal'];
  if (isPresenter) tabs.push('colleagues');
  if (isPresenter || conference.allow_investor_slots_registration) tabs.push('availability');
  if (conference.web_show_profile_schedule_summary) tabs.push('schedule');
  if (!isPresenter && conference.web_show_profile_meeting_preferences) tabs.push('preferences');
  return tabs;
}

export type DashboardTab = 'personal' | 'colleagues' | 'availability' | 'schedule' | 'preferences';
