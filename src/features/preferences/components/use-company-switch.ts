import { useEffect, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { Id } from '@/lib/api/contract';

/**
 * The company switch: the browser's own checkbox. A click (pointer or Space) re-renders the
 * company's row at once, in the same frame as the switch, so a Tab straight after it reaches the
 * now-enabled meeting type select; what follows for the rest of the page (the counters, other rows'
 * block reasons) is worked out in a deferred render right after (usePreferenceForm). The switch then
 * shows the saved state again, which differs only when the selection was refused. A blocked
 * company's switch does not move.
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
      apply();
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
