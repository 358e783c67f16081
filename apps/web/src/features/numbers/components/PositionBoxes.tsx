import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { normaliseDigits } from '@shop/contract';
import { useT } from '../../../i18n';
import { boxesOf, eraseAt, positionsOf, typeInto, type BoxEdit } from '../positions';
import './filters.css';

interface PositionBoxesProps {
  /** Eleven characters, `_` where any digit will do. */
  value: string;
  onChange(positions: string): void;
}

/** Where a box starts a new reading group (3-4-4), for the gap before it. */
const GROUP_STARTS = new Set([3, 7]);

/** The 11-box search: one digit per box, an empty box for any digit; typing moves along. */
export function PositionBoxes({ value, onChange }: PositionBoxesProps) {
  const t = useT();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = boxesOf(value);

  const apply = ({ boxes: next, focus }: BoxEdit) => {
    onChange(positionsOf(next));
    inputs.current[focus]?.focus();
  };

  const onInput = (index: number, raw: string) => {
    const box = boxes[index] ?? '';
    const text = normaliseDigits(raw);
    // The box's own digit may still be in the field beside the new one: keep what is new.
    const typed = box && text.length > 1 ? text.replace(box, '') : text;
    apply(typed === '' ? eraseAt(boxes, index) : typeInto(boxes, index, typed));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !boxes[index]) {
      event.preventDefault();
      apply(eraseAt(boxes, index));
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      inputs.current[index + (event.key === 'ArrowLeft' ? -1 : 1)]?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(typeInto(boxes, index, normaliseDigits(event.clipboardData.getData('text'))));
  };

  return (
    <div className="position-boxes" role="group" aria-label={t('numbers.modes.positions')}>
      {boxes.map((box, index) => (
        <input
          key={index}
          ref={(el) => {
            inputs.current[index] = el;
          }}
          className={GROUP_STARTS.has(index) ? 'position-boxes__box position-boxes__box--group' : 'position-boxes__box'}
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('numbers.box', { n: index + 1 })}
          value={box}
          onFocus={(event) => event.target.select()}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </div>
  );
}
