/** The registration feature: identify with an invitation code, sign up, and update the registration. */
export { getRegistrationData } from './api/registration-data';
