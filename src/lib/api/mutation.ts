/**
 * The one way the portal declares a mutation (a call that saves or sends something). Every
 * mutation says what its success changed, where it is declared (`changes`):
 *
 * - query key prefixes: the data under them changed; the query client tells the attendee's other
 *   open tabs, which fetch it again (./other-tabs.ts, ./query-client.ts);
 * - `{ none: 'why' }`: the success changes no data the portal keeps in its cache (a sign-in, an
 *   e-mail sent); the reason is written down so that a reader need not guess.
 *
 * ESLint lets no other module use react-query's `useMutation` (eslint.config.js), and the type
 * below has no default for `changes`: a mutation that declares nothing does not compile.
 *
 * The query client (./query-client.ts) takes what was declared from here too, so this module
 * loads with the client, in the entry, and costs no page a file of its own.
 */
import {
  useMutation,
  type DefaultError,
  type MutationMeta,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { announceChanges } from './other-tabs';

/** What a mutation's success changed: at least one query key prefix, or nothing with its reason. */
export type Changes = readonly [QueryKey, ...QueryKey[]] | { readonly none: string };

export type PortalMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables, TContext>,
  'meta'
> & {
  /** What the success changed (see the module comment); required. */
  changes: Changes;
};

/** The query key prefixes `changes` names (none for `{ none }`). */
export function changedKeys(changes: Changes): readonly QueryKey[] {
  return 'none' in changes ? [] : changes;
}

/** react-query's useMutation, with what the mutation changes declared in its `meta` for the query client. */
export function usePortalMutation<TData = unknown, TVariables = void, TContext = unknown>({
  changes,
  ...options
}: PortalMutationOptions<TData, TVariables, TContext>) {
  return useMutation<TData, DefaultError, TVariables, TContext>({
    ...options,
    meta: { changes: changedKeys(changes) },
  });
}

/** The query client's part: once a mutation has succeeded, the attendee's other tabs hear what it declared. */
export function announceDeclaredChanges(mutation: { meta?: MutationMeta }): void {
  const keys = mutation.meta?.changes;
  if (keys) announceChanges(keys);
}
