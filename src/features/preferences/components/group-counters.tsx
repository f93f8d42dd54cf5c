import { t, useLocale } from '@/i18n/i18n';
import { groupLabel } from '../logic/availability';
import type { GroupCounter } from '../logic/limits';
import { counterMessages } from '../messages';

type Props = { counters: GroupCounter[]; selected: number; maximum: number };

/** What a group's counter limits: none, or up to its limit (its slots plus the extra places). */
function groupRule(c: GroupCounter): string {
  if (c.limit <= 0) return t(counterMessages.none);
  return t(counterMessages.group, { limit: c.limit, slots: c.slots, extra: c.limit - c.slots });
}

/** The meeting counters per day group (8-9 September, 10-11 September) and in total, each saying what it limits. */
export function GroupCounters({ counters, selected, maximum }: Props) {
  const locale = useLocale();
  return (
    <section className="pref-counters card" aria-labelledby="pref-counters-title">
      <h2 id="pref-counters-title" className="pref-counters__title">
        {t('Your meetings')}
      </h2>
      <p className="pref-counters__intro">{t(counterMessages.intro)}</p>
      <p className="pref-counters__total" aria-live="polite">
        {t('Selected companies:')} <strong>{selected}</strong> {t('of a maximum of')} <strong>{maximum}</strong>{' '}
        {t('meetings')}
      </p>
      <ul className="pref-counters__groups">
        {counters.map((c) => {
          const over = c.selected > c.limit;
          return (
            <li key={c.day_group} className={`pref-counter${over ? ' pref-counter--over' : ''}`}>
              {/* The group's days, written by Intl in the page's language (not a catalogue text). */}
              {c.days.length > 0 ? (
                <span className="pref-counter__label" lang={locale}>
                  {groupLabel(c.days)}
                </span>
              ) : (
                <span className="pref-counter__label">{t('Day group {group}', { group: c.day_group })}</span>
              )}
              <span className="pref-counter__slots">
                <strong>{c.slots}</strong> {t('slots')}
              </span>
              <span className="pref-counter__selected">
                {t('{selected} of {limit} selected', { selected: c.selected, limit: c.limit })}
                {over ? (
                  <span className="badge badge--danger">
                    <span aria-hidden="true">⚠ </span>
                    {t('over the limit')}
                  </span>
                ) : null}
              </span>
              <span className="pref-counter__rule">{groupRule(c)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
