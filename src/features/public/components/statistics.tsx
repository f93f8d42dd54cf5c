import { tText, useT } from '@/i18n/i18n';
import { STATISTICS } from '../content/marketing';

/** Last year's figures (spec A§2), in the attendee's language. */
export function Statistics() {
  const t = useT();
  return (
    <ul className="statistics">
      {STATISTICS.map((item) => (
        <li key={item.label} className="statistics__item">
          <span className="statistics__value">{tText(item.value)}</span>{' '}
          <span className="statistics__label">{t(item.label)}</span>
        </li>
      ))}
    </ul>
  );
}
