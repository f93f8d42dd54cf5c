import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackInputModality } from '../input-modality';

describe('input modality', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    delete document.documentElement.dataset.inputModality;
  });

  it('follows the last keyboard or pointer use; modifier shortcuts change nothing', () => {
    stop = trackInputModality();
    const root = document.documentElement;
    expect(root.dataset.inputModality).toBeUndefined();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(root.dataset.inputModality).toBe('keyboard');
    fireEvent.pointerDown(document.body);
    expect(root.dataset.inputModality).toBe('pointer');
    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    expect(root.dataset.inputModality).toBe('pointer');
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(root.dataset.inputModality).toBe('keyboard');
  });

  it('stops following when asked', () => {
    stop = trackInputModality();
    stop();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(document.documentElement.dataset.inputModality).toBeUndefined();
  });
});
