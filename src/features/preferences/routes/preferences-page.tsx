import { useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Loader } from '@/components/loader';
import { OfflineActionReason } from '@/components/offline-notice';
import { PageHeading } from '@/components/page-heading';
import { settings } from '@/config/settings';
import { alertError, alertSuccess, alertWarning } from '@/lib/alerts';
import type { Id, PreferenceCompany, PreferencesAnswer, RegistrationData } from '@/lib/api/contract';
import { isApiErrorOf } from '@/lib/api/errors';
import { failureMessage } from '@/lib/api/form-errors';
import { SOMETHING_WENT_WRONG_EXCLAMATION } from '@/lib/messages';
import { useOffline } from '@/lib/offline/online';
import { afterNextPaint } from '@/lib/scheduling/after-next-paint';
import { useProfile } from '@/lib/profile/profile';
import { readItem, removeItem, storageKeys } from '@/lib/session/storage';
import { preferencesKeys, usePreferences } from '../api/get-preferences';
import { useSubmitPreferences } from '../api/submit-preferences';
import { CompanyFilters } from '../components/company-filters';
import { CompanyRow, type RowOptions } from '../components/company-row';
import { GroupCounters } from '../components/group-counters';
import { revealFlaggedRow } from '../components/reveal-row';
import { investorAvailability } from '../logic/availability';
import { filterOptions, hasActiveFilters, matchesFilters, NO_FILTERS, type CompanyFilters as Filters } from '../logic/filters';
import { blockReason, blockReasons, companyFits, groupCounters, maximumMeetings } from '../logic/limits';
import {
  checkSubmit,
  deselect,
  initialRows,
  isRowComplete,
  prepareRows,
  selectedForStorage,
  submissionBody,
  submitMessages,
  type PreferenceField,
  type RowsState,
} from '../logic/selection';
import '../preferences.css';

// The modal (and the time-zone code it needs) loads when it is first opened.
const AvailabilityModal = lazy(() => import('../components/availability-modal').then((m) => ({ default: m.AvailabilityModal })));

export const preferencesMessages = {
  noAccess: 'You dont have access to this page',
  closed: 'Please note that the meeting preference page is closed. For any further info, please contact',
} as const;

export const SCHEDULING_EMAIL = settings.schedulesEmail;
/**
 * Rows rendered in the first pass (more than a screenful); the rest follow in a
 * transition right after the first paint, so a conference-size list shows at once
 * and stays responsive while the remaining rows are added.
 */
export const FIRST_PASS_ROWS = 20;

/** The spec's reload delay after saving the availability. */
export const AVAILABILITY_RELOAD_MS = 2000;

function isInvestorProfile(data: RegistrationData | undefined): boolean {
  const person = data?.client?.client;
  if (!person) return false;
  return person.client_type_id === 1 || person.client_type?.type === 1;
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className="pref-notice card" role="alert">
      <p>{children}</p>
    </div>
  );
}

export function PreferencesPage() {
  const profile = useProfile();
  const investor = isInvestorProfile(profile.data);
  const query = usePreferences(investor);
  const queryClient = useQueryClient();

  const reload = useCallback(() => {
    // Resetting the query shows the loader, fetches the page's data again and mounts a fresh
    // form that restores selected_companies: a reload without leaving the single-page app.
    void queryClient.resetQueries({ queryKey: preferencesKeys.page() });
  }, [queryClient]);

  let body: React.ReactNode;
  if (!investor) {
    body = profile.isPending ? <Loader label="Loading…" /> : <Notice>{preferencesMessages.noAccess}</Notice>;
  } else if (query.isPending || (query.isFetching && !query.isFetchedAfterMount)) {
    // A kept answer (offline cache) is being fetched again: the form starts from the server's
    // answer, so nothing typed is replaced under the attendee when it arrives.
    body = <Loader label="Loading your meeting preferences…" />;
  } else if (query.isError) {
    const error = query.error;
    if (isApiErrorOf(error, 'forbidden')) body = <Notice>{preferencesMessages.noAccess}</Notice>;
    else if (isApiErrorOf(error, 'validation')) {
      body = (
        <Notice>
          {preferencesMessages.closed} <a href={`mailto:${SCHEDULING_EMAIL}`}>{SCHEDULING_EMAIL}</a>
        </Notice>
      );
    } else body = <LoadError error={error} title="We could not load your meeting preferences." onRetry={() => void query.refetch()} />;
  } else {
    body = <PreferencesForm key={query.dataUpdatedAt} data={query.data} onReload={reload} />;
  }

  return (
    <div className="page preferences-page">
      <PageHeading>Meeting Preferences</PageHeading>
      {body}
    </div>
  );
}

type FormProps = { data: PreferencesAnswer; onReload: () => void };

function PreferencesForm({ data, onReload }: FormProps) {
  const queryClient = useQueryClient();
  const companies = data.companies;
  const investor = useMemo(() => investorAvailability(data), [data]);
  const companiesById = useMemo(() => new Map(companies.map((c) => [c.id, c])), [companies]);
  const original = useMemo(() => initialRows(companies), [companies]);
  const [initial] = useState(() =>
    prepareRows(companies, data.MeetingTypeLists, investor, readItem<PreferenceCompany[]>(storageKeys.selectedCompanies)),
  );
  const [rows, setRows] = useState<RowsState>(initial.rows);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [flagged, setFlagged] = useState<ReadonlySet<Id>>(new Set());
  const [done, setDone] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [modalUsed, setModalUsed] = useState(false);
  const [allRows, setAllRows] = useState(companies.length <= FIRST_PASS_ROWS);
  const submit = useSubmitPreferences();
  const reloadTimer = useRef<number | undefined>(undefined);
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  // The stored selection is read once when the form is created, then forgotten (§13).
  useEffect(() => {
    removeItem(storageKeys.selectedCompanies);
  }, []);
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);
  useEffect(() => {
    if (allRows) return undefined;
    return afterNextPaint(() => startTransition(() => setAllRows(true)));
  }, [allRows]);

  const options = useMemo<RowOptions>(
    () => ({ meetingTypes: data.MeetingTypeLists, priorities: data.MeetingPriorityLists, knowledge: data.KnowledgeLists }),
    [data],
  );
  const { countries, sectors } = useMemo(() => filterOptions(companies), [companies]);
  const visible = useMemo(() => companies.filter((c) => matchesFilters(c, filters)), [companies, filters]);
  const visibleIds = useMemo(() => new Set(visible.map((c) => c.id)), [visible]);
  const fits = useMemo(() => companyFits(companies, investor), [companies, investor]);
  const reasons = useMemo(
    () => blockReasons(companies, (id) => rows[id]?.isSelected === true, investor, fits),
    [companies, rows, investor, fits],
  );
  const selectedCompanies = useMemo(() => companies.filter((c) => rows[c.id]?.isSelected), [companies, rows]);
  const counters = useMemo(() => groupCounters(selectedCompanies, investor), [selectedCompanies, investor]);
  const maximum = maximumMeetings(investor);
  const hiddenSelected = selectedCompanies.filter((c) => !visibleIds.has(c.id));
  const flaggedNow = (id: Id) => flagged.has(id) && rows[id]?.isSelected === true && !isRowComplete(rows[id]);
  const hiddenFlagged = hiddenSelected.some((c) => flaggedNow(c.id));

  const onToggle = useCallback(
    (id: Id) => {
      setRows((prev) => {
        const row = prev[id];
        if (!row) return prev;
        if (row.isSelected) return { ...prev, [id]: deselect(row) };
        const company = companiesById.get(id);
        if (!company) return prev;
        const selected = companies.filter((c) => prev[c.id]?.isSelected);
        if (blockReason(company, selected, investor) !== null) return prev;
        return { ...prev, [id]: { ...row, isSelected: true } };
      });
    },
    [companies, companiesById, investor],
  );

  const onChange = useCallback((id: Id, field: PreferenceField, value: number) => {
    setRows((prev) => {
      const row = prev[id];
      if (!row || !row.isSelected) return prev;
      return { ...prev, [id]: { ...row, [field]: value } };
    });
  }, []);

  const onSubmit = () => {
    const check = checkSubmit(rows, (id) => visibleIds.has(id));
    if (!check.ok) {
      setFlagged(new Set(check.invalid));
      // The first flagged row on show is brought into view behind the alert, and its first
      // missing select takes focus once the alert is closed (instead of the Submit button).
      const first = companies.find((company) => check.invalid.includes(company.id) && visibleIds.has(company.id));
      if (first) window.requestAnimationFrame(() => revealFlaggedRow(first.id, { focus: false }));
      void alertWarning(check.message, undefined, first ? { focusAfter: () => revealFlaggedRow(first.id, { focus: true }) } : {});
      return;
    }
    setFlagged(new Set());
    submit.mutate(submissionBody(companies, rows, original), {
      onSuccess: () => {
        setDone(true);
        // The kept answer is out of date now: the next visit fetches the saved preferences.
        void queryClient.invalidateQueries({ queryKey: preferencesKeys.page(), refetchType: 'none' });
        void alertSuccess(submitMessages.success);
      },
      onError: (error) => {
        const message = failureMessage(error, SOMETHING_WENT_WRONG_EXCLAMATION);
        if (message) void alertError(message);
      },
    });
  };

  const storedSelection = useCallback(() => selectedForStorage(companies, rowsRef.current), [companies]);
  const onSaved = useCallback(() => {
    reloadTimer.current = window.setTimeout(onReload, AVAILABILITY_RELOAD_MS);
  }, [onReload]);

  const closeModal = useCallback(() => setModalOpen(false), []);
  const disabled = done || submit.isPending;
  const offline = useOffline();
  const deselectedNames = initial.deselected.map((id) => companiesById.get(id)?.name).filter(Boolean);

  return (
    <>
      <form
        className="pref-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabled) onSubmit();
        }}
      >
        {done ? (
          <p className="pref-success" role="status">
            <span aria-hidden="true">✓ </span>
            {submitMessages.success}
          </p>
        ) : null}
        {deselectedNames.length > 0 ? (
          <p className="pref-info" role="status">
            <span aria-hidden="true">ℹ </span>
            No longer matching your availability, so unselected: {deselectedNames.join(', ')}.
          </p>
        ) : null}

        <div className="pref-toolbar">
          <p className="pref-toolbar__text">
            Your availability: <strong>{data.available_slots.length}</strong> slots
          </p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              setModalUsed(true);
              setModalOpen(true);
            }}
            disabled={disabled}
          >
            Update Availability
          </button>
        </div>

        <GroupCounters counters={counters} selected={selectedCompanies.length} maximum={maximum} />

        <CompanyFilters filters={filters} countries={countries} sectors={sectors} disabled={done} onChange={setFilters} />

        {hiddenSelected.length > 0 ? (
          <div className={`pref-hidden${hiddenFlagged ? ' pref-hidden--flagged' : ''}`} role="status">
            <p>
              <span aria-hidden="true">{hiddenFlagged ? '⚠ ' : 'ℹ '}</span>
              {hiddenFlagged
                ? submitMessages.hiddenIncomplete
                : `${hiddenSelected.length} selected ${hiddenSelected.length === 1 ? 'company is' : 'companies are'} hidden by the filters.`}
            </p>
            <button type="button" className="btn btn--ghost" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </button>
          </div>
        ) : null}

        <p className="pref-count" aria-live="polite">
          Showing {visible.length} of {companies.length} companies
        </p>
        {visible.length === 0 ? (
          <p className="pref-empty">No company matches the filters.{hasActiveFilters(filters) ? ' Clear the filters to see every company.' : ''}</p>
        ) : (
          <ul className="pref-list" aria-label="Presenting companies">
            {(allRows ? visible : visible.slice(0, FIRST_PASS_ROWS)).map((company, index) => (
              <CompanyRow
                key={company.id}
                company={company}
                row={rows[company.id]}
                reason={reasons.get(company.id) ?? null}
                flagged={flaggedNow(company.id)}
                disabled={disabled}
                index={index}
                options={options}
                onToggle={onToggle}
                onChange={onChange}
              />
            ))}
          </ul>
        )}

        <div className="form-actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={disabled || offline}
            aria-describedby={offline ? 'preferences-offline-reason' : undefined}
          >
            {submit.isPending ? 'Submitting…' : 'Submit'}
          </button>
          <OfflineActionReason id="preferences-offline-reason" />
        </div>
      </form>
      {modalUsed ? (
        <Suspense fallback={<Loader label="Loading availability…" />}>
          <AvailabilityModal open={modalOpen} onClose={closeModal} selectedCompanies={storedSelection} onSaved={onSaved} />
        </Suspense>
      ) : null}
    </>
  );
}
