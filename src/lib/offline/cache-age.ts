/**
 * How long the attendee's answers are kept for offline use, in one place: the saved cache older than this is
 * discarded (./persistence.ts), and answers stay in memory as long (./persisted-cache.ts). A week covers the
 * conference days. Its own small module: the persister that reads it loads only for a signed-in attendee.
 */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
