import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';
import { announceDeclaredChanges } from './mutation';
import { isReadByLeader } from './read-by-leader';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // What a saved change changed (declared with usePortalMutation, ./mutation.ts) reaches the attendee's other
    // open tabs (./other-tabs.ts).
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => announceDeclaredChanges(mutation),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Back online, an answer the tab that leads reads for every tab is read there only (./read-by-leader.ts).
        refetchOnReconnect: (query) => !isReadByLeader(query.queryKey),
        // A refusal (401, 403, 404, 422, …) is final; only network trouble, 5xx and unreadable answers are worth one more try.
        retry: (failureCount, error) => {
          if (isApiError(error) && !['server', 'network', 'malformed'].includes(error.kind)) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
