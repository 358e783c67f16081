import './filters.css';

export interface Choice<V> {
  value: V;
  label: string;
}

interface ChoiceChipsProps<V> {
  label: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange(value: V): void;
  className?: string;
}

/** One choice out of a few, as a row of chips (the chosen one green). */
export function ChoiceChips<V>({ label, choices, value, onChange, className }: ChoiceChipsProps<V>) {
  return (
    <div className={className ? `chips ${className}` : 'chips'} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          role="radio"
          aria-checked={choice.value === value}
          className={choice.value === value ? 'chip chip--on' : 'chip'}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
