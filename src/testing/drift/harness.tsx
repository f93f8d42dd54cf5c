/**
 * Runs the drift suite of one endpoint: fetches the mock backend's demo answer, serves
 * each drifted variant in its place (msw `server.use`) to the page that reads it, and
 * checks the page still shows its main content — or, when a field the page cannot work
 * without is removed, its clear message with Try again.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { BASE } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { demoTokens, renderApp, signInAs } from '@/testing/render';
import type { DriftEndpoint } from './endpoints';
import { fieldVariants, pageVariants, reach, remove, type DriftKind, type Json } from './variants';

/** A test's name, read back by the table reporter: "<endpoint> › <kind> › <n> variants". */
export const driftTestName = (path: string, kind: DriftKind, count: number) =>
  `${path} › ${kind} › ${count} variant${count === 1 ? '' : 's'}`;

async function demoAnswer(endpoint: DriftEndpoint): Promise<Json> {
  const url = new URL(`${env.apiBaseUrl}/${endpoint.path}`, window.location.origin);
  url.searchParams.set('conference_id', '14');
  for (const [key, value] of Object.entries(endpoint.params ?? {})) url.searchParams.set(key, value);
  const token = endpoint.role === 'visitor' ? '555' : demoTokens[endpoint.role];
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The mock backend answered ${response.status} to ${endpoint.path}`);
  return (await response.json()) as Json;
}

function openPage(endpoint: DriftEndpoint, body: Json) {
  server.use(http.get(`${BASE}/${endpoint.path}`, () => HttpResponse.json(body)));
  if (endpoint.role !== 'visitor') signInAs(endpoint.role);
  return renderApp(endpoint.page);
}

/** What the page must show for a tolerated variant (after its heading has appeared). */
export type MainContent = (body: Json) => Promise<void> | void;

export function driftSuite(endpoint: DriftEndpoint, heading: string | RegExp, expectMainContent: MainContent) {
  describe(`drift: ${endpoint.label}`, () => {
    let demo: Json;
    beforeAll(async () => {
      demo = await demoAnswer(endpoint);
    });

    const kinds: DriftKind[] = [
      'numbers as strings',
      'booleans as 0/1',
      'unknown fields',
      'empty lists',
      'optional set to null',
      'optional removed',
    ];
    // The field-by-field variants are many: the answer's schema reads each, the page renders the grouped one.
    const perField = (kind: DriftKind) =>
      kind === 'optional set to null' || kind === 'optional removed' ? endpoint.optional.length : 0;

    it(`${endpoint.label}: every optional field of the list is in the demo answer`, () => {
      // Keeps the variant counts of the table true: a field the demo lacks would be tested by nothing.
      expect(endpoint.optional.filter((path) => reach(demo, path) === 0)).toEqual([]);
    });

    for (const kind of kinds) {
      it(driftTestName(endpoint.label, kind, 1 + perField(kind)), async () => {
        for (const variant of fieldVariants(demo, endpoint.optional).filter((v) => v.kind === kind)) {
          expect(endpoint.schema.safeParse(variant.body).success, `${kind}: ${variant.label}`).toBe(true);
        }
        const variant = pageVariants(demo, endpoint.optional).find((v) => v.kind === kind);
        if (!variant) throw new Error(`no ${kind} variant`);
        expect(endpoint.schema.safeParse(variant.body).success).toBe(true);
        openPage(endpoint, variant.body);
        // The shared setup's wait (src/testing/setup.ts): a busy machine only makes it later.
        await screen.findByRole('heading', { level: 1, name: heading });
        await waitFor(() => expectMainContent(variant.body));
        expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      });
    }

    const needed = endpoint.needed;
    if (needed) {
      it(driftTestName(endpoint.label, 'needed field removed', 1), async () => {
        openPage(endpoint, remove(demo, [needed.path]));
        expect(await screen.findByText(needed.message)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      });
    }
  });
}

/** Reads a nested field of a JSON answer (undefined when absent). */
export function field(body: Json, ...keys: (string | number)[]): Json | undefined {
  let node: Json | undefined = body;
  for (const key of keys) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(key)] : node[String(key)];
  }
  return node;
}
