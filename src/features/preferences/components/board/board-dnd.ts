/**
 * Dragging a request to another priority with @dnd-kit: the mouse, a touch held a moment (so a swipe
 * still scrolls) and the keyboard (Space or Enter picks the request up, the arrow keys go from one
 * priority to the next, Space or Enter drops it, Escape puts it back), each step told to screen readers.
 *
 * The keyboard goes from column to column in the board's order rather than by distances on screen, so
 * a move does not depend on how the columns happen to be laid out.
 */
import {
  KeyboardSensor,
  MouseSensor,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { activeLocale, t, useT } from '@/i18n/i18n';
import { LOCALE_DIRECTION } from '@/i18n/locale-choice';
import { keyboardStep } from '../../logic/board';
import { isolate } from '@/i18n/isolate';
import { boardMessages } from '../../messages';

export const columnId = (priority: number) => `priority-${priority}`;
export const cardId = (companyId: number) => `request-${companyId}`;

/** What a dragged card and a column carry for the announcements. */
export type CardData = { companyId: number; company: string; priority: number; priorityName: string };
export type ColumnData = { priority: number; name: string };

/**
 * The sensors, the collision rule and the keyboard's next column, for `order` (the column ids, in board order). The
 * sensors are always the same three: a card that may not be dragged (locked, or on a phone) is a disabled draggable
 * and starts no drag (its own `useDraggable`).
 */
export function useBoardDnd(order: readonly string[]) {
  const target = useRef<UniqueIdentifier | null>(null);
  const orderRef = useRef(order);
  useLayoutEffect(() => {
    orderRef.current = order;
  }, [order]);

  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(
    () =>
      (event, { context, currentCoordinates }) => {
        const step = keyboardStep(event.code, LOCALE_DIRECTION[activeLocale()]);
        if (step === undefined) return undefined;
        event.preventDefault();
        const columns = orderRef.current;
        const card = cardOf(context.active?.data.current);
        const from = target.current ?? context.over?.id ?? (card ? columnId(card.priority) : null);
        const start = columns.indexOf(String(from));
        const next = columns[Math.min(columns.length - 1, Math.max(0, start + step))];
        if (next === undefined || next === from) return undefined;
        target.current = next;
        const rect = context.droppableRects.get(next);
        // Over the column on screen; by one pixel where nothing is laid out, so the move still happens.
        return rect && rect.width > 0
          ? { x: rect.left + 8, y: rect.top + 48 }
          : { x: currentCoordinates.x + step, y: currentCoordinates.y };
      },
    [],
  );

  const collisionDetection = useMemo<CollisionDetection>(
    () => (args) => {
      if (!args.pointerCoordinates && target.current !== null) {
        const container = args.droppableContainers.find((c) => c.id === target.current);
        return container ? [{ id: container.id, data: { droppableContainer: container, value: 0 } }] : [];
      }
      return rectIntersection(args);
    },
    [],
  );

  const mouse = useSensor(MouseSensor, { activationConstraint: { distance: 6 } });
  const touch = useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } });
  const keyboard = useSensor(KeyboardSensor, { coordinateGetter });
  const sensors = useSensors(mouse, touch, keyboard);

  return {
    sensors,
    collisionDetection,
    /** Called when a drag starts or ends: the keyboard's next column is worked out afresh. */
    reset: () => {
      target.current = null;
    },
  };
}

const cardOf = (data: unknown) => data as CardData | undefined;
const columnOf = (data: unknown) => data as ColumnData | undefined;

/** How to drag with the keyboard, in the page's language (again when it changes). */
export function useScreenReaderInstructions(): ScreenReaderInstructions {
  const draggable = useT()(boardMessages.instructions);
  return useMemo(() => ({ draggable }), [draggable]);
}

/** The server's names in an announcement, each in its own direction outside English. */
const names = (company: string, priority: string) => {
  const locale = activeLocale();
  return { company: isolate(company, locale), priority: isolate(priority, locale) };
};

/** What a screen reader is told at each step of a drag, in the language active at that moment. */
export const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const card = cardOf(active.data.current);
    return card ? t('Picked up {company}, {priority} priority.', names(card.company, card.priorityName)) : undefined;
  },
  onDragOver: ({ active, over }) => {
    const card = cardOf(active.data.current);
    const column = columnOf(over?.data.current);
    if (!card) return undefined;
    return column
      ? t('{company} is over {priority} priority.', names(card.company, column.name))
      : t('{company} is over no priority.', names(card.company, ''));
  },
  onDragEnd: ({ active, over }) => {
    const card = cardOf(active.data.current);
    const column = columnOf(over?.data.current);
    if (!card) return undefined;
    if (!column || column.priority === card.priority)
      return t('{company} was dropped where it was, {priority} priority.', names(card.company, card.priorityName));
    return t('{company} dropped on {priority} priority: saving.', names(card.company, column.name));
  },
  onDragCancel: ({ active }) => {
    const card = cardOf(active.data.current);
    return card
      ? t('Moving {company} was cancelled. It stays in {priority} priority.', names(card.company, card.priorityName))
      : undefined;
  },
};
