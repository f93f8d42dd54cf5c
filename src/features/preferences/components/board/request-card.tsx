import { useDraggable } from '@dnd-kit/core';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { t, useLocale } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locale-choice';
import type { NamedRef } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';
import { formatTimeRange, zoneCity } from '@/lib/dates/time-zones';
import { meetingAnchor } from '@/features/schedule';
import type { BoardCard } from '../../logic/board';
import type { RequestStatus } from '../../logic/request-status';
import { isolate, isolateList } from '@/i18n/isolate';
import { boardMessages, SCHEDULING_EMAIL } from '../../messages';
import { cardId, type CardData } from './board-dnd';

export type CardOptions = { meetingTypes: NamedRef[]; knowledge: NamedRef[]; shareholder: NamedRef[] };

type Props = {
  card: BoardCard;
  priority: NamedRef;
  /** The priorities the card can be moved to (its own left out). */
  targets: NamedRef[];
  status: RequestStatus;
  options: CardOptions;
  zone: string;
  /** Moving and removing are off (read-only, offline or saving), with the id of the sentence saying why. */
  locked: boolean;
  lockedReasonId?: string;
  /**
   * Dragging is offered (not on a phone, nor once the requests can no longer change). While moving is locked for a
   * while (offline, or a change being saved) the handle stays, unavailable, so that the keyboard's focus stays on it
   * after a drop and the cards do not change their look with each save.
   */
  draggable: boolean;
  onMove: (priority: NamedRef) => void;
  onRemove: () => void;
};

const optionName = (options: NamedRef[], id: number, none = '—') =>
  options.find((option) => option.id === id)?.name ?? none;

/** The meeting's day, time and zone, room and the link to it on the schedule. */
function Scheduled({
  status,
  zone,
  locale,
}: {
  status: Extract<RequestStatus, { kind: 'scheduled' }>;
  zone: string;
  locale: Locale;
}) {
  const slot = status.slot;
  const room = slot.room_number ?? slot.room?.room_number ?? null;
  const when = {
    date: formatLongDate(slot.date),
    time: formatTimeRange(slot.date, slot.start_time, slot.end_time, zone),
    city: zoneCity(zone),
  };
  return (
    <p className="request-card__when">
      {room
        ? t('{date}, {time} ({city} time), {room}.', { ...when, room: isolate(room, locale) })
        : t('{date}, {time} ({city} time).', when)}{' '}
      <Link to={`${paths.user.schedulePreview}#${meetingAnchor({ id: slot.id, type: 2 })}`}>
        {t('See it on the schedule')}
        <span className="visually-hidden">
          : <bdi>{slot.company?.name}</bdi>
        </span>
      </Link>
    </p>
  );
}

function Status({ status, company, zone }: { status: RequestStatus; company: string; zone: string }) {
  const locale = useLocale();
  if (status.kind === 'requested') {
    return (
      <p className="request-card__status">
        <span className="badge">{t(boardMessages.requested)}</span>
      </p>
    );
  }
  if (status.kind === 'scheduled') {
    return (
      <div className="request-card__status">
        <span className="badge badge--success">
          <span aria-hidden="true">✓ </span>
          {t(boardMessages.scheduled)}
        </span>
        <Scheduled status={status} zone={zone} locale={locale} />
      </div>
    );
  }
  const gone = status.cancelled;
  return (
    <div className="request-card__status">
      <span className="badge badge--warning">
        <span aria-hidden="true">✕ </span>
        {t(boardMessages.notScheduled)}
      </span>
      {gone ? (
        <p>{t(boardMessages.cancelled, { date: formatLongDate(gone.date), time: gone.start_time.slice(0, 5) })}</p>
      ) : null}
      {status.colleagues.length > 0 ? (
        <p>{t(boardMessages.metByColleagues, { names: isolateList(status.colleagues, locale) })}</p>
      ) : null}
      <p>
        {t(boardMessages.notScheduledHelp, {
          company: isolate(company, locale),
          email: isolate(SCHEDULING_EMAIL, locale),
        })}
      </p>
    </div>
  );
}

/** The "Move to …" action: the other priorities, shown on demand. */
function MoveTo({ company, targets, disabled, describedBy, onMove }: MoveToProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const locale = useLocale();
  return (
    <div className="request-card__move">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => setOpen((value) => !value)}
      >
        {t(boardMessages.moveTo)}
        <span className="visually-hidden">
          {' '}
          <bdi>{company}</bdi>
        </span>
      </button>
      <ul
        id={listId}
        className="request-card__targets"
        hidden={!open || disabled}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {targets.map((target) => (
          <li key={target.id}>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              // The whole action in one sentence of the catalogue (its word order is the language's); the priority's
              // name, shown, is the server's.
              aria-label={t('Move {company} to {priority} priority', {
                company: isolate(company, locale),
                priority: isolate(target.name, locale),
              })}
              onClick={() => {
                setOpen(false);
                onMove(target);
              }}
            >
              <span dir="auto">{target.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

type MoveToProps = {
  company: string;
  targets: NamedRef[];
  disabled: boolean;
  describedBy?: string;
  onMove: (priority: NamedRef) => void;
};

/** One request: the company, its preferences, what became of it, and the ways to move or remove it. */
export function RequestCard({
  card,
  priority,
  targets,
  status,
  options,
  zone,
  locked,
  lockedReasonId,
  draggable,
  onMove,
  onRemove,
}: Props) {
  const { company, row } = card;
  const locale = useLocale();
  const data: CardData = {
    companyId: company.id,
    company: company.name,
    priority: priority.id,
    priorityName: priority.name,
  };
  const drag = useDraggable({ id: cardId(company.id), data, disabled: locked || !draggable });
  /** A listener of the drag's sensors (typed loosely by the library). */
  const listener = (name: 'onMouseDown' | 'onTouchStart' | 'onKeyDown') => (event: SyntheticEvent) =>
    (drag.listeners?.[name] as ((event: SyntheticEvent) => void) | undefined)?.(event);
  const dragging = draggable && !locked;
  const titleId = `request-${company.id}-title`;
  const describedBy = locked ? lockedReasonId : undefined;
  /** The library's description of the handle (how to drag with the keyboard), and why it is unavailable now. */
  const handleDescription = [drag.attributes['aria-describedby'], describedBy].filter(Boolean).join(' ');

  return (
    <li
      ref={drag.setNodeRef}
      className={`request-card card${drag.isDragging ? ' request-card--dragging' : ''}`}
      aria-labelledby={titleId}
      data-company-id={company.id}
      // The mouse and a held touch drag the card from anywhere on it; the keyboard from its handle.
      onMouseDown={dragging ? listener('onMouseDown') : undefined}
      onTouchStart={dragging ? listener('onTouchStart') : undefined}
    >
      <div className="request-card__head">
        <h3 id={titleId} className="request-card__name" dir="auto">
          {company.name}
        </h3>
        {draggable ? (
          <button
            type="button"
            ref={drag.setActivatorNodeRef}
            className="request-card__handle"
            {...drag.attributes}
            aria-disabled={locked || undefined}
            aria-describedby={handleDescription || undefined}
            onKeyDown={dragging ? listener('onKeyDown') : undefined}
            aria-label={t('Move {company}, {priority} priority', {
              company: isolate(company.name, locale),
              priority: isolate(priority.name, locale),
            })}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        ) : null}
      </div>
      <p className="request-card__meta" dir="auto">
        {company.country?.name ?? '—'}
        <span aria-hidden="true"> · </span>
        {company.sector?.name ?? '—'}
      </p>
      <dl className="request-card__prefs">
        <dt>{t('Meeting type')}</dt>
        <dd dir="auto">{optionName(options.meetingTypes, row.meeting_type)}</dd>
        <dt>{t('Level of knowledge')}</dt>
        <dd dir="auto">{optionName(options.knowledge, row.knowledge)}</dd>
        <dt>{t('Shareholder')}</dt>
        <dd dir="auto">{optionName(options.shareholder, row.shareholder, t('Not given'))}</dd>
      </dl>
      <Status status={status} company={company.name} zone={zone} />
      <div className="request-card__actions">
        <MoveTo company={company.name} targets={targets} disabled={locked} describedBy={describedBy} onMove={onMove} />
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={locked}
          aria-describedby={describedBy}
          onClick={onRemove}
          data-opens-dialog
        >
          {t(boardMessages.remove)}
          <span className="visually-hidden">
            {' '}
            <bdi>{company.name}</bdi>
          </span>
        </button>
      </div>
    </li>
  );
}
