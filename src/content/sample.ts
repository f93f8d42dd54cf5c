/**
 * Content the specs do not give (speakers, videos, past events, the bus timetable, service
 * providers, affiliates, concierge services) lives in this folder, one typed file per block.
 * Each block says whether it is still the shipped sample: `sample: true` until the organiser
 * replaces its items with the real ones and sets it to false.
 *
 * How a block is shown (`contentMode`):
 *  - 'fact'        the organiser's own content: shown as it is;
 *  - 'sample'      the demo (mock backend on): the samples are shown, marked as sample content;
 *  - 'unpublished' a production build still holding the sample: not presented as fact, the
 *                  page says the content will be published there instead.
 */
import { env } from '@/config/env';

export type ContentBlock<T> = {
  /** True while the items are the shipped, invented sample. */
  sample: boolean;
  items: T;
};

export type ContentMode = 'fact' | 'sample' | 'unpublished';

export function contentMode(block: { sample: boolean }, demo: boolean = env.apiMocking): ContentMode {
  if (!block.sample) return 'fact';
  return demo ? 'sample' : 'unpublished';
}
