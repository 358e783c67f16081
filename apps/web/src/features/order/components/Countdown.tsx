import { useEffect, useRef } from 'react';
import { formatSeconds, useSecondsLeft } from '../../../shared/useSecondsLeft';

interface CountdownProps {
  /** ISO time the countdown ends at (an unpaid order's `expiresAt`). */
  until: string;
  /** Called once when the time is up, also when it was already up on first render. */
  onEnd?: () => void;
  /** Text around the time, e.g. t('order.payWithin', {time}); the bare time when absent. */
  format?: (time: string) => string;
  className?: string;
}

/** Time left until an order's hold ends, as mm:ss, updated every second. */
export function Countdown({ until, onEnd, format, className }: CountdownProps) {
  const deadline = Date.parse(until);
  const left = useSecondsLeft(Number.isNaN(deadline) ? null : deadline) ?? 0;
  const ended = left === 0;
  const endHandler = useRef(onEnd);
  useEffect(() => {
    endHandler.current = onEnd;
  });
  useEffect(() => {
    if (ended) endHandler.current?.();
  }, [ended, until]);

  const time = formatSeconds(left);
  return (
    <span className={className ? `countdown ${className}` : 'countdown'} role="timer" aria-live="off">
      {format ? format(time) : time}
    </span>
  );
}
