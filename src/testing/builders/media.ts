/** Test data of the media interview survey: contract-typed objects with defaults, any field overridable. */
import type { MediaProvider, MediaSlot } from '@/lib/api/contract';

export function mediaProvider(overrides: Partial<MediaProvider> & Pick<MediaProvider, 'id'>): MediaProvider {
  return { name: `Provider ${overrides.id}`, ...overrides };
}

/** An interview slot on the first conference day at 12:40, unless told otherwise. */
export function mediaSlot(overrides: Partial<MediaSlot> & Pick<MediaSlot, 'id'>): MediaSlot {
  return { date: '2025-09-09', start_time: '12:40:00', ...overrides };
}
