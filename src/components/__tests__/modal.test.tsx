import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, tabbableIn } from '../modal';

// The test document lays nothing out: the browser's showModal/close are stood in for (recording the
// calls), and every element gets one client rect so it counts as visible. The document's own methods
// (happy-dom has them) come back after each test, for the files that share the worker after this one.
const dialogMethods = ['showModal', 'close'] as const;
const ownDialogMethods = dialogMethods.map((name) =>
  Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, name),
);
let showModal: ReturnType<typeof vi.fn>;
beforeEach(() => {
  showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  HTMLDialogElement.prototype.showModal = showModal as unknown as HTMLDialogElement['showModal'];
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
    return (this.hidden ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  dialogMethods.forEach((name, index) => {
    const own = ownDialogMethods[index];
    if (own) Object.defineProperty(HTMLDialogElement.prototype, name, own);
    else delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>)[name];
  });
});

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel meeting
      </button>
      <Modal
        open={open}
        title="Cancel this meeting?"
        onClose={close}
        footer={
          <button type="button" onClick={close}>
            Keep it
          </button>
        }
      >
        <label>
          Reason <input name="reason" />
        </label>
      </Modal>
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Cancel meeting' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Cancel this meeting?' });
  return { user, opener, dialog };
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title, so the browser moves focus in and makes the page inert', async () => {
    const { dialog } = await openModal();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText('Reason')).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openModal();
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const reason = screen.getByLabelText('Reason');
    const keep = screen.getByRole('button', { name: 'Keep it' });
    expect(tabbableIn(dialog)).toEqual([close, reason, keep]);
    keep.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(reason).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
  });

  it('pulls focus back in when Tab is pressed with focus outside', async () => {
    const { opener, dialog } = await openModal();
    opener.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    opener.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });

  it('closes on Escape (the dialog cancel event) and returns focus to the opener', async () => {
    const onClose = vi.fn();
    const { opener, dialog } = await openModal(onClose);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByLabelText('Reason')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener when closed by its close button', async () => {
    const { user, opener, dialog } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });
});

describe('tabbableIn', () => {
  it('skips disabled, hidden and negative-tabindex controls and all but the checked radio of a group', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <button id="a">A</button>
      <button id="b" disabled>B</button>
      <input id="c" type="hidden" />
      <input id="d" hidden />
      <span id="e" tabindex="-1">E</span>
      <input id="r1" type="radio" name="day" />
      <input id="r2" type="radio" name="day" checked />
      <input id="s1" type="radio" name="slot" />
      <input id="s2" type="radio" name="slot" />
      <a id="f" href="#x">F</a>`;
    document.body.append(root);
    expect(tabbableIn(root).map((el) => el.id)).toEqual(['a', 'r2', 's1', 's2', 'f']);
    root.remove();
  });
});
