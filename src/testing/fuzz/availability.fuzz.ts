import { fuzzEndpoints } from './endpoints';
import { fuzzSuite } from './harness';

// The presenter's availability page: day groups, slot attendance and the cut-off date.
for (const endpoint of fuzzEndpoints.filter((e) =>
  ['auth/get-grouped-slots', 'auth/slots-attendance-percentage/14', 'auth/cut-off-date'].includes(e.path),
))
  fuzzSuite(endpoint);
