import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates/format';
import type { ToDo } from '../logic/to-do';
import { HOME_TEXT } from '../messages';

type Row = { key: string; text: string; detail?: string; action: string; to: string };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function row(item: ToDo): Row {
  switch (item.kind) {
    case 'registration':
      return {
        key: item.kind,
        text: 'Your registration is not finished.',
        action: 'Finish my registration',
        to: paths.user.registration,
      };
    case 'availability':
      return item.presenter
        ? {
            key: item.kind,
            text: 'You have not chosen your days of attendance and time slots.',
            action: 'Choose my days and time slots',
            to: paths.auth.availability,
          }
        : {
            key: item.kind,
            text: 'You have not chosen the time slots in which you are available.',
            action: 'Choose my time slots',
            to: paths.user.registration,
          };
    case 'preferences':
      return {
        key: item.kind,
        text:
          item.chosen === null || item.chosen === 0
            ? 'Choose the companies you want to meet.'
            : `You have asked to meet ${plural(item.chosen, 'company', 'companies')}.`,
        detail: `Meeting preferences are open until ${formatLongDate(item.until)}.`,
        action: item.chosen ? 'Review my preferences' : 'Choose my meetings',
        to: paths.user.preferences,
      };
    case 'survey':
      return {
        key: item.kind,
        text: 'The conference survey is open.',
        detail: `${plural(item.unanswered, 'question', 'questions')} to answer.`,
        action: 'Answer the survey',
        to: paths.auth.mySurvey,
      };
  }
}

/** What is left to do, each with the way to do it; a short all-done line when nothing is. */
export function ToDoCard({ items }: { items: ToDo[] }) {
  return (
    <section className="card home-card to-do" aria-labelledby="to-do-title">
      <h2 id="to-do-title" className="home-card__title">
        {HOME_TEXT.toDo}
      </h2>
      {items.length === 0 ? (
        <p className="to-do__done">{HOME_TEXT.allDone}</p>
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
        </ul>
      )}
    </section>
  );
}
