import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pinClock } from '@/lib/dates/clock';
import { setMockNow } from '@/mocks/clock';
import { renderApp, signInAs } from '@/testing/render';
import { DEMO_NOW, findPageHeading } from '@/testing/registration-flows';

const CLOSED = 'The time slot registration is closed; slots can no longer be changed.';
const LIMITED = 'The cut-off date has passed: only the time slots still open for late registration can be chosen.';
const NOT_LATE = 'This slot is not open for late registration.';
/** Two days after the demo conference's cut-off date (2025-08-25). */
const AFTER_CUT_OFF = new Date('2025-08-27T10:00:00+01:00');

const section = () => within(screen.getByRole('heading', { name: 'Days of Attendance' }).closest('section')!);

async function openInvestorRegistration() {
  signInAs('investor');
  renderApp('/user/registration');
  await findPageHeading('Registration');
  await screen.findByRole('heading', { name: 'Days of Attendance' }, { timeout: 30_000 });
  await waitFor(() => expect(section().getByRole('checkbox', { name: 'Monday 8 September' })).toBeChecked());
}

afterEach(() => {
  pinClock(null);
  setMockNow(null);
});

describe("the investor's days and slots after the cut-off (spec B§4, contract §5.7)", { timeout: 120_000 }, () => {
  it('are shown as saved and locked, with the reason, when no slot is open for late registration', async () => {
    // The server's own date is before the cut-off, so it offers no late-registration slot; the portal's is after.
    setMockNow(DEMO_NOW);
    pinClock(AFTER_CUT_OFF);
    await openInvestorRegistration();
    expect(await section().findByText(CLOSED, { selector: '[role="status"]' })).toBeInTheDocument();
    const monday = section().getByRole('checkbox', { name: 'Monday 8 September' });
    expect(monday).toBeDisabled();
    expect(monday).toHaveAccessibleDescription(CLOSED);
    for (const name of ['Tuesday 9 September', 'Wednesday 10 September', 'Thursday 11 September'])
      expect(section().getByRole('checkbox', { name })).toBeDisabled();
    const mondaySlots = within(section().getByRole('group', { name: 'Time slots on Monday 8 September' }));
    for (const box of mondaySlots.getAllByRole('checkbox')) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    for (const radio of section().getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('offer only the late-registration slots while some are open, saying why the others cannot be added', async () => {
    setMockNow(AFTER_CUT_OFF);
    pinClock(AFTER_CUT_OFF);
    await openInvestorRegistration();
    expect(await section().findByText(LIMITED, { selector: '[role="status"]' })).toBeInTheDocument();
    const tuesdaySlots = within(section().getByRole('group', { name: 'Time slots on Tuesday 9 September' }));
    const boxes = tuesdaySlots.getAllByRole('checkbox') as HTMLInputElement[];
    // 201-204 are saved and can still be dropped; 205-208 are not open for late registration.
    expect(boxes.filter((box) => box.checked && !box.disabled)).toHaveLength(4);
    const closed = boxes.filter((box) => !box.checked);
    expect(closed).toHaveLength(4);
    for (const box of closed) {
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(NOT_LATE);
    }
  });

  it('stay open before the cut-off', async () => {
    setMockNow(DEMO_NOW);
    pinClock(DEMO_NOW);
    await openInvestorRegistration();
    expect(section().getByRole('checkbox', { name: 'Monday 8 September' })).toBeEnabled();
    expect(section().queryByText(CLOSED)).not.toBeInTheDocument();
    expect(section().queryByText(LIMITED)).not.toBeInTheDocument();
    const tuesdaySlots = within(section().getByRole('group', { name: 'Time slots on Tuesday 9 September' }));
    for (const box of tuesdaySlots.getAllByRole('checkbox')) expect(box).toBeEnabled();
  });
});
