import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Id, PreferencesAnswer } from '@/lib/api/contract';
import { t, tText } from '@/i18n/i18n';
import { alertError, alertWarning, toast } from '@/lib/alerts';
import { failureMessage } from '@/lib/api/form-errors';
import { SOMETHING_WENT_WRONG_EXCLAMATION } from '@/lib/messages';
import { preferencesKeys } from '../../api/keys';
import { useSubmitPreferences } from '../../api/submit-preferences';
import { investorAvailability } from '../../logic/availability';
import { movePriority, removeRequest, savedAnswer } from '../../logic/board';
import { groupCounters, maximumMeetings } from '../../logic/limits';
import { checkSubmit, initialRows, prepareRows, submissionBody, type RowsState } from '../../logic/selection';
import { submitMessages } from '../../messages';

/**
 * The requests as the board shows them and the two changes it makes, each saved at once through the
 * list's rules and request: the rows start as the list's do (saved values, meeting type 3 reset, the
 * companies the availability no longer matches unselected), only the changed companies are posted, a
 * refused change says why, and a change that could not be saved stays on the board until it is saved
 * again or undone. A saved change becomes the page's answer, so the list (and the attendee's other
 * tabs, through the mutation's `changes`) show it too.
 */
export function useRequestBoard(data: PreferencesAnswer) {
  const queryClient = useQueryClient();
  const submit = useSubmitPreferences();
  const investor = useMemo(() => investorAvailability(data), [data]);
  const prepared = useMemo(() => prepareRows(data.companies, data.MeetingTypeLists, investor, null), [data, investor]);
  const original = useMemo(() => initialRows(data.companies), [data.companies]);
  /** A change not saved yet: being saved, or refused (then `failed`). */
  const [unsaved, setUnsaved] = useState<RowsState | null>(null);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rows = unsaved ?? prepared.rows;
  // A saved change stays drawn from `unsaved` until the page's answer holds it: the answer reaches this component a
  // render after the save's success, and clearing `unsaved` at once drew the card back in the column it left for
  // that render (its handle, focused, then lost the keyboard's focus).
  const clearOnAnswer = useRef(false);
  useEffect(() => {
    if (!clearOnAnswer.current) return;
    clearOnAnswer.current = false;
    setUnsaved(null);
  }, [data]);

  const save = useCallback(
    (next: RowsState, done: string) => {
      const check = checkSubmit(next, () => true);
      if (!check.ok) {
        void alertWarning(tText(check.message));
        return;
      }
      setUnsaved(next);
      setFailed(false);
      clearOnAnswer.current = false;
      submit.mutate(submissionBody(data.companies, next, original), {
        onSuccess: () => {
          clearOnAnswer.current = true;
          queryClient.setQueryData(preferencesKeys.page(), savedAnswer(data, next));
          setAnnouncement(`${done} ${t(submitMessages.success)}`);
          void toast(submitMessages.success);
        },
        onError: (error) => {
          setFailed(true);
          const message = failureMessage(error, SOMETHING_WENT_WRONG_EXCLAMATION);
          if (message) void alertError(tText(message));
        },
      });
    },
    [data, original, queryClient, submit],
  );

  const move = useCallback(
    (id: Id, priority: number, done: string) => {
      const next = movePriority(rows, id, priority);
      if (next !== rows) save(next, done);
    },
    [rows, save],
  );

  const remove = useCallback(
    (id: Id, done: string) => {
      const next = removeRequest(rows, id);
      if (next !== rows) save(next, done);
    },
    [rows, save],
  );

  const selected = useMemo(() => data.companies.filter((c) => rows[c.id]?.isSelected), [data.companies, rows]);

  return {
    rows,
    selected,
    counters: useMemo(() => groupCounters(selected, investor), [selected, investor]),
    maximum: maximumMeetings(investor),
    deselectedNames: prepared.deselected.map((id) => data.companies.find((c) => c.id === id)?.name ?? ''),
    saving: submit.isPending,
    failed,
    announcement,
    move,
    remove,
    saveAgain: () => {
      if (unsaved) save(unsaved, '');
    },
    undo: () => {
      setUnsaved(null);
      setFailed(false);
    },
  };
}
