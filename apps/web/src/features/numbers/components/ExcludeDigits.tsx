import { useT } from '../../../i18n';
import './filters.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** Leaving out all ten digits would leave no number at all. */
const MAX_EXCLUDED = 9;

interface ExcludeDigitsProps {
  /** The digits left out, e.g. '47'; undefined for none. */
  value: string | undefined;
  onChange(exclude: string | undefined): void;
}

/** Ten toggles: a number with any digit switched on is not shown. */
export function ExcludeDigits({ value = '', onChange }: ExcludeDigitsProps) {
  const t = useT();
  const full = value.length >= MAX_EXCLUDED;
  const toggle = (digit: string) => {
    const next = value.includes(digit) ? value.replace(digit, '') : [...value, digit].sort().join('');
    onChange(next || undefined);
  };
  return (
    <div className="exclude-digits">
      <div className="exclude-digits__keys" role="group" aria-label={t('numbers.exclude')}>
        {DIGITS.map((digit) => {
          const on = value.includes(digit);
          return (
            <button
              key={digit}
              type="button"
              aria-pressed={on}
              disabled={!on && full}
              className={on ? 'exclude-digits__key exclude-digits__key--on' : 'exclude-digits__key'}
              onClick={() => toggle(digit)}
            >
              {digit}
            </button>
          );
        })}
      </div>
      <p className="field-note">{full ? t('numbers.excludeLimit') : t('numbers.excludeHint')}</p>
    </div>
  );
}
