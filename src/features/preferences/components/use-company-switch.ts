import { useEffect, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { Id } from '@/lib/api/contract';
import { afterNextPaint } from '@/lib/scheduling/after-next-paint';

/**
 * The company switch: the browser's own checkbox, so a click flips it with no render. The
 * update of the page (the row's selects, the counters, other rows' block reasons) follows:
 * from a pointer right after the next frame is painted, so the click's feedback is not held
 * up by the heavier work; from the keyboard (Space) at once, so a Tab straight after it
 * reaches the now-enabled meeting type select. The switch then shows the saved state again,
 * which differs only when the selection was refused. A blocked company's switch does not move.
 *
 * The switch's click, input and change events are handled on the switch itself and go no
 * further: nothing else on the page uses them (the open-form watch listens before they reach
 * the switch), and React's page-wide handler need not look through the whole tree for them on
 * every click.
 */
export function useCompanySwitch(id: Id, isSelected: boolean, blocked: boolean, onToggle: (id: Id) => void) {
  const switchRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ isSelected, blocked });
  useLayoutEffect(() => {
    latest.current = { isSelected, blocked };
    if (switchRef.current) switchRef.current.checked = isSelected;
  }, [isSelected, blocked]);

  useEffect(() => {
    const input = switchRef.current;
    if (!input) return undefined;
    const apply = () => {
      flushSync(() => onToggle(id));
      input.checked = latest.current.isSelected;
    };
    const onClick = (event: MouseEvent) => {
      event.stopPropagation();
      if (latest.current.blocked) {
        event.preventDefault();
        return;
      }
      // A click made by a pointer has a click count (detail) of at least 1, one made with the
      // keyboard has 0. Not cancelled when the row unmounts (a filter may hide it at once): the
      // choice stands.
      if (event.detail > 0) afterNextPaint(apply);
      else apply();
    };
    const stop = (event: Event) => event.stopPropagation();
    input.addEventListener('click', onClick);
    input.addEventListener('input', stop);
    input.addEventListener('change', stop);
    return () => {
      input.removeEventListener('click', onClick);
      input.removeEventListener('input', stop);
      input.removeEventListener('change', stop);
    };
  }, [id, onToggle]);

  return switchRef;
}
