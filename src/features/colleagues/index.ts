/** The colleagues feature: a presenter registers colleagues of their company and edits their details. */
export { ColleaguesSection } from './components/colleagues-section';
export { colleagueDetailsInput } from './logic/colleague-details';
export { incompleteColleagues, incompleteColleaguesText } from './logic/colleague-rules';
export type { RegisterColleagueValues } from './logic/colleague-forms';
