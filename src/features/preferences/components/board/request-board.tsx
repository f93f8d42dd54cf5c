import { DndContext, DragOverlay, useDroppable, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { OfflineActionReason } from '@/components/offline-notice';
import { t, useLocale } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locale-choice';
import type { NamedRef, PreferencesAnswer } from '@/lib/api/contract';
import { confirmDialog } from '@/lib/alerts';
import { now } from '@/lib/dates/clock';
import { formatLongDate } from '@/lib/dates/format';
import { londonDate } from '@/lib/dates/london-day';
import { useOffline } from '@/lib/offline/online';
import { boardColumns, type BoardCard, type BoardColumn } from '../../logic/board';
import { requestStatus, scheduledCount, type RequestStatus } from '../../logic/request-status';
import { savedState } from '../../logic/saved-state';
import { isolate } from '@/i18n/isolate';
import { boardMessages, SCHEDULING_EMAIL } from '../../messages';
import { DeselectedNotice } from '../preference-notices';
import { GroupCounters } from '../group-counters';
import { announcements, columnId, useBoardDnd, useScreenReaderInstructions, type CardData } from './board-dnd';
import { RequestCard, type CardOptions } from './request-card';
import { useRequestBoard } from './use-request-board';
import { useScheduleForRequests } from './use-schedule-for-requests';
import '../../board.css';

/** The portal's phone layout (src/styles/global.css): the columns become sections, and moving uses the action. */
const PHONE_QUERY = '(max-width: 900px)';
const subscribePhone = (onChange: () => void) => {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
};
const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

const LOCKED_REASON_ID = 'requests-locked-reason';
const OFFLINE_REASON_ID = 'requests-offline-reason';

type ColumnProps = {
  column: BoardColumn;
  columns: BoardColumn[];
  statusOf: (card: BoardCard) => RequestStatus;
  options: CardOptions;
  zone: string;
  locked: boolean;
  lockedReasonId?: string;
  draggable: boolean;
  onMove: (card: BoardCard, to: NamedRef) => void;
  onRemove: (card: BoardCard) => void;
};

function Column({ column, columns, statusOf, ...rest }: ColumnProps) {
  const { priority, cards } = column;
  const droppable = useDroppable({ id: columnId(priority.id), data: { priority: priority.id, name: priority.name } });
  const headingId = `requests-column-${priority.id}`;
  const targets = columns.map((c) => c.priority).filter((p) => p.id !== priority.id && p.id !== 0);
  return (
    <section
      ref={droppable.setNodeRef}
      className={`request-column${droppable.isOver ? ' request-column--over' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="request-column__title" tabIndex={-1}>
        {/* The server's name of the priority (or the catalogue's for the column without one), in its own direction. */}
        <span dir="auto">{priority.name}</span>
        <span className="request-column__count">
          {' '}
          {t('({count, plural, one {{count} request} other {{count} requests}})', { count: cards.length })}
        </span>
      </h2>
      {cards.length === 0 ? (
        <p className="request-column__empty">{t('No requests with this priority.')}</p>
      ) : (
        <ul className="request-column__cards">
          {cards.map((card) => (
            <RequestCard
              key={card.company.id}
              card={card}
              priority={priority}
              targets={targets}
              status={statusOf(card)}
              onMove={(to) => rest.onMove(card, to)}
              onRemove={() => rest.onRemove(card)}
              options={rest.options}
              zone={rest.zone}
              locked={rest.locked}
              lockedReasonId={rest.lockedReasonId}
              draggable={rest.draggable}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the board announces once a request is moved (the server's names in their own direction). */
const movedText = (company: string, priority: string, locale: Locale) =>
  t(boardMessages.moved, { company: isolate(company, locale), priority: isolate(priority, locale) });

/** Why nothing can be changed (the cut-off date has passed, or the device is offline), and what was unselected. */
function BoardNotices({ closedSince, deselectedNames }: { closedSince: string | null; deselectedNames: string[] }) {
  const locale = useLocale();
  return (
    <>
      {closedSince ? (
        <p id={LOCKED_REASON_ID} className="pref-notice card" role="status">
          {t(boardMessages.cutOff, {
            date: formatLongDate(closedSince),
            email: isolate(SCHEDULING_EMAIL, locale),
          })}
        </p>
      ) : null}
      <OfflineActionReason id={OFFLINE_REASON_ID} />
      <DeselectedNotice names={deselectedNames} />
    </>
  );
}

/** Requested against the limits (as the list counts them) and, once the schedule exists, how many became meetings. */
function Summary({ board, scheduled }: { board: ReturnType<typeof useRequestBoard>; scheduled: number | null }) {
  return (
    <>
      <GroupCounters counters={board.counters} selected={board.selected.length} maximum={board.maximum} />
      <p className="requests__scheduled" role="status">
        {scheduled === null
          ? t(boardMessages.notPrepared)
          : t(boardMessages.scheduledCount, { scheduled, requested: board.selected.length })}
      </p>
    </>
  );
}

/** The "My requests" view: the investor's selected companies by meeting priority. */
export function RequestBoard({ data }: { data: PreferencesAnswer }) {
  const board = useRequestBoard(data);
  const schedule = useScheduleForRequests();
  const offline = useOffline();
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  const locale = useLocale();
  // The column without a known priority is named in the page's language.
  const noPriority = t(boardMessages.noPriority);
  const instructions = useScreenReaderInstructions();
  const saved = useMemo(() => savedState(data.conference?.cut_off_date, londonDate(now())), [data.conference]);
  const readOnly = !saved.changeable;
  const locked = readOnly || offline || board.saving;
  const lockedReasonId = readOnly ? LOCKED_REASON_ID : offline ? OFFLINE_REASON_ID : undefined;

  const columns = useMemo(
    () => boardColumns(data.companies, board.rows, data.MeetingPriorityLists, noPriority),
    [data.companies, data.MeetingPriorityLists, board.rows, noPriority],
  );
  const order = useMemo(() => columns.map((c) => columnId(c.priority.id)), [columns]);
  const dnd = useBoardDnd(order);
  const [dragged, setDragged] = useState<CardData | null>(null);
  const options: CardOptions = {
    meetingTypes: data.MeetingTypeLists,
    knowledge: data.KnowledgeLists,
    shareholder: data.ShareholderLists,
  };
  const statusOf = useCallback(
    (card: BoardCard) => requestStatus(card.company, schedule.state, schedule.investorId),
    [schedule.state, schedule.investorId],
  );
  const statuses = useMemo(() => columns.flatMap((c) => c.cards.map(statusOf)), [columns, statusOf]);

  // After a move the card is in another column: the focus follows it (its Move to… button after the action, its
  // handle after a drag with the keyboard); after a removal it goes to the heading of the column the card left.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  // (A button is disabled while the change is saved: the focus moves once it can take it. The card may be drawn
  // again while the change is saved: the focus is set again until the save has ended.)
  useEffect(() => {
    const target = focusAfter ? document.querySelector<HTMLElement>(focusAfter) : null;
    if (!target || (target instanceof HTMLButtonElement && target.disabled)) return;
    if (document.activeElement !== target) target.focus();
    if (!board.saving) setFocusAfter(null);
  }, [focusAfter, board.rows, board.saving]);
  const onMove = (card: BoardCard, to: NamedRef) => {
    board.move(card.company.id, to.id, movedText(card.company.name, to.name, locale));
    setFocusAfter(`[data-company-id="${card.company.id}"] .request-card__move > button`);
  };
  const onRemove = async (card: BoardCard) => {
    const answer = await confirmDialog({
      text: t(boardMessages.removeQuestion, { company: isolate(card.company.name, locale) }),
      confirmText: boardMessages.removeConfirm,
      cancelText: boardMessages.removeCancel,
      icon: 'warning',
    });
    if (answer !== 'confirm') return;
    board.remove(card.company.id, t(boardMessages.removed, { company: isolate(card.company.name, locale) }));
    setFocusAfter(`#requests-column-${card.row.meeting_priority}`);
  };
  const onDragStart = (event: DragStartEvent) => {
    dnd.reset();
    setDragged((event.active.data.current as CardData | undefined) ?? null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    dnd.reset();
    setDragged(null);
    const card = event.active.data.current as CardData | undefined;
    const to = event.over?.data.current as { priority: number; name: string } | undefined;
    if (!card || !to || to.priority === card.priority || to.priority === 0) return;
    board.move(card.companyId, to.priority, movedText(card.company, to.name, locale));
    if (event.activatorEvent instanceof KeyboardEvent)
      setFocusAfter(`[data-company-id="${card.companyId}"] .request-card__handle`);
  };

  return (
    <div className="requests">
      <Summary board={board} scheduled={schedule.state.kind === 'prepared' ? scheduledCount(statuses) : null} />
      <BoardNotices closedSince={readOnly ? saved.until : null} deselectedNames={board.deselectedNames} />
      {board.failed ? (
        <div className="pref-notice card requests__failed" role="alert">
          <p>{t(boardMessages.notSaved)}</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={board.saveAgain}
            disabled={board.saving || offline}
          >
            {t(boardMessages.saveAgain)}
          </button>
          <button type="button" className="btn btn--ghost" onClick={board.undo} disabled={board.saving}>
            {t(boardMessages.undo)}
          </button>
        </div>
      ) : null}
      {board.selected.length === 0 ? <p className="requests__empty">{t(boardMessages.empty)}</p> : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {board.saving ? t(boardMessages.saving) : board.announcement}
      </p>
      <DndContext
        sensors={dnd.sensors}
        collisionDetection={dnd.collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          dnd.reset();
          setDragged(null);
        }}
      >
        <div
          className={`requests__columns${phone ? ' requests__columns--phone' : ''}`}
          aria-busy={board.saving || undefined}
        >
          {columns.map((column) => (
            <Column
              key={column.priority.id}
              column={column}
              columns={columns}
              statusOf={statusOf}
              options={options}
              zone={schedule.zone}
              locked={locked}
              lockedReasonId={lockedReasonId}
              draggable={!phone && !readOnly}
              onMove={onMove}
              onRemove={(card) => void onRemove(card)}
            />
          ))}
        </div>
        <DragOverlay>
          {dragged ? (
            <div className="request-card card request-card--overlay" aria-hidden="true">
              <p className="request-card__name" dir="auto">
                {dragged.company}
              </p>
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}
