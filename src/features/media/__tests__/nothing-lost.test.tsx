/**
 * The media survey keeps a presenter's whole answer, the "apply to my colleagues" choice included,
 * when the submit fails (media-page.test.tsx covers the interview, provider and slot answers).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failSubmit, formSnapshot, failureShown, submitFailures } from '@/testing/nothing-lost';
import { findHeading, renderApp, signInAs } from '@/testing/render';

const chosenLabels = () => [...document.querySelectorAll('.rs__multi-value__label')].map((node) => node.textContent);

describe.each(submitFailures)('Media survey keeps the whole answer when the submit fails (%s)', (kind) => {
  it('keeps yes, the providers, the slots and the colleagues choice', async () => {
    signInAs('presenter');
    const user = userEvent.setup();
    renderApp('/user/media');
    await findHeading('Media Interviews');
    await screen.findByText('You may choose several providers.');
    await screen.findByText('Slots are grouped by day; times are London time.');
    const choose = async (label: RegExp, option: string) => {
      await user.click(screen.getByLabelText(label));
      await user.keyboard('{ArrowDown}');
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await choose(/^Media providers/, 'Global Markets TV');
    await choose(/^Interview slots/, 'Wednesday 10 September 2025, 13:10 (London time)');
    const colleagues = screen.getByRole('checkbox', { name: 'Apply my answers to my colleagues as well' });
    await user.click(colleagues);
    const form = colleagues.closest('form')!;
    const before = formSnapshot(form);
    const called = failSubmit('post', 'auth/submit-media-interview', kind, 'media_slot_ids');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await called();
    await failureShown();
    expect(colleagues).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(chosenLabels()).toEqual(['Global Markets TV', 'Wednesday 10 September 2025, 13:10 (London time)']);
    expect(formSnapshot(form)).toEqual(before);
  });
});
