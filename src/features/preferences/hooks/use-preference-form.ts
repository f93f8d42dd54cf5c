import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { tText } from '@/i18n/i18n';
import { alertError, alertWarning } from '@/lib/alerts';
import type { Id, PreferenceCompany, PreferencesAnswer } from '@/lib/api/contract';
import { failureMessage } from '@/lib/api/form-errors';
import { SOMETHING_WENT_WRONG_EXCLAMATION } from '@/lib/messages';
import { readItem, removeItem, storageKeys } from '@/lib/session/storage';
import { useSubmitPreferences } from '../api/submit-preferences';
import { revealFlaggedRow } from '../components/reveal-row';
import { investorAvailability } from '../logic/availability';
import { filterOptions, matchesFilters, NO_FILTERS, type CompanyFilters } from '../logic/filters';
import { blockReason, companyFits, maximumMeetings, summarizeSelection } from '../logic/limits';
import {
  checkSubmit,
  deselect,
  initialRows,
  isRowComplete,
  prepareRows,
  selectedForStorage,
  submissionBody,
  type PreferenceField,
  type RowsState,
} from '../logic/selection';

/**
 * The investor's working copy of the preferences form: the rows (restored from a stored
 * selection), the filters, what limits block, and the toggle, change and submit actions.
 */
export function usePreferenceForm(data: PreferencesAnswer) {
  const companies = data.companies;
  const investor = useMemo(() => investorAvailability(data), [data]);
  const companiesById = useMemo(() => new Map(companies.map((c) => [c.id, c])), [companies]);
  const original = useMemo(() => initialRows(companies), [companies]);
  const [initial] = useState(() =>
    prepareRows(
      companies,
      data.MeetingTypeLists,
      investor,
      readItem<PreferenceCompany[]>(storageKeys.selectedCompanies),
    ),
  );
  const [rows, setRows] = useState<RowsState>(initial.rows);
  const [filters, setFilters] = useState<CompanyFilters>(NO_FILTERS);
  const [flagged, setFlagged] = useState<ReadonlySet<Id>>(new Set());
  const [done, setDone] = useState(false);
  const submit = useSubmitPreferences();
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  }, [rows]);

  // The selection kept across the availability reload is read once, when the form is created, then forgotten (§13).
  useEffect(() => {
    removeItem(storageKeys.selectedCompanies);
  }, []);

  const { countries, sectors } = useMemo(() => filterOptions(companies), [companies]);
  const visible = useMemo(() => companies.filter((c) => matchesFilters(c, filters)), [companies, filters]);
  const visibleIds = useMemo(() => new Set(visible.map((c) => c.id)), [visible]);
  const fits = useMemo(() => companyFits(companies, investor), [companies, investor]);
  // Everything that follows from the selection (the other rows' block reasons, the counters, the
  // mismatches), worked out in one pass over the companies per change of the rows.
  const summary = useMemo(
    () => summarizeSelection(companies, (id) => rows[id]?.isSelected === true, investor, fits),
    [companies, rows, investor, fits],
  );
  const { reasons, selected: selectedCompanies, counters, mismatches } = summary;
  const summaryRef = useRef({ rows, reasons });
  useLayoutEffect(() => {
    summaryRef.current = { rows, reasons };
  }, [rows, reasons]);
  const hiddenSelected = selectedCompanies.filter((c) => !visibleIds.has(c.id));
  const flaggedNow = (id: Id) => flagged.has(id) && rows[id]?.isSelected === true && !isRowComplete(rows[id]);

  const onToggle = useCallback(
    (id: Id) => {
      setRows((prev) => {
        const row = prev[id];
        if (!row) return prev;
        if (row.isSelected) return { ...prev, [id]: deselect(row) };
        const company = companiesById.get(id);
        if (!company) return prev;
        // The reasons already worked out for these rows (the rows as rendered), or afresh for rows
        // changed since then.
        const latest = summaryRef.current;
        const blocked =
          latest.rows === prev
            ? latest.reasons.has(id)
            : blockReason(
                company,
                companies.filter((c) => prev[c.id]?.isSelected),
                investor,
              ) !== null;
        if (blocked) return prev;
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
      void alertWarning(
        tText(check.message),
        undefined,
        first ? { focusAfter: () => revealFlaggedRow(first.id, { focus: true }) } : {},
      );
      return;
    }
    setFlagged(new Set());
    submit.mutate(submissionBody(companies, rows, original), {
      onSuccess: () => {
        // The page says so itself (the saved notice, which takes the focus): no dialog on top of it.
        setDone(true);
      },
      onError: (error) => {
        const message = failureMessage(error, SOMETHING_WENT_WRONG_EXCLAMATION);
        if (message) void alertError(tText(message));
      },
    });
  };

  const storedSelection = useCallback(() => selectedForStorage(companies, rowsRef.current), [companies]);

  return {
    companies,
    rows,
    filters,
    setFilters,
    countries,
    sectors,
    visible,
    reasons,
    selectedCompanies,
    counters,
    mismatches,
    maximum: maximumMeetings(investor),
    hiddenSelected,
    hiddenFlagged: hiddenSelected.some((c) => flaggedNow(c.id)),
    flaggedNow,
    deselectedNames: initial.deselected.map((id) => companiesById.get(id)?.name).filter(Boolean),
    done,
    submitting: submit.isPending,
    onToggle,
    onChange,
    onSubmit,
    storedSelection,
  };
}
