import { useLocale, useT } from '@/i18n/i18n';
import { formatPressDate, pressCoverage } from '../content';

/**
 * Articles and broadcasts about the last edition, each opening in a new tab. The publication's name is a proper name
 * (translate="no") and each title is the article's own, in its language (lang="en"); the date is written by Intl in
 * the page's language.
 */
export function PressCoverage() {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="card media-press" aria-labelledby="media-press-title">
      <h2 id="media-press-title">{t('Press Coverage')}</h2>
      <ul className="media-press__list">
        {pressCoverage.map((item) => (
          <li key={item.url} className="media-press__item">
            <p className="media-press__publication" translate="no">
              {item.publication}
            </p>
            <a href={item.url} target="_blank" rel="noopener noreferrer" hrefLang="en">
              <span lang="en">{item.title}</span>
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
            <p className="media-press__date">
              <time dateTime={item.date} lang={locale}>
                {formatPressDate(item.date)}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
