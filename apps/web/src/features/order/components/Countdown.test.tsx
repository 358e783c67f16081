import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { formatSeconds } from '../../../shared/useSecondsLeft';

const START = Date.parse('2025-03-01T10:00:00.000Z');
const inSeconds = (seconds: number) => new Date(START + seconds * 1000).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the order countdown', () => {
  it('counts down every second and calls onEnd once at zero', async () => {
    const onEnd = vi.fn();
    render(<Countdown until={inSeconds(3)} onEnd={onEnd} format={(time) => `剩余 ${time}`} />);
    expect(screen.getByRole('timer').textContent).toBe('剩余 00:03');
    await act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('剩余 00:02');
    await act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('timer').textContent).toBe('剩余 00:00');
    await act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends at once when the time was already up', async () => {
    const onEnd = vi.fn();
    render(<Countdown until={inSeconds(-30)} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('catches up after the tab slept instead of counting on from where it stopped', async () => {
    render(<Countdown until={inSeconds(900)} />);
    expect(screen.getByRole('timer').textContent).toBe('15:00');
    await act(() => {
      vi.setSystemTime(START + 600_000);
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByRole('timer').textContent).toBe('05:00');
  });
});

describe('the shared ticker', () => {
  it('stops once every countdown on screen reached zero, and when the page goes', async () => {
    const { unmount } = render(
      <>
        <Countdown until={inSeconds(2)} />
        <Countdown until={inSeconds(60)} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    await act(() => vi.advanceTimersByTime(2000));
    expect(screen.getAllByRole('timer')[0]?.textContent).toBe('00:00');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    render(<Countdown until={inSeconds(1)} />);
    await act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('formatSeconds', () => {
  it('writes minutes and seconds, and hours when there are any', async () => {
    expect(formatSeconds(0)).toBe('00:00');
    expect(formatSeconds(905)).toBe('15:05');
    expect(formatSeconds(3725)).toBe('1:02:05');
  });
});
