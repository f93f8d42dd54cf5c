import type { ReactNode } from 'react';
import { Loader } from '@/components/loader';
import { paths } from '@/config/paths';
import { type MessageId, t, useT } from '@/i18n/i18n';
import { HOME_TEXT } from '../messages';

/*
 * The frames of the overview above the dashboard's tabs and the look each card has before its code and answers
 * are there. The page paints these first (./deferred-parts.tsx); the cards keep the same frames once their
 * content arrives, so nothing around them moves but what the answers change.
 */

/** The overview's region: what changed since the last visit (`changes`), then the two cards. */
export function OverviewFrame({ changes, children }: { changes?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <section className="home-overview" aria-labelledby="home-overview-title">
      <h2 id="home-overview-title" className="visually-hidden">
        {t(HOME_TEXT.region)}
      </h2>
      {changes}
      <div className="home-overview__grid">{children}</div>
    </section>
  );
}

/** The card of the meeting in focus. */
export function MeetingCardFrame({ title, children }: { title: MessageId; children: ReactNode }) {
  const t = useT();
  return (
    <section className="card home-card next-meeting" aria-labelledby="next-meeting-title">
      <h2 id="next-meeting-title" className="home-card__title">
        {t(title)}
      </h2>
      {children}
    </section>
  );
}

/** What the meeting card holds while the schedule is on its way (its title: `HOME_TEXT.next`). */
export function ScheduleLoading() {
  const t = useT();
  return <Loader label={t(HOME_TEXT.loadingSchedule)} />;
}

/** The card of what is left to do; `busy` while an answer that may add an item is on its way. */
export function ToDoFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <section className="card home-card to-do" aria-labelledby="to-do-title" aria-busy={busy || undefined}>
      <h2 id="to-do-title" className="home-card__title">
        {t(HOME_TEXT.toDo)}
      </h2>
      {children}
    </section>
  );
}

/** The survey's item: its texts in the attendee's language (called while the card renders). */
export function surveyRow(unanswered: number) {
  return {
    key: 'survey',
    text: t('The conference survey is open.'),
    detail: t('{count, plural, one {# question} other {# questions}} to answer.', { count: unanswered }),
    action: t('Answer the survey'),
    to: paths.auth.mySurvey,
  };
}

/**
 * The row the survey's item takes while the survey's answer is on its way: the item's own markup, drawn as a
 * placeholder (aria-hidden, nothing to press), so that the card has its final height from its first paint and the
 * tabs below do not move when the answer comes. An answer without an item (no survey, or all answered) removes it.
 */
export function AwaitedRow() {
  useT();
  const item = surveyRow(2);
  return (
    <li className="to-do__item to-do__item--awaited" aria-hidden="true" data-testid="to-do-awaited">
      <p className="to-do__text">
        <strong>{item.text}</strong>
        <span className="to-do__detail">{item.detail}</span>
      </p>
      <span className="btn btn--secondary to-do__action">{item.action}</span>
    </li>
  );
}

/** The overview as the page first paints it, before its code and answers: both cards waiting. */
export function OverviewPending() {
  return (
    <OverviewFrame>
      <MeetingCardFrame title={HOME_TEXT.next}>
        <ScheduleLoading />
      </MeetingCardFrame>
      <ToDoFrame busy>
        <ul className="to-do__list">
          <AwaitedRow />
        </ul>
      </ToDoFrame>
    </OverviewFrame>
  );
}
