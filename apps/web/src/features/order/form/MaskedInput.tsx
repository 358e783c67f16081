import { useState, type InputHTMLAttributes } from 'react';

interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onValue(value: string): void;
  /** The masked form, shown once the field is left with a value that is complete. */
  mask(value: string): string;
  complete: boolean;
}

/** An input that shows a personal number in full while it is typed, and masked once it is left. */
export function MaskedInput({ value, onValue, mask, complete, onFocus, onBlur, ...rest }: MaskedInputProps) {
  const [focused, setFocused] = useState(false);
  return (
    <input
      {...rest}
      value={focused || !complete ? value : mask(value)}
      onChange={(event) => onValue(event.target.value)}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
    />
  );
}
