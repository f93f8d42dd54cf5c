/** Every endpoint of the portal API, for the browser worker and the node server (contract §2). */
import { authHandlers } from './auth';
import { cancellationHandlers } from './cancellation';
import { companiesHandlers } from './companies';
import { preferencesHandlers } from './preferences';
import { registrationHandlers } from './registration';
import { scheduleHandlers } from './schedule';
import { mapsHandlers } from './maps';
import { mediaToursHandlers } from './media-tours';
import { surveyHandlers } from './surveys';

export { BASE } from './utils';

export const handlers = [
  ...authHandlers,
  ...registrationHandlers,
  ...cancellationHandlers,
  ...scheduleHandlers,
  ...companiesHandlers,
  ...preferencesHandlers,
  ...surveyHandlers,
  ...mediaToursHandlers,
  ...mapsHandlers,
];
