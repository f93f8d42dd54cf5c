import { fuzzEndpoints } from './endpoints';
import { fuzzSuite } from './harness';

// The endpoints read by pages with a form built from the answer (registration, availability,
// preferences and their dialog, survey, tour booking): the heavier half, in a worker of its own.
for (const endpoint of fuzzEndpoints.filter((e) => e.form)) fuzzSuite(endpoint);
