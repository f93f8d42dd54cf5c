import { fuzzEndpoints } from './endpoints';
import { fuzzSuite } from './harness';

// The endpoints read by pages that only show the answer (dashboard and its tabs, shell, schedule,
// companies, media interviews, the cancellation page).
for (const endpoint of fuzzEndpoints.filter((e) => !e.form)) fuzzSuite(endpoint);
