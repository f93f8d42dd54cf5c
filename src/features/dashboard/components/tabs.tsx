import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale } from '@/i18n/i18n';
import { LOCALE_DIRECTION } from '@/i18n/locale-choice';

export type TabItem<K extends string> = { key: K; label: string; render: () => ReactNode };

type Props<K extends string> = {
  label: string;
  tabs: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
};

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move
 * between tabs and select them; Tab moves into the panel. Only the active panel's
 * content is rendered, so a tab's data loads when it is first opened. In a language
 * written right to left the tabs run from the right: the left arrow moves to the next.
 */
export function Tabs<K extends string>({ label, tabs, active, onChange }: Props<K>) {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const refs = useRef(new Map<K, HTMLButtonElement | null>());
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = (key: K) => `${base}-panel-${key}`;
  const current = tabs.some((t) => t.key === active) ? active : tabs[0]?.key;
  const forward = LOCALE_DIRECTION[useLocale()] === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number | null = null;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === back) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const key = tabs[next].key;
    onChange(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => {
          const selected = tab.key === current;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current.set(tab.key, el);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              className={`tabs__tab${selected ? ' is-active' : ''}`}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.key === current;
        return (
          <div
            key={tab.key}
            role="tabpanel"
            id={panelId(tab.key)}
            aria-labelledby={tabId(tab.key)}
            tabIndex={0}
            hidden={!selected}
            className="tabs__panel"
          >
            {selected ? tab.render() : null}
          </div>
        );
      })}
    </div>
  );
}
