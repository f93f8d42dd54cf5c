/**
 * The shared setup's query errors (src/testing/setup.ts): the looks a findBy makes while it waits skip printing
 * the document, and the failure still shows the page, once.
 */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';

it('a findBy that times out shows the page as it was, once', async () => {
  render(<p>Conference agenda</p>);
  const failure = await screen
    .findByRole('button', { name: 'Submit' }, { timeout: 200 })
    .catch((error: Error) => error);
  expect(failure).toBeInstanceOf(Error);
  const message = (failure as Error).message;
  expect(message).toContain('Unable to find role="button" and name "Submit"');
  expect(message.split('Conference agenda')).toHaveLength(2);
});

it('a getBy outside a wait shows the page', () => {
  render(<p>Conference agenda</p>);
  expect(() => screen.getByText('Registration')).toThrow(/Conference agenda/);
});
