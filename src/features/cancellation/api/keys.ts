import type { CancellationTokenBody } from '@/lib/api/contract';

/** The query keys of the cancellation feature. */
export const cancellationKeys = {
  all: ['cancellation'] as const,
  token: (body: CancellationTokenBody | null) =>
    [...cancellationKeys.all, 'token', body?.cancelation_token, body?.client_id] as const,
};
