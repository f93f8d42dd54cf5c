import { useEffect, useId, useState, type ReactNode } from 'react';
import Select, { type AriaLiveMessages, type GroupBase, type Props as SelectProps } from 'react-select';
import { tText, useLocale } from '@/i18n/i18n';
import { type Locale, LOCALE_DIRECTION, SOURCE_LOCALE } from '@/i18n/locale-choice';
import type { SelectAria, SelectRemove } from './select-aria';
import { shownText } from './shown-text';
import { selectMessages, selectPlaceholder } from './select-messages';

export { selectMessages } from './select-messages';

type Aria = { messages: SelectAria; status: (state: { count: number }) => string; remove: SelectRemove };

/** The announcements in another language than English, once loaded (./select-aria.ts); loaded once per visit. */
let loadedAria: Aria | null = null;
const loadAria = () =>
  import('./select-aria').then((module) => {
    loadedAria = {
      messages: module.selectAriaLiveMessages,
      status: module.selectScreenReaderStatus,
      remove: module.SelectMultiValueRemove,
    };
    return loadedAria;
  });

/**
 * react-select's announcements and its remove button's name for `locale`: its own in English, the catalogue's otherwise
 * (null until loaded).
 */
function useAria(locale: Locale): Aria | null {
  const [aria, setAria] = useState(loadedAria);
  const wanted = locale !== SOURCE_LOCALE;
  useEffect(() => {
    if (!wanted || aria) return undefined;
    let live = true;
    loadAria().then(
      (loaded) => live && setAria(loaded),
      () => undefined, // react-select's own announcements stay
    );
    return () => {
      live = false;
    };
  }, [wanted, aria]);
  return wanted ? aria : null;
}

export type Option<V = string | number> = { value: V; label: string; isDisabled?: boolean };

type Props<O extends Option, Multi extends boolean> = Omit<
  SelectProps<O, Multi, GroupBase<O>>,
  'inputId' | 'aria-label'
> & {
  label: ReactNode;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  id?: string;
  /** Minimum characters before searching shows results (0 = always). */
  minimumInputLength?: number;
  maxSelected?: number;
};

/**
 * A labelled react-select with the spec's messages; the visible label is tied to its input. Its texts (the messages,
 * react-select's placeholder and announcements) and the error come from the catalogue in the attendee's language, and
 * the box is laid out right to left in a right-to-left language.
 */
export function SelectField<O extends Option, Multi extends boolean = false>({
  label,
  error,
  required,
  hint,
  id,
  minimumInputLength = 0,
  maxSelected,
  className,
  ...rest
}: Props<O, Multi>) {
  const locale = useLocale();
  const aria = useAria(locale);
  const autoId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const inputId = id ?? `select-${autoId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const selectedCount = Array.isArray(rest.value) ? rest.value.length : 0;
  const atMax = maxSelected !== undefined && selectedCount >= maxSelected;
  const shownError = error ? shownText(error) : null;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <Select<O, Multi, GroupBase<O>>
        inputId={inputId}
        classNamePrefix="rs"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
        aria-errormessage={error ? errorId : undefined}
        noOptionsMessage={({ inputValue }) => {
          if (atMax && maxSelected !== undefined) return selectMessages.maximumSelected(maxSelected);
          if (inputValue.length < minimumInputLength) return selectMessages.inputTooShort(minimumInputLength);
          return tText(selectMessages.noResults);
        }}
        loadingMessage={() => tText(selectMessages.searching)}
        placeholder={selectPlaceholder()}
        {...(aria
          ? {
              ariaLiveMessages: aria.messages as unknown as AriaLiveMessages<O, Multi, GroupBase<O>>,
              screenReaderStatus: aria.status,
              components: { MultiValueRemove: aria.remove as unknown as SelectRemove<O, Multi> },
            }
          : {})}
        isRtl={LOCALE_DIRECTION[locale] === 'rtl'}
        // An option may be the server's words (a time zone's label, a country): in another language each option and
        // the chosen one keep their own direction. A caller's own formatOptionLabel replaces this.
        formatOptionLabel={locale === SOURCE_LOCALE ? undefined : (option: O) => <span dir="auto">{option.label}</span>}
        isOptionDisabled={atMax ? () => true : undefined}
        styles={{
          control: (base, state) => ({
            ...base,
            minHeight: 'var(--control-height)',
            borderColor: error ? '#a1231b' : state.isFocused ? '#1a5fb4' : '#7b8789',
            borderWidth: error ? 2 : 1,
          }),
          placeholder: (base) => ({ ...base, color: '#5f6b6d' }),
          menu: (base) => ({ ...base, zIndex: 30 }),
        }}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {shownError ? (
        // react-select keeps aria-describedby for itself; aria-errormessage points here and the region is live.
        <p id={errorId} className="field__error" aria-live="polite" dir={shownError.dir}>
          <span aria-hidden="true">⚠ </span>
          {shownError.text}
        </p>
      ) : null}
    </div>
  );
}
