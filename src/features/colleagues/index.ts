/** The colleagues feature: a presenter registers colleagues of their company and edits their details. */
export { ColleaguesSection } from './components/colleagues-section';
export { CountrySelectField } from './components/country-select-field';
export { colleagueDetailsInput, incompleteColleagues, incompleteColleaguesText } from './logic/colleague-rules';
