import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRegistrationTimer, NO_EXPIRY, setRegistrationTimer } from '@/lib/session/session';
import { writeItem } from '@/lib/session/storage';
import { SessionCountdown } from '../components/session-countdown';

afterEach(() => vi.useRealTimers());

describe('SessionCountdown', () => {
  it('shows no countdown and never expires when the server gave no session lifetime', () => {
    vi.useFakeTimers();
    writeItem('timer', NO_EXPIRY);
    const { container } = render(
      <MemoryRouter>
        <SessionCountdown isStopped={() => false} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(5000));
    expect(getRegistrationTimer()).toBe(NO_EXPIRY);
  });

  it('counts down a known lifetime', () => {
    vi.useFakeTimers();
    setRegistrationTimer(90);
    render(
      <MemoryRouter>
        <SessionCountdown isStopped={() => false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
    act(() => vi.advanceTimersByTime(2000));
    expect(getRegistrationTimer()).toBe(88);
  });
});
