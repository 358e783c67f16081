import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PositionBoxes } from './PositionBoxes';

/** The boxes with their value kept by a parent, as a page keeps it; the value is shown for checking. */
function Harness({ start = '___________' }: { start?: string }) {
  const [positions, setPositions] = useState(start);
  return (
    <>
      <PositionBoxes value={positions} onChange={setPositions} />
      <output data-testid="positions">{positions}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');
const positions = () => screen.getByTestId('positions').textContent;
const type = (index: number, text: string) => fireEvent.change(boxes()[index] as HTMLInputElement, { target: { value: text } });
const press = (index: number, key: string) => fireEvent.keyDown(boxes()[index] as HTMLInputElement, { key });

afterEach(cleanup);

describe('PositionBoxes', () => {
  it('shows eleven empty boxes, each named by its place', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(11);
    expect(boxes().every((box) => box.value === '')).toBe(true);
    expect(boxes()[10]).toHaveAttribute('aria-label', 'numbers.box');
  });

  it('puts a typed digit in its box, leaves the others as any digit, and moves on', () => {
    render(<Harness />);
    type(0, '1');
    expect(positions()).toBe('1__________');
    expect(document.activeElement).toBe(boxes()[1]);
    type(1, '3');
    type(2, '8');
    expect(positions()).toBe('138________');
  });

  it('fills the tail from the box typed in', () => {
    render(<Harness />);
    type(7, '8');
    type(8, '8');
    type(9, '8');
    type(10, '8');
    expect(positions()).toBe('_______8888');
    expect(document.activeElement).toBe(boxes()[10]);
  });

  it('ignores anything but digits', () => {
    render(<Harness />);
    type(0, 'a');
    type(1, '-');
    expect(positions()).toBe('___________');
  });

  it('replaces a digit when another is typed over it', () => {
    render(<Harness start="138________" />);
    type(2, '89');
    expect(positions()).toBe('139________');
  });

  it('spreads a pasted or quickly typed run of digits over the boxes after', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[3] as HTMLInputElement, { clipboardData: { getData: () => '5201314' } });
    expect(positions()).toBe('___5201314_');
    type(0, '13800138000999');
    expect(positions()).toBe('13800138000');
  });

  it('clears a box when its digit is deleted, and steps back from an empty one', () => {
    render(<Harness start="138____8888" />);
    type(10, '');
    expect(positions()).toBe('138____888_');
    press(10, 'Backspace');
    expect(positions()).toBe('138____88__');
    expect(document.activeElement).toBe(boxes()[9]);
    type(0, '');
    press(0, 'Backspace');
    expect(positions()).toBe('_38____88__');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('moves between boxes with the arrow keys', () => {
    render(<Harness />);
    (boxes()[4] as HTMLInputElement).focus();
    press(4, 'ArrowRight');
    expect(document.activeElement).toBe(boxes()[5]);
    press(5, 'ArrowLeft');
    press(4, 'ArrowLeft');
    expect(document.activeElement).toBe(boxes()[3]);
  });
});
