import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failSubmit, failureShown, submitFailures } from '@/testing/nothing-lost';
import { findHeading, renderApp } from '@/testing/render';

const field = (label: RegExp) => screen.getByLabelText(label);

describe.each(submitFailures)('Auth forms keep what was typed when the submit fails (%s)', (kind) => {
  it('login', async () => {
    const user = userEvent.setup();
    renderApp('/auth/login');
    await findHeading('Login');
    await user.type(field(/^Username/), 'investor1');
    await user.type(field(/^Password/), 'password1');
    const called = failSubmit('post', 'auth/signin', kind, 'name');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await called();
    await failureShown();
    expect(field(/^Username/)).toHaveValue('investor1');
    expect(field(/^Password/)).toHaveValue('password1');
  });

  it('password reset request', async () => {
    const user = userEvent.setup();
    renderApp('/auth/password/email');
    await findHeading('Reset Password');
    await user.type(field(/^Username/), 'investor1');
    const called = failSubmit('post', 'auth/password/email', kind, 'name');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await called();
    await failureShown();
    expect(field(/^Username/)).toHaveValue('investor1');
  });

  it('password reset', async () => {
    const user = userEvent.setup();
    renderApp('/auth/password/reset?token=reset-token');
    await findHeading('Reset Password');
    await user.type(field(/^Username/), 'investor1');
    await user.type(field(/^Password\s*\*?$/), 'NewPassword1!');
    await user.type(field(/^Password confirmation/), 'NewPassword1!');
    const called = failSubmit('post', 'auth/password/reset', kind, 'password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await called();
    await failureShown();
    expect(field(/^Username/)).toHaveValue('investor1');
    expect(field(/^Password\s*\*?$/)).toHaveValue('NewPassword1!');
    expect(field(/^Password confirmation/)).toHaveValue('NewPassword1!');
  });
});
