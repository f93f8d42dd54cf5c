import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findHeading, renderApp, signInAs } from '@/testing/render';

// The Menu button shows on narrow screens only (CSS); its state and keyboard behaviour are the same everywhere.
describe('the Menu button of the signed-in top bar', () => {
  it('discloses the top links and the side menu; Escape closes it and focus returns to the button', async () => {
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.getAttribute('aria-controls')?.split(' ')).toEqual(['top-links', 'side-menu']);
    expect(document.getElementById('side-menu')).toHaveAccessibleName('Side menu');
    expect(document.getElementById('top-links')).toHaveAccessibleName('Top');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.shell')).toHaveClass('shell--menu-open');

    screen.getByRole('navigation', { name: 'Side menu' }).querySelector('a')!.focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link of the menu is followed', async () => {
    signInAs('investor');
    renderApp('/user/dashboard');
    await findHeading('My DASHBOARD');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'My Profile' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user/profile'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
