/**
 * react-select's announcements (its live region) in a language other than English, from the catalogue: loaded with
 * the first select box shown in such a language (./select-field.tsx), never on an English visit, where react-select's
 * own English announcements stand. The option labels are the page's own texts (already in the attendee's language)
 * or the server's, each kept in its own direction (an isolate, as <bdi>), as is what the attendee typed; a position
 * reads "2/5".
 */
import { createElement } from 'react';
import { type AriaLiveMessages, components, type GroupBase, type MultiValueRemoveProps } from 'react-select';
import { t, useT } from '@/i18n/i18n';
import type { Option } from './select-field';

export type SelectAria = AriaLiveMessages<Option, boolean, GroupBase<Option>>;

/** "2/5", or nothing when there is no list. */
function position<T>(list: readonly T[] | undefined, item: T): string {
  return list?.length ? `${list.indexOf(item) + 1}/${list.length}` : '';
}

const joined = (...parts: string[]) => parts.filter(Boolean).join('، ');

/** A label or what was typed, in its own direction inside the announcement (first-strong isolate). */
const own = (text: string) => (text ? `\u2068${text}\u2069` : '');

export const selectAriaLiveMessages: SelectAria = {
  guidance: ({ context, isSearchable, isMulti, tabSelectsValue, isInitialFocus }) => {
    if (context === 'menu')
      return tabSelectsValue
        ? t(
            'Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu, press Tab to select the option and exit the menu.',
          )
        : t(
            'Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu.',
          );
    if (context === 'input' && isInitialFocus) {
      if (isSearchable && isMulti)
        return t(
          'The select box is focused: type to narrow the list, press Down to open it, press Left to reach the chosen values.',
        );
      if (isSearchable) return t('The select box is focused: type to narrow the list, press Down to open it.');
      if (isMulti)
        return t('The select box is focused: press Down to open the list, press Left to reach the chosen values.');
      return t('The select box is focused: press Down to open the list.');
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
        return `${t('Option deselected:')} ${own(label)}`;
      case 'clear':
        return t('All selected options have been cleared.');
      case 'initial-input-focus':
        return `${t(labels.length > 1 ? 'Options selected:' : 'Option selected:')} ${labels.map(own).join('، ')}`;
      case 'select-option':
        return isDisabled
          ? `${t('Option unavailable:')} ${own(label)}. ${t('Select another option.')}`
          : `${t('Option selected:')} ${own(label)}`;
      default:
        return '';
    }
  },
  onFocus: ({ context, focused, options, label = '', selectValue, isDisabled, isSelected, isAppleDevice }) => {
    if (context === 'value' && selectValue)
      return `${t('Value focused:')} ${joined(own(label), position(selectValue, focused))}`;
    if (context === 'menu' && isAppleDevice)
      return joined(
        own(label),
        isSelected ? t('selected') : '',
        isDisabled ? t('unavailable') : '',
        position(options, focused),
      );
    return '';
  },
  onFilter: ({ inputValue, resultsMessage }) =>
    inputValue ? `${resultsMessage} ${t('for the search:')} ${own(inputValue)}` : resultsMessage,
};

/** How many options are shown (react-select's `screenReaderStatus`). */
export const selectScreenReaderStatus = ({ count }: { count: number }) =>
  t('{count, plural, one {{count} result} other {{count} results}} available', { count });

export type SelectRemove<O extends Option = Option, Multi extends boolean = boolean> = (
  props: MultiValueRemoveProps<O, Multi, GroupBase<O>>,
) => ReturnType<typeof createElement>;

/**
 * The button removing a chosen item, named in the attendee's language (react-select names it "Remove …" in English,
 * which stands on an English page): the catalogue's word before the item's label (already in its own direction).
 */
export function SelectMultiValueRemove<O extends Option, Multi extends boolean>(
  props: MultiValueRemoveProps<O, Multi, GroupBase<O>>,
) {
  const translate = useT();
  const label = props.selectProps.getOptionLabel(props.data);
  return createElement(components.MultiValueRemove<O, Multi, GroupBase<O>>, {
    ...props,
    innerProps: { ...props.innerProps, 'aria-label': `${translate('Remove')} ${label}` },
  });
}
