import { ANY_DIGIT, POSITION_COUNT } from './rules';

/** The 11-box search as boxes: a digit or '' (any digit) in each. */
export type Boxes = readonly string[];

export interface BoxEdit {
  boxes: Boxes;
  /** The box the cursor moves to. */
  focus: number;
}

const isDigit = (text: string | undefined): text is string => text !== undefined && /^\d$/.test(text);

const lastBox = POSITION_COUNT - 1;

/** The boxes of a `positions` value; anything that is not a digit is an empty box. */
export const boxesOf = (positions: string | undefined): Boxes =>
  Array.from({ length: POSITION_COUNT }, (_, i) => {
    const char = positions?.[i];
    return isDigit(char) ? char : '';
  });

/** The `positions` value of the boxes: eleven characters, `_` for each empty box. */
export const positionsOf = (boxes: Boxes): string => boxes.map((box) => (isDigit(box) ? box : ANY_DIGIT)).join('');

/** True when at least one box holds a digit: an all-empty search would match everything. */
export const hasDigit = (boxes: Boxes): boolean => boxes.some(isDigit);

/**
 * Typing (or pasting) into box `index`: the digits fill the boxes from there on, anything
 * else is ignored, and the cursor moves to the box after the last one filled.
 */
export function typeInto(boxes: Boxes, index: number, text: string): BoxEdit {
  const digits = [...text].filter(isDigit).slice(0, POSITION_COUNT - index);
  if (digits.length === 0) return { boxes, focus: index };
  const next = [...boxes];
  digits.forEach((digit, offset) => {
    next[index + offset] = digit;
  });
  return { boxes: next, focus: Math.min(index + digits.length, lastBox) };
}

/** Deleting in box `index`: clears it; in a box already empty, clears the one before and moves there. */
export function eraseAt(boxes: Boxes, index: number): BoxEdit {
  const target = boxes[index] ? index : Math.max(index - 1, 0);
  const next = [...boxes];
  next[target] = '';
  return { boxes: next, focus: target };
}
