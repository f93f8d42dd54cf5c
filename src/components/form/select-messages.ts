import type { AriaLiveMessages, GroupBase } from 'react-select';
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

/** What the screen reader hears of the options shown (react-select's `screenReaderStatus`). */
export const selectScreenReaderStatus = ({ count }: { count: number }) =>
  t('{count, plural, one {{count} result} other {{count} results}} available', { count });

/** "2 of 5", or nothing when there is no list (as react-select says it). */
function position<T>(list: readonly T[] | undefined, item: T): { position: number; total: number } | null {
  return list?.length ? { position: list.indexOf(item) + 1, total: list.length } : null;
}

/**
 * react-select's announcements (its live region) from the catalogue, said as react-select says them in English; the
 * option labels are the page's own texts (already in the attendee's language) or the server's.
 */
export function selectAriaLiveMessages<O, Multi extends boolean>(): AriaLiveMessages<O, Multi, GroupBase<O>> {
  return {
    guidance: ({ context, isSearchable, isMulti, tabSelectsValue, isInitialFocus, ...props }) => {
      if (context === 'menu')
        return tabSelectsValue
          ? t(
              'Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu, press Tab to select the option and exit the menu.',
            )
          : t(
              'Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu.',
            );
      if (context === 'input') {
        if (!isInitialFocus) return '';
        const values = { label: props['aria-label'] || t('Select') };
        if (isSearchable && isMulti)
          return t(
            '{label} is focused ,type to refine list, press Down to open the menu,  press left to focus selected values',
            values,
          );
        if (isSearchable) return t('{label} is focused ,type to refine list, press Down to open the menu, ', values);
        if (isMulti)
          return t('{label} is focused , press Down to open the menu,  press left to focus selected values', values);
        return t('{label} is focused , press Down to open the menu, ', values);
      }
      if (context === 'value')
        return t(
          'Use left and right to toggle between focused values, press Backspace to remove the currently focused value',
        );
      return '';
    },
    onChange: ({ action, label = '', labels, isDisabled }) => {
      switch (action) {
        case 'deselect-option':
        case 'pop-value':
        case 'remove-value':
          return t('option {label}, deselected.', { label });
        case 'clear':
          return t('All selected options have been cleared.');
        case 'initial-input-focus':
          return labels.length > 1
            ? t('options {labels}, selected.', { labels: labels.join(',') })
            : t('option {labels}, selected.', { labels: labels.join(',') });
        case 'select-option':
          return isDisabled
            ? t('option {label} is disabled. Select another option.', { label })
            : t('option {label}, selected.', { label });
        default:
          return '';
      }
    },
    onFocus: ({ context, focused, options, label = '', selectValue, isDisabled, isSelected, isAppleDevice }) => {
      if (context === 'value' && selectValue) {
        const at = position(selectValue, focused);
        return at ? t('value {label} focused, {position} of {total}.', { label, ...at }) : '';
      }
      if (context === 'menu' && isAppleDevice) {
        const at = position(options, focused);
        if (!at) return '';
        const values = { label, ...at };
        if (isSelected && isDisabled) return t('{label} selected disabled, {position} of {total}.', values);
        if (isSelected) return t('{label} selected, {position} of {total}.', values);
        if (isDisabled) return t('{label} disabled, {position} of {total}.', values);
        return t('{label}, {position} of {total}.', values);
      }
      return '';
    },
    onFilter: ({ inputValue, resultsMessage }) =>
      inputValue
        ? t('{resultsMessage} for search term {inputValue}.', { resultsMessage, inputValue })
        : t('{resultsMessage}.', { resultsMessage }),
  };
}
