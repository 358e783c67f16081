import { useRef, useState, type TouchEvent } from 'react';
import { REFRESHER_THRESHOLD_PX } from '@shop/contract';

const MAX_PULL_PX = 90;

/** Pulling the page down from its top past the refresher threshold (spec 9) calls `refresh`. */
export function usePullToRefresh(refresh: () => void) {
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  return {
    pull,
    ready: pull >= REFRESHER_THRESHOLD_PX,
    handlers: {
      onTouchStart: (event: TouchEvent) => {
        start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
      },
      onTouchMove: (event: TouchEvent) => {
        if (start.current === null) return;
        setPull(Math.max(0, Math.min(MAX_PULL_PX, ((event.touches[0]?.clientY ?? 0) - start.current) / 2)));
      },
      onTouchEnd: () => {
        if (pull >= REFRESHER_THRESHOLD_PX) refresh();
        start.current = null;
        setPull(0);
      },
    },
  };
}
