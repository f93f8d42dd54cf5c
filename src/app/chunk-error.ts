/**
 * Failures to download code: a lazy page chunk that a new deployment removed, or a
 * dropped connection. Each browser words it differently; Vite's CSS preload says
 * "Unable to preload CSS". Such a page needs a fresh load of the portal, not a retry of
 * the same (failed) import, which browsers cache.
 */
import type { MessageId } from '@/i18n/i18n';

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/** The reload notice's texts: catalogue ids, shown through `t()` when the notice is drawn. */
export const RELOAD_TEXT = {
  pageTitle: 'This page could not be downloaded.',
  appTitle: 'The portal could not start.',
  detail: 'The portal may have been updated since you opened it, or the connection dropped. Reload to continue.',
  button: 'Reload',
} as const satisfies Record<string, MessageId>;
