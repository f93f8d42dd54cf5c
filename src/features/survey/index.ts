/**
 * The conference survey and the feedback survey. Their pages are loaded by the route table
 * through dynamic imports; the survey's submit call is public for the sign-out tests of the app,
 * its answer for the dashboard's list of what is left to do.
 */
export { mySurveyQueryOptions, useMySurvey } from './api/my-survey';
export { submitMySurvey } from './api/submit-my-survey';
