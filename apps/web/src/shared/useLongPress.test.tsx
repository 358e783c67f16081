import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLongPress } from './useLongPress';

const onLongPress = vi.fn();
const onClick = vi.fn();

function Pressable() {
  return (
    <button type="button" onClick={onClick} {...useLongPress(onLongPress)}>
      QR
    </button>
  );
}

const target = () => screen.getByRole('button', { name: 'QR' });
const down = (x = 100, y = 100, pointerType = 'touch') => fireEvent.pointerDown(target(), { button: 0, clientX: x, clientY: y, pointerType });
const move = (x: number, y: number) => fireEvent.pointerMove(target(), { clientX: x, clientY: y });
const up = () => {
  fireEvent.pointerUp(target());
  fireEvent.click(target());
};

beforeEach(() => {
  vi.useFakeTimers();
  onLongPress.mockReset();
  onClick.mockReset();
  render(<Pressable />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLongPress', () => {
  it('fires once the finger has been held 350 ms', () => {
    down();
    vi.advanceTimersByTime(349);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('swallows the click that ends a long press, and lets the next tap through', () => {
    down();
    vi.advanceTimersByTime(400);
    up();
    expect(onClick).not.toHaveBeenCalled();
    down();
    up();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('is a plain tap when released sooner', () => {
    down();
    vi.advanceTimersByTime(200);
    up();
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('tolerates a move of 10 px and is cancelled by a longer one', () => {
    down(100, 100);
    move(106, 108);
    vi.advanceTimersByTime(350);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    down(100, 100);
    move(100, 111);
    vi.advanceTimersByTime(1000);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('is cancelled when the browser takes the touch for a scroll', () => {
    down();
    fireEvent.pointerCancel(target());
    vi.advanceTimersByTime(1000);
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('works with a mouse held down, but not with its right button', () => {
    down(10, 10, 'mouse');
    vi.advanceTimersByTime(350);
    fireEvent.pointerDown(target(), { button: 2, clientX: 10, clientY: 10, pointerType: 'mouse' });
    vi.advanceTimersByTime(350);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it("keeps the browser's own menu from a long touch, but not from a right click", () => {
    down();
    vi.advanceTimersByTime(600);
    const held = createEvent.contextMenu(target());
    fireEvent(target(), held);
    expect(held.defaultPrevented).toBe(true);
    up();
    const rightClick = createEvent.contextMenu(target());
    fireEvent(target(), rightClick);
    expect(rightClick.defaultPrevented).toBe(false);
  });
});
