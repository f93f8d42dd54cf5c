/**
 * One visit of a signed-in page with a fuzzed answer served for one endpoint, and what the
 * attendee got: the page settles on its content or its own failure message with Try again,
 * no uncaught error, not blank, nothing from the answer run as script, and (for a form built
 * from the answer) nothing posted that the attendee did not see.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { readStatus } from '@/lib/api/status';
import { clearSession } from '@/lib/session/session';
import { resetDb } from '@/mocks/db';
import { BASE } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { demoTokens, renderApp, signInAs } from '@/testing/render';
import { forgetTestClients } from '@/testing/test-clients';
import { parsedBody, type Json, type RawAnswer } from './mutations';
import {
  captureErrors,
  FAILURE_TEXTS,
  forgetScriptRun,
  scriptInDocument,
  scriptRan,
  showsRetry,
  textOf,
} from './page-checks';

/** How long a page may take to settle; a 5,000-row answer takes jsdom a while. */
const SETTLE_MS = 30_000;
/**
 * While a failure is shrunk (`quickStuck`): how long a page with every answer in and nothing loading
 * may take to show an outcome. Elsewhere a page has the whole SETTLE_MS: a busy machine may take
 * longer than this to load a lazy part (the registration form's deferred sections), and a run must
 * not fail for that.
 */
const STUCK_MS = 2_000;

/**
 * A copy of `main` as it shows now. A clone keeps what text fields and boxes show, but a select's
 * chosen option goes back to its default, so each select's choice is copied over.
 */
function snapshotOf(main: HTMLElement | null): HTMLElement {
  if (!main) return document.createElement('main');
  const copy = main.cloneNode(true) as HTMLElement;
  const copies = copy.querySelectorAll('select');
  main.querySelectorAll('select').forEach((select, index) => {
    if (copies[index]) copies[index].selectedIndex = select.selectedIndex;
  });
  return copy;
}

/** A request the page made while it was open: its body as text and a copy of the page when it left. */
export type SentRequest = { method: string; path: string; body: string; page: HTMLElement };

/** What a form check sees after the untouched form was submitted. */
export type FormContext = { main: HTMLElement; answer: unknown; sent: SentRequest[] };

export type FuzzEndpoint = {
  /** The row of the fuzz table. */
  label: string;
  /** Path under the API base, as the portal calls it. */
  path: string;
  method?: 'get' | 'post';
  /** Who is signed in (and asks for the demo answer). */
  role: 'investor' | 'presenter';
  /** The page that reads the endpoint. */
  page: string;
  /** Query parameters and body of the demo call (besides conference_id). */
  params?: Record<string, string>;
  body?: Json;
  /** What to do once the page is shown to make it read the endpoint (open a tab, a dialog); false until it could. */
  reach?: (main: HTMLElement) => Promise<boolean> | boolean;
  /** The part of the page built from the endpoint's answer is shown. */
  content: (main: HTMLElement) => boolean;
  /** Other outcomes the contract documents for an error status (a closed page, no access), shown without Try again. */
  documented?: (main: HTMLElement, status: number) => boolean;
  /** Pages the contract or spec send the attendee to, given the answer (beside the login page after a 401). */
  leaves?: { path: string; when: (status: number, answer: unknown) => boolean }[];
  /** A form built from the answer: submitted untouched, what it posts must be on the page. */
  form?: {
    /** The submit button, when the page shows the form. */
    submit: (main: HTMLElement) => HTMLButtonElement | null;
    /** The page has answered the submit: a request was sent, or it says why not. */
    answered: (context: FormContext) => boolean;
    /** Values posted that the attendee did not see. */
    unseen: (context: FormContext) => string[];
  };
};

/** The mock backend's answer to the demo attendee, as the page would get it. */
export async function demoAnswer(endpoint: FuzzEndpoint): Promise<Json> {
  const url = new URL(`${env.apiBaseUrl}/${endpoint.path}`, window.location.origin);
  url.searchParams.set('conference_id', '14');
  for (const [key, value] of Object.entries(endpoint.params ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method: (endpoint.method ?? 'get').toUpperCase(),
    headers: { Authorization: `Bearer ${demoTokens[endpoint.role]}`, Accept: 'application/json' },
    body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
  });
  if (!response.ok) throw new Error(`The mock backend answered ${response.status} to ${endpoint.path}`);
  return (await response.json()) as Json;
}

/** Everything one page visit leaves behind, cleared before the next run (as the shared setup does between tests). */
async function resetPage() {
  cleanup();
  forgetTestClients();
  server.resetHandlers();
  const { default: Swal } = await import('sweetalert2');
  Swal.close();
  document.querySelectorAll('.swal2-container').forEach((node) => node.remove());
  document.body.className = '';
  resetDb();
  await clearSession();
  window.sessionStorage.clear();
  window.localStorage.clear();
  forgetScriptRun();
}

export type Outcome = 'content' | 'retry' | 'documented' | 'left';

/** The page's heading is shown and nothing in it is loading. */
const pageShown = (main: HTMLElement) => Boolean(main.querySelector('h1')) && !main.querySelector('.loader');

/** What the attendee sees once the page has settled, or null while it is still loading. */
function outcome(endpoint: FuzzEndpoint, status: number, reached: boolean): Outcome | null {
  if (window.location.pathname !== endpoint.page.split('?')[0]) return 'left';
  const main = document.querySelector<HTMLElement>('main');
  if (!main || main.querySelector('.loader')) return null;
  // The shell's own failure (the profile could not be read) comes before the page and its heading.
  if (showsRetry(main)) return 'retry';
  if (!pageShown(main)) return null;
  if (!reached) return null;
  if (endpoint.documented?.(main, status)) return 'documented';
  if (endpoint.content(main)) return 'content';
  return null;
}

/** Lets timers and promises the page started run (answers, deferred renders). */
const settleTicks = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The requests and the outcome of the last visit (before a form was submitted), for a replay's report and the demo check. */
export let lastSent: SentRequest[] = [];
export let lastOutcome: Outcome | null = null;

/**
 * One visit of the page with `answer` served for the endpoint; the problems found (none = the run passes).
 * With `quickStuck` (shrinking a failure, which visits the page many times) a page is taken as stuck
 * after STUCK_MS of quiet.
 */
export async function visit(
  endpoint: FuzzEndpoint,
  answer: RawAnswer,
  { quickStuck = false }: { quickStuck?: boolean } = {},
): Promise<string[]> {
  await resetPage();
  const problems: string[] = [];
  const status = readStatus(parsedBody(answer), answer.status);
  let served = 0;
  const sent: SentRequest[] = [];
  lastSent = sent;
  const method = endpoint.method ?? 'get';
  server.use(
    http[method](`${BASE}/${endpoint.path}`, () => {
      served += 1;
      return new HttpResponse(answer.body, { status: answer.status, headers: { 'Content-Type': answer.contentType } });
    }),
  );
  const onRequest = ({ request }: { request: Request }) => {
    if (request.method === 'GET') return;
    const path = new URL(request.url).pathname.replace(/^.*\/api\/v1\/user\//, '');
    // The page as the attendee saw it when the request left, before the answer changes it.
    const page = snapshotOf(document.querySelector('main'));
    void request
      .clone()
      .text()
      .then((body) => sent.push({ method: request.method, path, body, page }));
  };
  server.events.on('request:start', onRequest);
  const capture = captureErrors();
  try {
    signInAs(endpoint.role);
    const { queryClient } = renderApp(endpoint.page);
    let result: Outcome | null = null;
    let reachedPart = endpoint.reach === undefined;
    const idle = () => queryClient.isFetching() === 0 && queryClient.isMutating() === 0;
    /**
     * Waits for an outcome. A page that has asked for everything, got every answer and shows no
     * loader, yet neither its content nor a failure message, is stuck: while shrinking, that is decided
     * after a short quiet time instead of the full timeout.
     */
    const settle = async (reached: () => boolean) => {
      let quietSince: number | null = null;
      return waitFor(
        async () => {
          const main = document.querySelector<HTMLElement>('main');
          if (!reachedPart && main && pageShown(main) && !showsRetry(main) && endpoint.reach) {
            reachedPart = await endpoint.reach(main);
          }
          const found = idle() ? outcome(endpoint, status, served > 0 && reached()) : null;
          if (found !== null) return found;
          if (quickStuck && idle() && served > 0 && reached() && main && !main.querySelector('.loader')) {
            quietSince ??= Date.now();
            if (Date.now() - quietSince > STUCK_MS) return null;
          } else quietSince = null;
          throw new Error('The page has not settled.');
        },
        { timeout: SETTLE_MS, interval: 20 },
      );
    };
    try {
      result = await settle(() => reachedPart);
      // Whatever the answer started (deferred renders, the next answers) runs before the checks.
      await settleTicks();
      if (result !== null) result = await settle(() => true);
    } catch {
      result = null;
    }
    lastOutcome = result;
    const main = document.querySelector<HTMLElement>('main');
    if (result === null) {
      problems.push(
        served === 0
          ? `the page never asked for ${endpoint.path}`
          : `the page did not settle: no content, no failure message with Try again (main: "${textOf(main).slice(0, 200)}")`,
      );
    } else if (result === 'left') {
      const where = window.location.pathname;
      const documented =
        (where === '/auth/login' && status === 401) ||
        (endpoint.leaves ?? []).some((leave) => where === leave.path && leave.when(status, parsedBody(answer)));
      if (!documented) problems.push(`the page was left for ${where} on an answer with status ${status}`);
    }
    if (result !== 'left') {
      for (const text of FAILURE_TEXTS) {
        if (textOf(document.body).includes(text)) problems.push(`an error boundary took the page ("${text}")`);
      }
      if (main && textOf(main).length <= textOf(main.querySelector('h1')).length)
        problems.push('the page is blank below its heading');
    }
    if (scriptRan()) problems.push('a script from the answer ran');
    problems.push(...scriptInDocument().map((what) => `script in the document: ${what}`));

    const form = endpoint.form;
    if (form && result === 'content' && main && problems.length === 0) {
      const button = form.submit(main);
      if (button && !button.disabled) {
        const context: FormContext = { main, answer: parsedBody(answer), sent };
        await act(async () => {
          button.click();
        });
        try {
          await waitFor(
            () => {
              if (!form.answered(context)) throw new Error('The form has not answered the submit.');
            },
            { timeout: SETTLE_MS, interval: 20 },
          );
        } catch {
          problems.push('the form gave no answer to Submit: nothing sent, no message');
        }
        await settleTicks();
        problems.push(...form.unseen(context).map((what) => `posted unseen: ${what}`));
      }
    }
    problems.push(...capture.errors);
  } finally {
    capture.restore();
    server.events.removeListener('request:start', onRequest);
  }
  return problems;
}
