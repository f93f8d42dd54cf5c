import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { driftEndpoints } from './endpoints';
import { driftSuite, field } from './harness';

const endpoint = driftEndpoints.find((e) => e.label === 'auth/get-required-data-update-profile (registration update)')!;

// The registration form opens in update mode with the attendee's first name filled in.
driftSuite(endpoint, 'Registration', async (body) => {
  const first = field(body, 'client', 'client', 'first_name');
  expect(screen.getByLabelText('First Name')).toHaveValue(String(first));
});
