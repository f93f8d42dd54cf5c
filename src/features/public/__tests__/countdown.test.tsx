import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinClock } from '@/lib/dates/clock';
import { Countdown } from '../components/countdown';
import { EVENT_START } from '../logic/countdown';

const alerts = vi.hoisted(() => ({ showAlert: vi.fn(() => Promise.resolve()) }));
vi.mock('@/lib/alerts', () => alerts);

const value = (unit: string) => document.querySelector(`[data-unit="${unit}"]`)?.textContent;

describe('Countdown', () => {
  beforeEach(() => {
    pinClock(null);
    vi.useFakeTimers();
    alerts.showAlert.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down each second and shows the countdown complete alert at zero', () => {
    vi.setSystemTime(new Date(EVENT_START.getTime() - (60 * 60 + 3) * 1000));
    render(<Countdown />);
    expect(screen.getByText('The conference starts in')).toBeInTheDocument();
    expect([value('days'), value('hours'), value('minutes'), value('seconds')]).toEqual(['00', '01', '00', '03']);

    act(() => vi.advanceTimersByTime(1000));
    expect(value('seconds')).toBe('02');
    expect(alerts.showAlert).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2000));
    expect([value('hours'), value('minutes'), value('seconds')]).toEqual(['01', '00', '00']);
    act(() => vi.advanceTimersByTime(1000));
    expect([value('hours'), value('minutes'), value('seconds')]).toEqual(['00', '59', '59']);
    expect(alerts.showAlert).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(3599 * 1000));
    expect(value('seconds')).toBe('00');
    expect(screen.getByText('The conference has started.')).toBeInTheDocument();
    expect(alerts.showAlert).toHaveBeenCalledTimes(1);
    expect(alerts.showAlert).toHaveBeenCalledWith('countdown complete', 'success');

    act(() => vi.advanceTimersByTime(5000));
    expect(alerts.showAlert).toHaveBeenCalledTimes(1);
  });

  it('shows days until the start from the demo date, and no alert after the start', () => {
    vi.setSystemTime(new Date('2025-08-20T09:00:00Z'));
    const { unmount } = render(<Countdown />);
    expect(value('days')).toBe('18');
    unmount();

    vi.setSystemTime(new Date('2025-09-09T09:00:00Z'));
    render(<Countdown />);
    expect(screen.getByText('The conference has started.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(alerts.showAlert).not.toHaveBeenCalled();
  });
});
