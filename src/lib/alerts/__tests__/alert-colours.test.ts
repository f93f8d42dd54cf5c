import { readFileSync } from 'node:fs';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { confirmDialog, showAlert, toast } from '..';

// The stylesheets as written, from the project's root (the tests' bundler hands stylesheets over empty).
const alertsCss = readFileSync('src/lib/alerts/alerts.css', 'utf8');
const tokens = readFileSync('src/styles/tokens.css', 'utf8');

type Kind = 'confirm' | 'cancel' | 'deny';

/** A button of the open dialog; sweetalert2 keeps every button in the DOM and hides the ones not offered. */
function button(kind: Kind): HTMLElement {
  const element = document.querySelector<HTMLElement>(`.swal2-popup .swal2-${kind}`);
  if (!element) throw new Error(`no ${kind} button`);
  return element;
}

/** The colour the portal's stylesheet paints a button class with, through its token. */
function colourOfClass(kind: Kind): string | undefined {
  const rule = new RegExp(`\\.portal-alert__button--${kind} \\{\\s*background: var\\((--color-[a-z-]+)\\);`).exec(
    alertsCss,
  );
  if (!rule) return undefined;
  return new RegExp(`${rule[1]}: (#[0-9a-f]{6});`).exec(tokens)?.[1];
}

// Spec A§9: confirm #00502e, cancel #7f8c8d, deny #969400 (the values are written out here on purpose).
describe('alert buttons', { timeout: 120_000 }, () => {
  it("are the portal's buttons, in the spec's colours, without sweetalert2's own styling", async () => {
    void confirmDialog({ text: 'Apply to your colleagues too?', denyText: 'Yes for colleagues also' });
    await waitFor(() => expect(button('deny')).toHaveTextContent('Yes for colleagues also'), { timeout: 30_000 });
    for (const kind of ['confirm', 'cancel', 'deny'] as const) {
      expect(button(kind)).toHaveClass('btn', 'portal-alert__button', `portal-alert__button--${kind}`);
      expect(button(kind)).not.toHaveClass('swal2-styled');
      expect(button(kind).style.getPropertyValue(`--swal2-${kind}-button-background-color`)).toBe('');
    }
    expect(colourOfClass('confirm')).toBe('#00502e');
    expect(colourOfClass('cancel')).toBe('#7f8c8d');
    expect(colourOfClass('deny')).toBe('#969400');
  });

  it('reads the way back first and the main action last', async () => {
    void confirmDialog({ text: 'Book it?', confirmText: 'Yes', cancelText: 'No' });
    await waitFor(() => expect(button('cancel')).toHaveTextContent('No'), { timeout: 30_000 });
    const actions = [...document.querySelectorAll<HTMLElement>('.swal2-actions button')].filter(
      (el) => el.style.display !== 'none',
    );
    expect(actions.map((el) => el.textContent)).toEqual(['No', 'Yes']);
  });

  it('gives the OK button of an alert the confirm colour', async () => {
    void showAlert('Your preferences submitted successfully.', 'success');
    await waitFor(() => expect(button('confirm')).toHaveTextContent('OK'), { timeout: 30_000 });
    expect(button('confirm')).toHaveClass('portal-alert__button--confirm');
  });
});

describe('alert icons', { timeout: 120_000 }, () => {
  // sweetalert2 adds a listener to a new colour-scheme media query for every alert given its icon option, and never
  // removes it: the portal shows sweetalert2's icon box itself, with the tone's class that alerts.css draws.
  const cases: [string, () => void, string][] = [
    ['a dialog', () => void showAlert('The time slot is full.', 'warning'), 'warning'],
    ['a confirmation', () => void confirmDialog({ text: 'Book it?' }), 'question'],
    ['a toast', () => void toast('Saved.', 'success'), 'success'],
  ];
  it.each(cases)("%s shows the tone's icon without leaving a listener behind", async (_, open, tone) => {
    const queries = vi.spyOn(window, 'matchMedia');
    try {
      open();
      await waitFor(() => expect(document.querySelector('.swal2-popup .swal2-icon')).toHaveClass(`swal2-${tone}`), {
        timeout: 30_000,
      });
      const icon = document.querySelector<HTMLElement>('.swal2-popup .swal2-icon');
      expect(icon?.style.display).toBe('flex');
      expect(queries.mock.calls.filter(([query]) => query.includes('prefers-color-scheme'))).toEqual([]);
    } finally {
      queries.mockRestore();
    }
  });
});
