/**
 * Meeting preferences and the Update Availability modal keep every choice when their save fails
 * (the preferences page's 422 case is in preferences-submit.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { failLaterRead, failSubmit, formSnapshot, failureShown, submitFailures } from '@/testing/nothing-lost';
import { renderApp, signInAs } from '@/testing/render';
import { preferencesKeys } from '../api/keys';
import { allRowsShown, selectsOf } from './helpers';

/** The investor's preferences page with every row shown; its query client, to read the page's data again. */
async function openPreferences() {
  signInAs('investor');
  const { queryClient } = renderApp('/user/preferences');
  await screen.findByRole('switch', { name: 'Nile Delta Bank' }, { timeout: 30_000 });
  await allRowsShown();
  return { user: userEvent.setup(), queryClient };
}

async function openAsInvestor() {
  return (await openPreferences()).user;
}

async function closeAlert(user: ReturnType<typeof userEvent.setup>) {
  const ok = screen.queryByRole('button', { name: 'OK' });
  if (ok) await user.click(ok);
  await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
}

describe.each(['500', 'network abort'] as const)(
  'Meeting preferences keep every choice when the submit fails (%s)',
  (kind) => {
    it('keeps the changed meeting type, priority and knowledge', async () => {
      const user = await openAsInvestor();
      const nile = selectsOf('Nile Delta Bank');
      await user.selectOptions(nile.knowledge, 'Basic');
      const chosen = { type: nile.type.value, priority: nile.priority.value, knowledge: nile.knowledge.value };
      const list = screen.getByRole('switch', { name: 'Nile Delta Bank' }).closest('form') ?? document.body;
      const before = formSnapshot(list);
      const called = failSubmit('post', 'auth/preferences', kind, 'companies');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await called();
      await failureShown();
      await closeAlert(user);
      const after = selectsOf('Nile Delta Bank');
      expect({ type: after.type.value, priority: after.priority.value, knowledge: after.knowledge.value }).toEqual(
        chosen,
      );
      expect(after.knowledge).toHaveDisplayValue('Basic');
      expect(formSnapshot(list)).toEqual(before);
    });
  },
);

describe('Meeting preferences keep every choice when a later read of them fails', () => {
  it('leaves the form as it was, with a notice and Try again', async () => {
    const { user, queryClient } = await openPreferences();
    const nile = selectsOf('Nile Delta Bank');
    await user.selectOptions(nile.knowledge, 'Basic');
    const list = screen.getByRole('switch', { name: 'Nile Delta Bank' }).closest('form') ?? document.body;
    const before = formSnapshot(list);
    await failLaterRead(queryClient, 'auth/preferences', { queryKey: preferencesKeys.page() });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('We could not load your meeting preferences.');
    expect(selectsOf('Nile Delta Bank').knowledge).toHaveDisplayValue('Basic');
    expect(formSnapshot(list)).toEqual(before);
    server.resetHandlers();
  });
});

describe.each(submitFailures)('Update Availability keeps the ticked slots when the save fails (%s)', (kind) => {
  it('keeps the dialog open with every tick as it was', async () => {
    const user = await openAsInvestor();
    await user.click(screen.getByRole('button', { name: 'Update Availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Availability' });
    await within(dialog).findByRole('group', { name: 'Monday 8 September' });
    const boxes = within(dialog).getAllByRole('checkbox');
    const unticked = boxes.filter((box) => !(box as HTMLInputElement).checked && !(box as HTMLInputElement).disabled);
    const ticked = boxes.filter((box) => (box as HTMLInputElement).checked && !(box as HTMLInputElement).disabled);
    expect(unticked.length).toBeGreaterThan(0);
    await user.click(unticked[0]);
    if (ticked.length > 1) await user.click(ticked[0]);
    const before = formSnapshot(dialog);
    const called = failSubmit('post', 'auth/preferences/slots', kind, 'available_slot');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await called();
    await failureShown();
    expect(screen.getByRole('dialog', { name: 'Update Availability' })).toBeInTheDocument();
    expect(formSnapshot(screen.getByRole('dialog', { name: 'Update Availability' }))).toEqual(before);
    expect(unticked[0]).toBeChecked();
  });
});
