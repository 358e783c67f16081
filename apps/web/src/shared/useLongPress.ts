import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { LONG_PRESS_MS, LONG_PRESS_TOLERANCE_PX } from '@shop/contract';

export interface LongPressHandlers {
  onPointerDown(event: PointerEvent): void;
  onPointerMove(event: PointerEvent): void;
  onPointerUp(): void;
  onPointerCancel(): void;
  onPointerLeave(): void;
  onContextMenu(event: MouseEvent): void;
  onClickCapture(event: MouseEvent): void;
}

/**
 * Spec 9's long press: held 350 ms without moving more than 10 px. Pointer events cover touch,
 * pen and mouse; a scroll cancels the pointer, so a swipe never counts. The click that ends a
 * long press is swallowed, and so is the browser's own menu for a touch held that long.
 */
export function useLongPress(onLongPress: () => void): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const pressed = useRef(false);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  });

  const cancel = () => {
    clearTimeout(timer.current);
    start.current = null;
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      cancel();
      pressed.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        pressed.current = true;
        start.current = null;
        callback.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event) => {
      if (!start.current) return;
      const moved = Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y);
      if (moved > LONG_PRESS_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu: (event) => {
      if (start.current || pressed.current) event.preventDefault();
    },
    onClickCapture: (event) => {
      if (!pressed.current) return;
      pressed.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
