import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmDialog, showAlert } from '..';

type Kind = 'confirm' | 'cancel' | 'deny';

/** A button of the open dialog; sweetalert2 keeps every button in the DOM and hides the ones not offered. */
function button(kind: Kind): HTMLElement {
  const element = document.querySelector<HTMLElement>(`.swal2-popup .swal2-${kind}`);
  if (!element) throw new Error(`no ${kind} button`);
  return element;
}

/** The background colour sweetalert2 gives a button: its stylesheet paints the button with this property. */
const colourOf = (kind: Kind) => button(kind).style.getPropertyValue(`--swal2-${kind}-button-background-color`);

// Spec A§9: confirm #00502e, cancel #7f8c8d, deny #969400 (the values are written out here on purpose).
describe('alert button colours', { timeout: 120_000 }, () => {
  it('colours the confirm, cancel and deny buttons of a question', async () => {
    void confirmDialog({ text: 'Apply to your colleagues too?', denyText: 'Yes for colleagues also' });
    await waitFor(() => expect(button('deny')).toHaveTextContent('Yes for colleagues also'), { timeout: 30_000 });
    expect(colourOf('confirm')).toBe('#00502e');
    expect(colourOf('cancel')).toBe('#7f8c8d');
    expect(colourOf('deny')).toBe('#969400');
  });

  it('colours the OK button of an alert', async () => {
    void showAlert('Your preferences submitted successfully.', 'success');
    await waitFor(() => expect(button('confirm')).toHaveTextContent('OK'), { timeout: 30_000 });
    expect(colourOf('confirm')).toBe('#00502e');
  });
});
