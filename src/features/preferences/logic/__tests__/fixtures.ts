import type { PreferenceCompany } from '@/lib/api/contract';
import { investorAvailability } from '../availability';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const groupedDays = [
  { date: '2025-09-08', day_group: 1 },
  { date: '2025-09-09', day_group: 1 },
  { date: '2025-09-10', day_group: 2 },
  { date: '2025-09-11', day_group: 2 },
];

/** investor1 of the demo data: slots 101–108, 201–204, 301–304; limits 17 and 9. */
export function investor(slots: number[] = [...range(101, 108), ...range(201, 204), ...range(301, 304)], extra = 5) {
  const groups = [1, 2].map((g) => ({ day_group: g, available_slots: slots.filter((id) => Math.ceil(Math.floor(id / 100) / 2) === g) }));
  return investorAvailability({
    available_slots: slots,
    grouped_available_slots: groups,
    grouped_days: groupedDays,
    grouped_selection_limit: groups.map((g) => ({
      day_group: g.day_group,
      selection_limit: g.available_slots.length > 0 ? g.available_slots.length + extra : 0,
    })),
  });
}

export function company(id: number, slots: number[], overrides: Partial<PreferenceCompany> = {}): PreferenceCompany {
  const dates = [...new Set(slots.map((s) => `2025-09-${String(7 + Math.floor(s / 100)).padStart(2, '0')}`))].sort();
  return {
    id,
    name: `Company ${id}`,
    country: { id: 818, name: 'Egypt' },
    sector: { id: 1, name: 'Banks' },
    available_dates: dates,
    available_slots_ids: slots,
    presenter_names: [],
    isSelected: false,
    preferences: { id: null, meeting_type: 0, meeting_priority: 0, knowledge: 0, shareholder: 0, meeting_type_readable: null, meeting_priority_readable: null },
    ...overrides,
  };
}

export { range };
