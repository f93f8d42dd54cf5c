import { useDraggable } from '@dnd-kit/core';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { NamedRef } from '@/lib/api/contract';
import { formatLongDate } from '@/lib/dates/format';
import { formatTimeRange, zoneCity } from '@/lib/dates/time-zones';
import { meetingAnchor } from '@/features/schedule';
import type { BoardCard } from '../../logic/board';
import type { RequestStatus } from '../../logic/request-status';
import { boardMessages } from '../../messages';
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
  /** Dragging is offered (not on a phone). */
  draggable: boolean;
  onMove: (priority: NamedRef) => void;
  onRemove: () => void;
};

const optionName = (options: NamedRef[], id: number, none = '—') =>
  options.find((option) => option.id === id)?.name ?? none;

/** The meeting's day, time and zone, room and the link to it on the schedule. */
function Scheduled({ status, zone }: { status: Extract<RequestStatus, { kind: 'scheduled' }>; zone: string }) {
  const slot = status.slot;
  const room = slot.room_number ?? slot.room?.room_number ?? null;
  return (
    <p className="request-card__when">
      {formatLongDate(slot.date)}, {formatTimeRange(slot.date, slot.start_time, slot.end_time, zone)} ({zoneCity(zone)}{' '}
      time){room ? `, ${room}` : ''}.{' '}
      <Link to={`${paths.user.schedulePreview}#${meetingAnchor({ id: slot.id, type: 2 })}`}>
        See it on the schedule<span className="visually-hidden">: {slot.company?.name}</span>
      </Link>
    </p>
  );
}

function Status({ status, company, zone }: { status: RequestStatus; company: string; zone: string }) {
  if (status.kind === 'requested') {
    return (
      <p className="request-card__status">
        <span className="badge">{boardMessages.requested}</span>
      </p>
    );
  }
  if (status.kind === 'scheduled') {
    return (
      <div className="request-card__status">
        <span className="badge badge--success">
          <span aria-hidden="true">✓ </span>
          {boardMessages.scheduled}
        </span>
        <Scheduled status={status} zone={zone} />
      </div>
    );
  }
  const gone = status.cancelled;
  return (
    <div className="request-card__status">
      <span className="badge badge--warning">
        <span aria-hidden="true">✕ </span>
        {boardMessages.notScheduled}
      </span>
      {gone ? (
        <p>{boardMessages.cancelled(`${formatLongDate(gone.date)} at ${gone.start_time.slice(0, 5)} (London time)`)}</p>
      ) : null}
      {status.colleagues.length > 0 ? <p>{boardMessages.metByColleagues(status.colleagues.join(', '))}</p> : null}
      <p>{boardMessages.notScheduledHelp(company)}</p>
    </div>
  );
}

/** The "Move to …" action: the other priorities, shown on demand. */
function MoveTo({ company, targets, disabled, describedBy, onMove }: MoveToProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
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
        {boardMessages.moveTo}
        <span className="visually-hidden"> {company}</span>
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
              onClick={() => {
                setOpen(false);
                onMove(target);
              }}
            >
              <span className="visually-hidden">Move {company} to </span>
              {target.name}
              <span className="visually-hidden"> priority</span>
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
        <h3 id={titleId} className="request-card__name">
          {company.name}
        </h3>
        {dragging ? (
          <button
            type="button"
            ref={drag.setActivatorNodeRef}
            className="request-card__handle"
            {...drag.attributes}
            onKeyDown={listener('onKeyDown')}
            aria-label={`Move ${company.name}, ${priority.name} priority`}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        ) : null}
      </div>
      <p className="request-card__meta">
        {company.country?.name ?? '—'}
        <span aria-hidden="true"> · </span>
        {company.sector?.name ?? '—'}
      </p>
      <dl className="request-card__prefs">
        <dt>Meeting type</dt>
        <dd>{optionName(options.meetingTypes, row.meeting_type)}</dd>
        <dt>Level of knowledge</dt>
        <dd>{optionName(options.knowledge, row.knowledge)}</dd>
        <dt>Shareholder</dt>
        <dd>{optionName(options.shareholder, row.shareholder, 'Not given')}</dd>
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
          {boardMessages.remove}
          <span className="visually-hidden"> {company.name}</span>
        </button>
      </div>
    </li>
  );
}
