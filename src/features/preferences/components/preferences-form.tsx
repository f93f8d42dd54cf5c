import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  memo,
  type CSSProperties,
  type FormEvent,
} from 'react';
import { Loader } from '@/components/loader';
import { t, useLocale } from '@/i18n/i18n';
import { OfflineActionReason } from '@/components/offline-notice';
import type { Id, PreferenceCompany, PreferencesAnswer } from '@/lib/api/contract';
import { now } from '@/lib/dates/clock';
import { lazyComponent } from '@/lib/lazy';
import { londonDate } from '@/lib/dates/london-day';
import { useOffline } from '@/lib/offline/online';
import { afterNextPaint } from '@/lib/scheduling/after-next-paint';
import { hasActiveFilters, NO_FILTERS } from '../logic/filters';
import type { BlockReason } from '../logic/limits';
import type { PreferenceField, RowState } from '../logic/selection';
import { firstPassRows, rowGroups } from '../logic/first-pass';
import { savedState } from '../logic/saved-state';
import { usePreferenceForm } from '../hooks/use-preference-form';
import { AvailabilityToolbar, MISMATCH_NOTE_ID } from './availability-toolbar';
import { CompanyFilters } from './company-filters';
import { CompanyRow, type RowOptions } from './company-row';
import { GroupCounters } from './group-counters';
import { HiddenSelectionNotice, SelectionNotices } from './preference-notices';

// The modal (and the time-zone code it needs) loads when it is first opened.
const AvailabilityModal = lazyComponent(() => import('./availability-modal').then((m) => m.AvailabilityModal));

/** How long after saving the availability the page loads again (as the spec asks). */
export const AVAILABILITY_RELOAD_MS = 2000;

type Props = { data: PreferencesAnswer; onReload: () => void };

/** The Update Availability modal, loaded on first use; a save reloads the page a moment later. */
function useAvailabilityModal(onReload: () => void) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const reloadTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);
  const onSaved = useCallback(() => {
    reloadTimer.current = window.setTimeout(onReload, AVAILABILITY_RELOAD_MS);
  }, [onReload]);
  const onClose = useCallback(() => setOpen(false), []);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return { open, used, show, onClose, onSaved };
}

type RowGroupProps = {
  start: number;
  companies: PreferenceCompany[];
  skippable: boolean;
  rows: Record<Id, RowState>;
  reasons: Map<Id, BlockReason>;
  flaggedNow: (id: Id) => boolean;
  disabled: boolean;
  options: RowOptions;
  onToggle: (id: Id) => void;
  onChange: (id: Id, field: PreferenceField, value: number) => void;
};

/** Whether a group's rows would render as before: a click on one row re-renders its group only. */
function sameGroup(a: RowGroupProps, b: RowGroupProps): boolean {
  if (
    a.start !== b.start ||
    a.skippable !== b.skippable ||
    a.disabled !== b.disabled ||
    a.options !== b.options ||
    a.onToggle !== b.onToggle ||
    a.onChange !== b.onChange ||
    a.companies.length !== b.companies.length
  )
    return false;
  return a.companies.every((company, i) => {
    const id = company.id;
    return (
      b.companies[i] === company &&
      a.rows[id] === b.rows[id] &&
      a.reasons.get(id) === b.reasons.get(id) &&
      a.flaggedNow(id) === b.flaggedNow(id)
    );
  });
}

/**
 * Up to ROWS_PER_GROUP rows in one box: below the first screen the browser skips a group at a time
 * (`.pref-group--skippable`), and a group with a selected row is always painted, so that its select
 * boxes' menus are not cut at its edge.
 */
const RowGroup = memo(function RowGroup({
  start,
  companies,
  skippable,
  rows,
  reasons,
  flaggedNow,
  disabled,
  options,
  onToggle,
  onChange,
}: RowGroupProps) {
  const open = companies.some((company) => rows[company.id]?.isSelected);
  return (
    <div
      className={`pref-group${skippable ? ' pref-group--skippable' : ''}${open ? ' pref-group--open' : ''}`}
      style={{ '--group-rows': companies.length } as CSSProperties}
    >
      {companies.map((company, offset) => (
        <CompanyRow
          key={company.id}
          company={company}
          row={rows[company.id]}
          reason={reasons.get(company.id) ?? null}
          flagged={flaggedNow(company.id)}
          disabled={disabled}
          index={start + offset}
          options={options}
          mismatchNoteId={MISMATCH_NOTE_ID}
          onToggle={onToggle}
          onChange={onChange}
        />
      ))}
    </div>
  );
}, sameGroup);

export function PreferencesForm({ data, onReload }: Props) {
  const form = usePreferenceForm(data);
  // The rows are memoised: a change of language reaches them through their options (a new object).
  const locale = useLocale();
  const { companies, visible, rows, filters } = form;
  // The first pass fills the window (see firstPassRows); the remaining rows follow in a
  // transition right after the first paint, so a conference-size list shows at once and
  // stays responsive while they are added.
  const [firstPass] = useState(() => firstPassRows(window.innerHeight));
  const [allRows, setAllRows] = useState(companies.length <= firstPass);
  useEffect(() => {
    if (allRows) return undefined;
    return afterNextPaint(() => startTransition(() => setAllRows(true)));
  }, [allRows]);

  const groups = useMemo(
    () => rowGroups(allRows ? visible : visible.slice(0, firstPass)),
    [allRows, visible, firstPass],
  );

  const options = useMemo<RowOptions>(
    () => ({
      meetingTypes: data.MeetingTypeLists,
      priorities: data.MeetingPriorityLists,
      knowledge: data.KnowledgeLists,
      shareholder: data.ShareholderLists,
      locale,
    }),
    [data, locale],
  );
  const modal = useAvailabilityModal(onReload);
  const disabled = form.done || form.submitting;
  const offline = useOffline();
  const saved = useMemo(() => savedState(data.conference?.cut_off_date, londonDate(now())), [data.conference]);
  // The form's own props stay the same from render to render. The browser looks a form's named
  // controls up (one per control with an id or a name: thousands here) when a property of the form
  // element is set, and React sets one (the props it keeps on each element) whenever a prop of the
  // form changes: with an inline submit handler that cost each click about 50 ms at 2,200 companies
  // with the CPU slowed 4x.
  const submitLatest = useRef(() => {});
  useLayoutEffect(() => {
    submitLatest.current = () => {
      if (!disabled) form.onSubmit();
    };
  });
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitLatest.current();
  }, []);

  return (
    <>
      <form className="pref-form" noValidate onSubmit={onSubmit}>
        <SelectionNotices done={form.done} saved={saved} onChange={onReload} deselectedNames={form.deselectedNames} />
        <AvailabilityToolbar
          slots={data.available_slots.length}
          mismatches={form.mismatches}
          disabled={disabled}
          onUpdate={modal.show}
        />
        <GroupCounters counters={form.counters} selected={form.selectedCompanies.length} maximum={form.maximum} />
        <CompanyFilters
          filters={filters}
          countries={form.countries}
          sectors={form.sectors}
          disabled={form.done}
          onChange={form.setFilters}
        />
        <HiddenSelectionNotice
          hiddenSelected={form.hiddenSelected}
          flagged={form.hiddenFlagged}
          onClear={() => form.setFilters(NO_FILTERS)}
        />

        <p className="pref-count" aria-live="polite">
          {t('Showing {shown} of {total} companies', { shown: visible.length, total: companies.length })}
        </p>
        {visible.length === 0 ? (
          <p className="pref-empty">
            {t('No company matches the filters.')}
            {hasActiveFilters(filters) ? ` ${t('Clear the filters to see every company.')}` : ''}
          </p>
        ) : (
          <div
            role="list"
            className="pref-list"
            aria-label={t('Presenting companies')}
            // Busy while the rows below the first screen are still being added (see firstPassRows).
            aria-busy={allRows ? undefined : true}
          >
            {groups.map((group) => (
              <RowGroup
                key={group.start}
                start={group.start}
                companies={group.companies}
                skippable={group.start >= firstPass}
                rows={rows}
                reasons={form.reasons}
                flaggedNow={form.flaggedNow}
                disabled={disabled}
                options={options}
                onToggle={form.onToggle}
                onChange={form.onChange}
              />
            ))}
          </div>
        )}

        <div className="form-actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={disabled || offline}
            aria-describedby={offline ? 'preferences-offline-reason' : undefined}
          >
            {form.submitting ? t('Submitting…') : t('Submit')}
          </button>
          <OfflineActionReason id="preferences-offline-reason" />
        </div>
      </form>
      {modal.used ? (
        <Suspense fallback={<Loader label={t('Loading availability…')} />}>
          <AvailabilityModal
            open={modal.open}
            onClose={modal.onClose}
            selectedCompanies={form.storedSelection}
            onSaved={modal.onSaved}
          />
        </Suspense>
      ) : null}
    </>
  );
}
