import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { deadlineDate } from '@/features/public';
import { driftEndpoints } from './endpoints';
import { driftSuite, field } from './harness';

const endpoint = driftEndpoints.find((e) => e.path === 'auth/get-conference-text')!;

// The three registration deadlines show their date, or "To be announced" without one.
driftSuite(endpoint, 'Important Deadlines', (body) => {
  const rows: [string, string][] = [
    ['Registration for presenting companies', 'presenters_registration_deadline'],
    ['Registration for investors', 'investors_registration_deadline'],
    ['Presentations submission', 'presentations_deadline'],
  ];
  for (const [label, key] of rows) {
    const row = screen.getByRole('row', { name: new RegExp(label) });
    const date = field(body, 'conference', key);
    expect(within(row).getByText(deadlineDate(typeof date === 'string' ? date : null))).toBeInTheDocument();
  }
});
