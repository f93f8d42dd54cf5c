import { formatPressDate, pressCoverage } from '../content';

/** Articles and broadcasts about the last edition, each opening in a new tab. */
export function PressCoverage() {
  return (
    <section className="card media-press" aria-labelledby="media-press-title">
      <h2 id="media-press-title">Press Coverage</h2>
      <ul className="media-press__list">
        {pressCoverage.map((item) => (
          <li key={item.url} className="media-press__item">
            <p className="media-press__publication">{item.publication}</p>
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              {item.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <p className="media-press__date">
              <time dateTime={item.date}>{formatPressDate(item.date)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
