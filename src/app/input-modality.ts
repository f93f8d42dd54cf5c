/**
 * Whether the attendee is using the keyboard or a pointer, kept on <html> as
 * data-input-modality. The page heading receives focus after every navigation; the
 * stylesheet outlines it only for keyboard users, so mouse and touch users never see a
 * focus ring they did not ask for, while browsers' own :focus-visible rules keep the
 * outline of every control reached with the keyboard.
 */
export type InputModality = 'keyboard' | 'pointer';

/** Keys that move or act on focus; modifier shortcuts (copy, zoom) leave the modality as it is. */
function isNavigationKey(event: KeyboardEvent): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey;
}

export function trackInputModality(root: HTMLElement = document.documentElement): () => void {
  const set = (modality: InputModality) => {
    if (root.dataset.inputModality !== modality) root.dataset.inputModality = modality;
  };
  const onKey = (event: KeyboardEvent) => {
    if (isNavigationKey(event)) set('keyboard');
  };
  const onPointer = () => set('pointer');
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
  };
}
