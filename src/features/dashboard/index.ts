/**
 * The attendee dashboard (also My Profile). Its page is loaded by the route table through a
 * dynamic import; the answer readers below are shared with the drift tests.
 */
export { colleaguesSchema } from './api/get-colleagues';
export { preferenceCompaniesSchema } from './api/preference-companies';
