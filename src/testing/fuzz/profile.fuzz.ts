import { fuzzEndpoints } from './endpoints';
import { fuzzSuite } from './harness';

// The signed-in attendee's data set, on the dashboard, the registration form and the availability page.
for (const endpoint of fuzzEndpoints.filter((e) => e.path === 'auth/get-required-data-update-profile'))
  fuzzSuite(endpoint);
