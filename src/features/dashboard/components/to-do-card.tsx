import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { t, useT } from '@/i18n/i18n';
import { formatLongDate } from '@/lib/dates/format';
import type { ToDo } from '../logic/to-do';
import { HOME_TEXT } from '../messages';
import { AwaitedRow, surveyRow, ToDoFrame } from './home-cards';

type Row = { key: string; text: string; detail?: string; action: string; to: string };

/** An item's texts in the attendee's language (called while the card renders). */
function row(item: ToDo): Row {
  switch (item.kind) {
    case 'registration':
      return {
        key: item.kind,
        text: t('Your registration is not finished.'),
        action: t('Finish my registration'),
        to: paths.user.registration,
      };
    case 'availability':
      return item.presenter
        ? {
            key: item.kind,
            text: t('You have not chosen your days of attendance and time slots.'),
            action: t('Choose my days and time slots'),
            to: paths.auth.availability,
          }
        : {
            key: item.kind,
            text: t('You have not chosen the time slots in which you are available.'),
            action: t('Choose my time slots'),
            to: paths.user.registration,
          };
    case 'preferences':
      return {
        key: item.kind,
        text:
          item.chosen === null || item.chosen === 0
            ? t('Choose the companies you want to meet.')
            : t('You have asked to meet {count, plural, one {# company} other {# companies}}.', {
                count: item.chosen,
              }),
        detail: t('Meeting preferences are open until {date}.', { date: formatLongDate(item.until) }),
        action: item.chosen ? t('Review my preferences') : t('Choose my meetings'),
        to: paths.user.preferences,
      };
    case 'survey':
      return surveyRow(item.unanswered);
  }
}

/**
 * What is left to do, each with the way to do it; a short all-done line when nothing is. `awaitingSurvey`: the
 * survey's answer (which may add an item) is still on its way, so the card neither says all done nor leaves out
 * the row that item would take.
 */
export function ToDoCard({ items, awaitingSurvey = false }: { items: ToDo[]; awaitingSurvey?: boolean }) {
  useT();
  return (
    <ToDoFrame busy={awaitingSurvey}>
      {items.length === 0 && !awaitingSurvey ? (
        <p className="to-do__done">{t(HOME_TEXT.allDone)}</p>
      ) : (
        <ul className="to-do__list">
          {items.map(row).map((item) => (
            <li key={item.key} className="to-do__item">
              <p className="to-do__text">
                <strong>{item.text}</strong>
                {item.detail ? <span className="to-do__detail">{item.detail}</span> : null}
              </p>
              <Link to={item.to} className="btn btn--secondary to-do__action">
                {item.action}
              </Link>
            </li>
          ))}
          {awaitingSurvey ? <AwaitedRow /> : null}
        </ul>
      )}
    </ToDoFrame>
  );
}
