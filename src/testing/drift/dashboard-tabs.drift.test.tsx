import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { driftEndpoints } from './endpoints';
import { driftSuite, field } from './harness';
import type { Json } from './variants';

const colleagues = driftEndpoints.find((e) => e.path === 'auth/get-colleagues')!;
const preferenceCompanies = driftEndpoints.find((e) => e.path === 'auth/preferences/client/companies')!;

/** Opens a dashboard tab and checks its panel lists every name (or says there is none). */
function expectTabLists(tab: string, names: string[]) {
  fireEvent.click(screen.getByRole('tab', { name: tab }));
  const panel = screen.getByRole('tabpanel');
  if (names.length === 0) {
    expect(within(panel).getByText('There are no data')).toBeInTheDocument();
    return;
  }
  for (const name of names) expect(within(panel).getAllByText(name).length).toBeGreaterThan(0);
}

const names = (body: Json, list: string, key: string) =>
  ((field(body, list) ?? []) as Json[]).map((item) => String(field(item, key)));

// A presenter's colleagues are listed with their registration status.
driftSuite(colleagues, 'My DASHBOARD', (body) =>
  expectTabLists('Colleagues', names(body, 'colleagues', 'full_titled_name')),
);

// An investor's chosen companies are listed on the Meeting Preferences tab.
driftSuite(preferenceCompanies, 'My DASHBOARD', (body) =>
  expectTabLists('Meeting Preferences', names(body, 'companies', 'name')),
);
