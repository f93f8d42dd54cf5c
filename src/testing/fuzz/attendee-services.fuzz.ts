import { fuzzEndpoints } from './endpoints';
import { fuzzSuite } from './harness';

// Confirmed companies, the conference survey, media interviews, tour booking and the cancellation page.
for (const endpoint of fuzzEndpoints.filter((e) =>
  [
    'general/registerd-companies',
    'auth/my-survey',
    'auth/media-providers',
    'auth/media-slots',
    'auth/tour-booking',
    'auth/verify-cancellation-token',
  ].includes(e.path),
))
  fuzzSuite(endpoint);
