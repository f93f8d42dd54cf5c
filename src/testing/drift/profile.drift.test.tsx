import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { driftEndpoints } from './endpoints';
import { driftSuite, field } from './harness';

const [investor, presenter] = driftEndpoints.filter((e) => e.path === 'auth/get-required-data-update-profile');

// The dashboard greets the attendee by name whatever else the profile lacks.
driftSuite(investor, 'My DASHBOARD', (body) => {
  const name = field(body, 'client', 'client', 'full_titled_name');
  expect(screen.getAllByText(String(name)).length).toBeGreaterThan(0);
  expect(screen.getByRole('tab', { name: 'Personal' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Colleagues' })).toBeNull();
});

// A presenter stays a presenter when the type arrives as "4": the Colleagues tab shows.
driftSuite(presenter, 'My DASHBOARD', (body) => {
  const name = field(body, 'client', 'client', 'full_titled_name');
  expect(screen.getAllByText(String(name)).length).toBeGreaterThan(0);
  expect(screen.getByRole('tab', { name: 'Colleagues' })).toBeInTheDocument();
});
