/**
 * A download (usually a dynamic import) made once and shared by every caller. A failed download
 * (offline, a deployment replaced the files) is not kept: the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
