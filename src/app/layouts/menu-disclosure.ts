import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * The Menu button's disclosure of a frame's links on narrow screens (shown and hidden by CSS, as in the signed-in
 * frame): the button says whether the links are open, Escape closes them and gives focus back to the button (unless a
 * dialog takes the Escape), and a followed link closes them, so the new page shows at once.
 */
export function useMenuDisclosure(controls: string) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return {
    open,
    /** Spread on the element that holds the button and the links. */
    containerProps: {
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open || (event.target as Element).closest('dialog')) return;
        setOpen(false);
        button.current?.focus();
      },
      onClick: (event: MouseEvent) => {
        if (open && (event.target as Element).closest('a')) setOpen(false);
      },
    },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': controls,
      onClick: () => setOpen((was) => !was),
    },
  };
}
