/**
 * Selection limits of the meeting preferences page (spec 001 §4, §5, §9).
 *
 * Maximum meetings = Σ selection_limit of the day groups (available slots +
 * investor_selection_limit per group). Each selected company takes one place in one
 * of the day groups where it shares a slot with the investor; a company present in
 * several groups fills whichever group has spare places, so the assignment is a small
 * bipartite matching (companies → groups with capacities) solved by augmenting paths.
 */
import type { DateStr, Id, PreferenceCompany } from '@/lib/api/contract';
import { blockMessages } from '../messages';
import {
  availabilityMatch,
  companyGroups,
  groupLabel,
  type AvailabilityMatch,
  type InvestorAvailability,
} from './availability';

/** The spec's displayed slot count per group: the limit minus 5, at least 0. */
export const DISPLAYED_SLOTS_OFFSET = 5;

export type BlockReason = keyof typeof blockMessages;

export function maximumMeetings(investor: InvestorAvailability): number {
  let total = 0;
  for (const limit of investor.groupLimits.values()) total += Math.max(0, limit);
  return total;
}

export function displayedSlots(limit: number): number {
  return Math.max(0, limit - DISPLAYED_SLOTS_OFFSET);
}

export type GroupClaim = { id: Id; groups: readonly number[] };

export type Allocation = {
  /** The group each placed company counts against. */
  assignment: Map<Id, number>;
  /** Companies that fit in no group (the limits are exceeded). */
  unplaced: Id[];
};

/**
 * Places every company in one of its groups without exceeding the group limits.
 * Single-group companies are placed first; multi-group companies then fill spare places,
 * moving an earlier multi-group company to another of its groups when that frees room.
 */
export function allocateGroups(claims: readonly GroupClaim[], limits: ReadonlyMap<number, number>): Allocation {
  const assignment = new Map<Id, number>();
  const members = new Map<number, Id[]>();
  const groupsOf = new Map<Id, readonly number[]>();
  const unplaced: Id[] = [];
  const ordered = [...claims].sort((a, b) => a.groups.length - b.groups.length);

  const tryPlace = (id: Id, visited: Set<number>): boolean => {
    for (const group of groupsOf.get(id) ?? []) {
      if (visited.has(group)) continue;
      visited.add(group);
      const inGroup = members.get(group) ?? [];
      if (inGroup.length < Math.max(0, limits.get(group) ?? 0)) {
        inGroup.push(id);
        members.set(group, inGroup);
        assignment.set(id, group);
        return true;
      }
      for (let i = 0; i < inGroup.length; i += 1) {
        const other = inGroup[i];
        // Move `other` elsewhere to make room here.
        inGroup.splice(i, 1);
        assignment.delete(other);
        if (tryPlace(other, visited)) {
          inGroup.push(id);
          assignment.set(id, group);
          return true;
        }
        inGroup.splice(i, 0, other);
        assignment.set(other, group);
      }
    }
    return false;
  };

  for (const claim of ordered) {
    groupsOf.set(claim.id, claim.groups);
    if (!tryPlace(claim.id, new Set())) unplaced.push(claim.id);
  }
  return { assignment, unplaced };
}

type CompanyLike = Pick<PreferenceCompany, 'id' | 'available_dates' | 'available_slots_ids'>;

export function claimsOf(companies: readonly CompanyLike[], investor: InvestorAvailability): GroupClaim[] {
  return companies.map((c) => ({ id: c.id, groups: companyGroups(c, investor) }));
}

/**
 * Why an unselected company cannot be selected now, or null when it can.
 * `selected` are the currently selected companies.
 */
export function blockReason(
  company: CompanyLike,
  selected: readonly CompanyLike[],
  investor: InvestorAvailability,
): BlockReason | null {
  const match = availabilityMatch(company, investor);
  if (match === 'days') return 'days';
  if (match === 'slots') return 'slots';
  if (selected.length >= maximumMeetings(investor)) return 'maximum';
  const claims = claimsOf(selected, investor);
  const before = allocateGroups(claims, investor.groupLimits).unplaced.length;
  const after = allocateGroups(
    [...claims, { id: company.id, groups: companyGroups(company, investor) }],
    investor.groupLimits,
  ).unplaced.length;
  return after > before ? 'groupLimit' : null;
}

export type CompanyFit = {
  match: AvailabilityMatch;
  groups: number[];
  /** The day groups as one key: companies with the same key are blocked or not together. */
  key: string;
};

function fitOf(company: CompanyLike, investor: InvestorAvailability): CompanyFit {
  const groups = companyGroups(company, investor);
  return { match: availabilityMatch(company, investor), groups, key: groups.join(',') };
}

/** What never changes while the investor's availability stays the same: each company's match and day groups. */
export function companyFits(companies: readonly CompanyLike[], investor: InvestorAvailability): Map<Id, CompanyFit> {
  return new Map(companies.map((c) => [c.id, fitOf(c, investor)]));
}

/** The page's figures that follow from the selection, worked out together once per change of the rows. */
export type SelectionSummary<C extends CompanyLike = CompanyLike> = {
  /** The selected companies, in the list's order. */
  selected: C[];
  /** Why each unselected company cannot be selected now (selected companies are never blocked). */
  reasons: Map<Id, BlockReason>;
  /** Unselected companies whose availability does not match the investor's ('days' or 'slots'). */
  mismatches: number;
  counters: GroupCounter[];
};

/**
 * The selection's consequences in one pass over the companies: the selected ones, every block reason,
 * the availability mismatches and the counters. Whether a company fits depends only on its day groups,
 * so the matching (allocateGroups) runs once per distinct set of groups, not once per company.
 */
export function summarizeSelection<C extends CompanyLike>(
  companies: readonly C[],
  isSelected: (id: Id) => boolean,
  investor: InvestorAvailability,
  fits: ReadonlyMap<Id, CompanyFit> = companyFits(companies, investor),
): SelectionSummary<C> {
  const selected: C[] = [];
  for (const company of companies) if (isSelected(company.id)) selected.push(company);
  const fit = (c: CompanyLike) => fits.get(c.id) ?? fitOf(c, investor);
  const claims = selected.map((c) => ({ id: c.id, groups: fit(c).groups }));
  const before = allocateGroups(claims, investor.groupLimits).unplaced.length;
  const atMaximum = selected.length >= maximumMeetings(investor);
  const verdictByKey = new Map<string, boolean>();
  const reasons = new Map<Id, BlockReason>();
  let mismatches = 0;
  for (const company of companies) {
    if (isSelected(company.id)) continue;
    const { match, groups, key } = fit(company);
    if (match !== 'match') {
      reasons.set(company.id, match);
      mismatches += 1;
      continue;
    }
    if (atMaximum) {
      reasons.set(company.id, 'maximum');
      continue;
    }
    let fitsNow = verdictByKey.get(key);
    if (fitsNow === undefined) {
      fitsNow = allocateGroups([...claims, { id: -1, groups }], investor.groupLimits).unplaced.length <= before;
      verdictByKey.set(key, fitsNow);
    }
    if (!fitsNow) reasons.set(company.id, 'groupLimit');
  }
  return { selected, reasons, mismatches, counters: countersOf(claims, investor) };
}

/** Block reasons of every unselected company (selected companies are never blocked). */
export function blockReasons(
  companies: readonly CompanyLike[],
  isSelected: (id: Id) => boolean,
  investor: InvestorAvailability,
  fits: ReadonlyMap<Id, CompanyFit> = companyFits(companies, investor),
): Map<Id, BlockReason> {
  return summarizeSelection(companies, isSelected, investor, fits).reasons;
}

export type GroupCounter = {
  day_group: number;
  label: string;
  /** The group's days, for a label written in the page's language at render time. */
  days: readonly DateStr[];
  limit: number;
  /** limit − 5, at least 0. */
  slots: number;
  /** Selected companies counted against this group. */
  selected: number;
};

/** The groups' labels ("8-9 September"), worked out once per availability. */
const labelsByInvestor = new WeakMap<InvestorAvailability, Map<number, string>>();
function labelOf(investor: InvestorAvailability, group: number): string {
  let labels = labelsByInvestor.get(investor);
  if (!labels) {
    labels = new Map();
    labelsByInvestor.set(investor, labels);
  }
  let label = labels.get(group);
  if (label === undefined) {
    label = groupLabel(investor.groupDays.get(group) ?? []);
    labels.set(group, label);
  }
  return label;
}

function countersOf(claims: readonly GroupClaim[], investor: InvestorAvailability): GroupCounter[] {
  const { assignment, unplaced } = allocateGroups(claims, investor.groupLimits);
  const counts = new Map<number, number>();
  for (const group of assignment.values()) counts.set(group, (counts.get(group) ?? 0) + 1);
  for (const id of unplaced) {
    const first = claims.find((c) => c.id === id)?.groups[0];
    if (first !== undefined) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return [...investor.groupLimits.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day_group, limit]) => ({
      day_group,
      label: labelOf(investor, day_group),
      days: investor.groupDays.get(day_group) ?? [],
      limit,
      slots: displayedSlots(limit),
      selected: counts.get(day_group) ?? 0,
    }));
}

/** Per-group counters; a company that fits nowhere is counted in its first group so the overflow shows. */
export function groupCounters(selected: readonly CompanyLike[], investor: InvestorAvailability): GroupCounter[] {
  return countersOf(claimsOf(selected, investor), investor);
}
