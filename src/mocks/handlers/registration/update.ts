/** Profile update for a registered client: loading the form's data set and saving the changes. */
import { registrationData } from '../../views';
import { listError, ok, readBody, route, validationError } from '../utils';
import { isClosedStatus } from './accounts';
import { applyRegistration, validateRegistration } from './body';

export const updateHandlers = [
  route('get', 'auth/get-required-data-update-profile', 'T', ({ caller }) => {
    if (isClosedStatus(caller.confClient)) return listError('client', 'Your registration has been cancelled.');
    return ok(registrationData(caller.confClient, caller.token));
  }),

  route('post', 'auth/update-profile', 'T', async ({ request, caller }) => {
    if (isClosedStatus(caller.confClient)) return listError('client', 'Your registration has been cancelled.');
    const body = await readBody(request);
    const { errors, parsed } = validateRegistration(body, caller.client, 'update');
    if (!errors.empty) return validationError(errors.errors, 'The given data was invalid.');
    applyRegistration(caller.client, caller.confClient, parsed);
    if (parsed.login) {
      caller.user.username = parsed.login.username;
      caller.user.password = parsed.login.password;
    }
    return ok({ status: 200, message: 'Your registration has been updated successfully.', api_token: caller.token });
  }),
];
