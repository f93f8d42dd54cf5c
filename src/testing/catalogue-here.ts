/**
 * The message catalogue's check of one part of the portal on a page that also shows other parts' code (each part
 * converts and checks its own texts): `untranslated` (./catalogue.ts) of a copy of `root` without the subtrees
 * `elsewhere` selects, and without the exact texts `pending` lists (what another part's component shows of its own,
 * such as a dialog's default buttons, until that part's conversion is merged: then it comes wrapped in ⟦ ⟧ and the
 * list no longer matches it).
 */
import { untranslated } from './catalogue';

export function untranslatedHere(
  root: Element,
  { elsewhere = [], pending = [] }: { elsewhere?: string[]; pending?: string[] } = {},
): string[] {
  const copy = root.cloneNode(true) as Element;
  if (elsewhere.length > 0) for (const element of copy.querySelectorAll(elsewhere.join(', '))) element.remove();
  return untranslated(copy).filter((text) => !pending.includes(text));
}

/**
 * What the shared code (src/components, src/lib) shows of its own on a form page: a text field's and a searchable
 * select's error (the field shows the form's message through the catalogue), the select's placeholder, 'London time',
 * a load error's own texts, a form alert's spoken kind and a modal's close button; in a dialog (sweetalert2), its default buttons.
 */
export const SHARED_ELSEWHERE = [
  'input.field__input ~ .field__error',
  '.field__error[id^="select-"]',
  '.rs__placeholder',
];
export const SHARED_PENDING = [
  'London time (BST, GMT+1)',
  'Try again',
  'The server had a problem answering. Please try again.',
  'Close dialog',
  'Error:',
];
export const DIALOG_PENDING = ['OK', 'Yes', 'Cancel', 'No', 'Close this dialog'];
