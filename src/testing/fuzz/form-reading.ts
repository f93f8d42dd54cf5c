/**
 * Reading a form as the attendee sees it (and what it posted), for the fuzz suite's form checks:
 * a value only counts as seen when a control shows it.
 */
import type { FormContext, FuzzEndpoint, SentRequest } from './visit';

export type FormSpec = NonNullable<FuzzEndpoint['form']>;
export type Obj = Record<string, unknown>;

export const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The bodies posted to `path`, read as JSON (a body that is not JSON is kept as its text), each
 * with the page as it was when the request left (what the page does with the answer comes later).
 */
export function posted(sent: SentRequest[], path: string): { body: unknown; page: HTMLElement }[] {
  return sent
    .filter((r) => r.method === 'POST' && r.path === path)
    .map((r) => {
      try {
        return { body: JSON.parse(r.body) as unknown, page: r.page };
      } catch {
        return { body: r.body as unknown, page: r.page };
      }
    });
}

export const submitButton = (selector: string) => (main: HTMLElement) =>
  main.querySelector<HTMLButtonElement>(`${selector} button[type="submit"]`);

/** A dialog of the page (an alert, a confirmation) or an error message next to the form. */
export const saysWhy = (main: HTMLElement) =>
  document.querySelector('.swal2-container') !== null ||
  main.querySelector('.field__error, .error-summary, .form-alert--error, .toast') !== null;

export const answeredBy = (path: string) => (context: FormContext) =>
  posted(context.sent, path).length > 0 || saysWhy(context.main);

export const trimmed = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * Values the text fields and text areas of `root` show, and the values of the options its native
 * selects show chosen (a select whose value matches none of its options shows none).
 */
export function shownTexts(root: ParentNode): Set<string> {
  const values = new Set<string>();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && ['hidden', 'checkbox', 'radio'].includes(field.type)) continue;
    values.add(trimmed(field.value));
  }
  for (const select of root.querySelectorAll('select')) {
    const chosen = select.selectedOptions[0];
    if (chosen && chosen.value !== '') values.add(trimmed(chosen.value));
  }
  return values;
}

/** What the react-select whose input has this id shows. */
export function selectShows(root: ParentNode, id: string): string | null {
  const container = root.querySelector(`#${CSS.escape(id)}`)?.closest('.field');
  const shown = container?.querySelector('.rs__single-value');
  return shown ? trimmed(shown.textContent ?? '') : null;
}

/** The label of the react-select field labelled `label` (the first one), or null when it shows none. */
export function selectByLabel(root: ParentNode, label: string): string | null {
  const element = [...root.querySelectorAll('label')].find((l) => trimmed(l.textContent ?? '').startsWith(label));
  const id = element?.getAttribute('for');
  return id ? selectShows(root, id) : null;
}

export const checkedSlot = (root: ParentNode, id: unknown) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].some(
    (box) => box.checked && box.id.endsWith(`-slot-${String(id)}`),
  );

export function namedList(answer: unknown, ...path: string[]): Obj[] {
  let node: unknown = answer;
  for (const key of path) node = isObj(node) ? node[key] : undefined;
  return Array.isArray(node) ? node.filter(isObj) : [];
}
