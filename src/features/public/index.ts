/**
 * The public pages (home, landing, gallery, information, deadlines, testimonial...). The pages are
 * loaded by the route table through dynamic imports; the deadline list and its date text are public
 * for the date and conference-text checks outside the feature.
 */
export { buildDeadlines, deadlineDate, type Deadline } from './logic/deadlines';
