/**
 * What an attendee has left to do, in the order it matters: finish the registration, choose the
 * days and time slots, choose (or review) the meeting preferences while they are open, answer
 * the conference survey. Each item is one the attendee can act on now.
 */
export type ToDo =
  | { kind: 'registration' }
  | { kind: 'availability'; presenter: boolean }
  | { kind: 'preferences'; chosen: number | null; until: string }
  | { kind: 'survey'; unanswered: number };

export type ToDoFacts = {
  presenter: boolean;
  /** The conference-client status: 1 Not Registered, 2 Registered (contract §1.4). */
  registrationStatus: number | null | undefined;
  /** How many time slots the attendee has chosen. */
  chosenSlots: number;
  /** The conference lets investors register time slots. */
  investorSlotsAllowed: boolean;
  /** The last day preferences and slots can be changed ("YYYY-MM-DD", London); null: not known. */
  cutOffDate: string | null | undefined;
  /** Today in London ("YYYY-MM-DD"), by the app clock. */
  today: string;
  /** How many companies the investor asked to meet; null: not known (not loaded, or failed). */
  preferencesChosen: number | null;
  /** Required survey questions left unanswered; null: not known. */
  surveyUnanswered: number | null;
};

/** Whether a change is still possible on `today` (the cut-off day itself included). */
export const beforeCutOff = (cutOffDate: string | null | undefined, today: string): boolean =>
  Boolean(cutOffDate) && today <= (cutOffDate as string);

export function toDoItems(facts: ToDoFacts): ToDo[] {
  const items: ToDo[] = [];
  if (facts.registrationStatus === 1) items.push({ kind: 'registration' });
  const choosesSlots = facts.presenter || facts.investorSlotsAllowed;
  if (choosesSlots && facts.chosenSlots === 0) items.push({ kind: 'availability', presenter: facts.presenter });
  if (!facts.presenter && facts.cutOffDate && beforeCutOff(facts.cutOffDate, facts.today)) {
    items.push({ kind: 'preferences', chosen: facts.preferencesChosen, until: facts.cutOffDate });
  }
  if (facts.surveyUnanswered !== null && facts.surveyUnanswered > 0) {
    items.push({ kind: 'survey', unanswered: facts.surveyUnanswered });
  }
  return items;
}

type SurveyQuestionLike = { is_optional: boolean; answer: string | null };

/** The required questions of a survey (general and per company) that have no answer yet. */
export function unansweredRequired(survey: {
  survey: readonly SurveyQuestionLike[];
  companies: readonly { questions: readonly SurveyQuestionLike[] }[];
}): number {
  const open = (q: SurveyQuestionLike) => !q.is_optional && (q.answer === null || q.answer.trim() === '');
  return (
    survey.survey.filter(open).length +
    survey.companies.reduce((sum, company) => sum + company.questions.filter(open).length, 0)
  );
}
