/**
 * The Confirmed Companies page (loaded by the route table through a dynamic import). The
 * answer reader is shared with the drift tests.
 */
export { registeredCompaniesSchema } from './api/registered-companies';
