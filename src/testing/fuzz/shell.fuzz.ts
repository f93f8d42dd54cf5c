import { fuzzEndpoints } from './endpoints';
import { fuzzSuite } from './harness';

// What the shell reads beside the profile, and the dashboard's tabs.
for (const endpoint of fuzzEndpoints.filter((e) =>
  [
    'auth/get-conference-text',
    'auth/get-cancellation-url',
    'auth/get-colleagues',
    'auth/preferences/client/companies',
  ].includes(e.path),
))
  fuzzSuite(endpoint);
