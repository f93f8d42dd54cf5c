/**
 * What the fuzz suite checks on a page after each visit: uncaught errors and console errors,
 * script the document could run, the page's own failure message, and whether it shows anything.
 */
import { PWNED_FLAG } from './mutations';

/** Console output and uncaught errors of one run, kept instead of printed. */
export function captureErrors() {
  const errors: string[] = [];
  const original = { error: console.error, warn: console.warn };
  const describe = (args: unknown[]) =>
    args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg))).join(' ');
  console.error = (...args: unknown[]) => {
    const first = args[0];
    // React's development warnings (act, keys) and the mock backend's own log are not the page's errors.
    if (typeof first === 'string' && (first.startsWith('Warning:') || first.startsWith('[mock api]'))) return;
    errors.push(`console.error: ${describe(args).slice(0, 500)}`);
  };
  console.warn = () => undefined;
  const onError = (event: ErrorEvent) => errors.push(`uncaught: ${String(event.error ?? event.message).slice(0, 500)}`);
  const onRejection = (reason: unknown) => errors.push(`unhandled rejection: ${String(reason).slice(0, 500)}`);
  window.addEventListener('error', onError);
  process.on('unhandledRejection', onRejection);
  return {
    errors,
    restore() {
      console.error = original.error;
      console.warn = original.warn;
      window.removeEventListener('error', onError);
      process.off('unhandledRejection', onRejection);
    },
  };
}

const SCRIPT_SCHEMES = /^(javascript|vbscript|data):/i;
/** An address as a browser reads it: leading spaces and control characters, tabs and new lines inside, dropped. */
// eslint-disable-next-line no-control-regex
const asBrowserReads = (value: string) => value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');

/** Script the document could run: script elements, event-handler attributes, script addresses. */
export function scriptInDocument(root: ParentNode = document.body): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' || tag === 'object' || tag === 'embed') found.push(`a <${tag}> element`);
    if (tag === 'iframe' && element.hasAttribute('srcdoc')) found.push('an <iframe srcdoc>');
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(name)) {
        if (SCRIPT_SCHEMES.test(asBrowserReads(attribute.value)))
          found.push(`<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
      }
    }
  }
  return found;
}

export const FAILURE_TEXTS = ['Something went wrong', 'This page could not be shown.'];

/** The page's own failure message with its Try again button. */
export function showsRetry(main: HTMLElement): boolean {
  return [...main.querySelectorAll('.load-error button')].some((b) => b.textContent?.trim() === 'Try again');
}

export const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Whether a payload of the answer ran as script (it sets this global). */
export const scriptRan = () => (window as unknown as Record<string, unknown>)[PWNED_FLAG] !== undefined;

export const forgetScriptRun = () => {
  delete (window as unknown as Record<string, unknown>)[PWNED_FLAG];
};
