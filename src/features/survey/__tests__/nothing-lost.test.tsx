/**
 * The conference survey keeps every answer when its submit fails (the 422 case is in
 * my-survey-page.test.tsx). The feedback survey is not here: it is kept locally and makes no call.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { failLaterRead, failSubmit, formSnapshot, failureShown } from '@/testing/nothing-lost';
import { renderApp, signInAs } from '@/testing/render';

describe.each(['500', 'network abort'] as const)(
  'Conference survey keeps every answer when the submit fails (%s)',
  (kind) => {
    it('keeps the choices and the comments', async () => {
      const user = userEvent.setup();
      signInAs('investor');
      renderApp('/auth/my-survey');
      await screen.findByRole('heading', { level: 1, name: 'Conference Survey' }, { timeout: 30_000 });
      await screen.findByRole('button', { name: 'Submit' }, { timeout: 30_000 });
      for (const group of screen.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET')) {
        const radios = within(group).queryAllByRole('radio');
        if (radios.length > 0) await user.click(radios[radios.length - 1]);
      }
      const boxes = screen.getAllByRole('textbox');
      for (const [index, box] of boxes.entries()) {
        await user.clear(box);
        await user.type(box, `Comment ${index + 1}`);
      }
      const form = screen.getByRole('button', { name: 'Submit' }).closest('form')!;
      const before = formSnapshot(form);
      const called = failSubmit('post', 'auth/my-survey', kind, 'survey');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await called();
      await failureShown();
      expect(formSnapshot(form)).toEqual(before);
      boxes.forEach((box, index) => expect(box).toHaveValue(`Comment ${index + 1}`));
    });
  },
);

describe('Conference survey keeps every answer when a later read of it fails', () => {
  it('leaves the answers as they are, with a notice and Try again', async () => {
    const user = userEvent.setup();
    signInAs('investor');
    const { queryClient } = renderApp('/auth/my-survey');
    await screen.findByRole('button', { name: 'Submit' }, { timeout: 30_000 });
    const [box] = screen.getAllByRole('textbox');
    await user.clear(box);
    await user.type(box, 'Comment kept');
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form')!;
    const before = formSnapshot(form);
    await failLaterRead(queryClient, 'auth/my-survey', { type: 'active' });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('We could not load the survey.');
    expect(form).toBeInTheDocument();
    expect(formSnapshot(form)).toEqual(before);
    expect(screen.getAllByRole('textbox')[0]).toHaveValue('Comment kept');
    server.resetHandlers();
  });
});
