import { fuzzEndpoints } from './endpoints';
import { fuzzSuite } from './harness';

// The meeting preferences and the availability dialog.
for (const endpoint of fuzzEndpoints.filter(
  (e) => e.path.startsWith('auth/preferences') && e.path !== 'auth/preferences/client/companies',
))
  fuzzSuite(endpoint);
