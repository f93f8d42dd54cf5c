import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { NO_DATA } from '@/lib/messages';
import { driftEndpoints } from './endpoints';
import { driftSuite, field } from './harness';

const endpoint = driftEndpoints.find((e) => e.path === 'general/registerd-companies')!;

// The first confirmed company is listed (the table shows ten a page); a website is an outside link.
driftSuite(endpoint, 'Confirmed Companies', (body) => {
  const companies = (field(body, 'companies') ?? []) as unknown[];
  const others = (field(body, 'no_presentations_companies') ?? []) as unknown[];
  if (companies.length + others.length === 0) {
    // No company yet: the page says so (a notice or the empty table), it does not keep loading.
    expect(screen.queryByText(/Loading the companies/)).toBeNull();
    expect(screen.queryByText(NO_DATA) ?? screen.getByRole('status')).toBeInTheDocument();
    return;
  }
  const first = companies.length > 0 ? field(body, 'companies', 0) : field(body, 'no_presentations_companies', 0);
  expect(screen.getAllByText(String(field(first ?? null, 'name'))).length).toBeGreaterThan(0);
  for (const link of screen.queryAllByRole('link', { name: /opens in a new tab/ })) {
    expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
  }
});
