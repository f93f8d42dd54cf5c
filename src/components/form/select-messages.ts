import { type MessageId, t } from '@/i18n/i18n';

/**
 * What the searchable select boxes say while they search, when the search needs more characters,
 * finds nothing or fails, and when no more items may be chosen (spec A§8): catalogue ids, or functions that give
 * the text in the attendee's language when they are called (at render).
 */
export const selectMessages = {
  loadFailed: 'The results could not be loaded.' satisfies MessageId,
  inputTooShort: (n: number) => t('Please enter {n} or more characters', { n }),
  noResults: 'No results found' satisfies MessageId,
  searching: 'Searching…' satisfies MessageId,
  loadingMore: 'Loading more results…' satisfies MessageId,
  maximumSelected: (n: number) => t('You can only select {n, plural, one {{n} item} other {{n} items}}', { n }),
};

/** react-select's own placeholder, in the attendee's language. */
export const selectPlaceholder = () => t('Select...');
