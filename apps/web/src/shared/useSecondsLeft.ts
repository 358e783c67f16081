import { useSyncExternalStore } from 'react';

// One shared ticker for every countdown on screen, running only while one is counting.
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribeTicks(listener: () => void): () => void {
  listeners.add(listener);
  ticker ??= setInterval(() => listeners.forEach((notify) => notify()), 250);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

const subscribeNever = () => () => undefined;

/** Stable between ticks, as a store snapshot must be, and still once it reaches 0. */
const secondsUntil = (deadline: number) => Math.max(0, Math.floor((deadline - Math.floor(Date.now() / 1000) * 1000) / 1000));

/**
 * Whole seconds left until `deadline` (epoch ms), counting down and stopping at 0; null while
 * there is no deadline. It reads the clock rather than counting ticks, so a tab that slept
 * catches up at once, and it reaches 0 up to a second early rather than late.
 */
export function useSecondsLeft(deadline: number | null): number | null {
  // Once at 0 the hook lets go of the ticker, so a finished countdown left on screen costs nothing.
  const counting = deadline !== null && secondsUntil(deadline) > 0;
  return useSyncExternalStore(counting ? subscribeTicks : subscribeNever, () => (deadline === null ? null : secondsUntil(deadline)));
}

/** 905 -> '15:05', 3725 -> '1:02:05'. */
export function formatSeconds(total: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
