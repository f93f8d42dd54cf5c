/**
 * The conference survey and the feedback survey. Their pages are loaded by the route table
 * through dynamic imports; the survey's submit call is public for the sign-out tests of the app.
 */
export { submitMySurvey } from './api/submit-my-survey';
