import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { findPageHeading, identifyAs } from '@/testing/registration-flows';

// The investor's days section (below the form's first screen) arrives only when the test lets it.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release };
});
vi.mock('../components/attendance-sections', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('Register page — the sections below the first screen', { timeout: 120_000 }, () => {
  it('shows a loading card in their place, and a submit made before they arrive still checks them', async () => {
    await identifyAs('INV-INVESTOR-01');
    renderApp('/auth/registration/signup');
    const user = userEvent.setup();
    await findPageHeading('Registration');
    expect(await screen.findByRole('region', { name: 'Login Details' })).toBeInTheDocument();
    expect(screen.getAllByText('Loading this part of the form…').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Days of Attendance' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('alert', { name: 'Please correct the following' })).toBeNull();
    chunk.release();

    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(within(summary).getByText('Days of Attendance: Available slot field is required')).toBeInTheDocument();
    expect(within(summary).getByText('Biography: Field is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Days of Attendance' })).toBeInTheDocument();
    expect(screen.queryByText('Loading this part of the form…')).toBeNull();
  });
});
