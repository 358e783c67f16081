import { useT } from '../../../i18n';
import { patternLabel } from '../patternLabel';
import './filters.css';
import { PatternChip } from './PatternChip';

/** The categories asked for most, shown above the list; the rest are one tap away. */
const QUICK_PATTERNS = ['AAAA', 'AAA', 'ABCD', 'AABB', 'ABAB', 'L888', 'L520', 'L1314', 'MMDD', 'NO4'];

interface PatternChipsProps {
  value: string | undefined;
  onChange(pattern: string | undefined): void;
  onMore(): void;
}

/** A scrolling row of pattern chips; the chosen pattern is always in it, first if it is not a quick one. */
export function PatternChips({ value, onChange, onMore }: PatternChipsProps) {
  const t = useT();
  const codes = value && !QUICK_PATTERNS.includes(value) ? [value, ...QUICK_PATTERNS] : QUICK_PATTERNS;
  return (
    <div className="pattern-chips" role="radiogroup" aria-label={t('numbers.pattern')}>
      {[undefined, ...codes].map((code) => (
        <PatternChip key={code ?? 'any'} code={code} selected={value} label={code ? patternLabel(code) : t('numbers.anyPattern')} onChoose={onChange} />
      ))}
      <button type="button" className="chip chip--more" onClick={onMore}>
        {t('numbers.morePatterns')}
      </button>
    </div>
  );
}
