import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastPosition } from '../portal-look';

/** A button laid out at `top` (px from the window's top), 300 px wide in the middle of the window. */
function buttonAt(top: number, name: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = name;
  document.body.append(button);
  const left = window.innerWidth / 2 - 150;
  vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: left, y: top, width: 300, height: 44 }),
  );
  return button;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('toastPosition', () => {
  it('keeps a toast at the bottom when nothing lies there', () => {
    buttonAt(80, 'Near the top');
    expect(toastPosition()).toBe('bottom');
  });

  it('moves a toast to the top when the control just used is at the bottom', () => {
    const used = buttonAt(window.innerHeight - 60, 'Book Tour');
    used.focus();
    buttonAt(90, 'One control near the top');
    expect(toastPosition()).toBe('top');
  });

  it('stays at the bottom when the top holds more controls', () => {
    buttonAt(window.innerHeight - 60, 'One at the bottom');
    buttonAt(70, 'First at the top');
    buttonAt(110, 'Second at the top');
    expect(toastPosition()).toBe('bottom');
  });
});
