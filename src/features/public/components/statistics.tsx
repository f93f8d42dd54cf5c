import { STATISTICS } from '../content/marketing';

export function Statistics() {
  return (
    <ul className="statistics">
      {STATISTICS.map((item) => (
        <li key={item.label} className="statistics__item">
          <span className="statistics__value">{item.value}</span>{' '}
          <span className="statistics__label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
