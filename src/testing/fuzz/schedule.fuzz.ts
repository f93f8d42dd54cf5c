import { fuzzEndpoints } from './endpoints';
import { fuzzSuite } from './harness';

// The schedule and the date from which investors may cancel meetings.
for (const endpoint of fuzzEndpoints.filter((e) =>
  ['auth/get-schedule', 'auth/investor-cancellation-date'].includes(e.path),
))
  fuzzSuite(endpoint);
