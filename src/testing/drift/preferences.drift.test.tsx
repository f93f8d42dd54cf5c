import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { driftEndpoints } from './endpoints';
import { driftSuite, field } from './harness';

const endpoint = driftEndpoints.find((e) => e.path === 'auth/preferences')!;

// The companies to rank are listed; with none, the page says no company matches.
driftSuite(endpoint, 'Meeting Preferences', (body) => {
  const companies = (field(body, 'companies') ?? []) as unknown[];
  if (companies.length === 0) {
    expect(screen.getByText(/No company matches the filters/)).toBeInTheDocument();
    return;
  }
  for (const index of [0, companies.length - 1]) {
    expect(screen.getAllByText(String(field(body, 'companies', index, 'name'))).length).toBeGreaterThan(0);
  }
});
