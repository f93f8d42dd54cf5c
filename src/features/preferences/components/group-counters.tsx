import type { GroupCounter } from '../logic/limits';
import { counterMessages } from '../messages';

type Props = { counters: GroupCounter[]; selected: number; maximum: number };

/** The meeting counters per day group (8-9 September, 10-11 September) and in total, each saying what it limits. */
export function GroupCounters({ counters, selected, maximum }: Props) {
  return (
    <section className="pref-counters card" aria-labelledby="pref-counters-title">
      <h2 id="pref-counters-title" className="pref-counters__title">
        Your meetings
      </h2>
      <p className="pref-counters__intro">{counterMessages.intro}</p>
      <p className="pref-counters__total" aria-live="polite">
        Selected companies: <strong>{selected}</strong> of a maximum of <strong>{maximum}</strong> meetings
      </p>
      <ul className="pref-counters__groups">
        {counters.map((c) => {
          const over = c.selected > c.limit;
          return (
            <li key={c.day_group} className={`pref-counter${over ? ' pref-counter--over' : ''}`}>
              <span className="pref-counter__label">{c.label || `Day group ${c.day_group}`}</span>
              <span className="pref-counter__slots">
                <strong>{c.slots}</strong> slots
              </span>
              <span className="pref-counter__selected">
                {c.selected} of {c.limit} selected
                {over ? (
                  <span className="badge badge--danger">
                    <span aria-hidden="true">⚠ </span>over the limit
                  </span>
                ) : null}
              </span>
              <span className="pref-counter__rule">{counterMessages.group(c.limit, c.slots, c.limit - c.slots)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
