import { numberPatterns, type PatternGroup } from '@shop/contract';
import { useT } from '../../../i18n';
import { patternLabel } from '../patternLabel';
import './filters.css';
import { PatternChip } from './PatternChip';

interface PatternPickerProps {
  value: string | undefined;
  onChange(pattern: string | undefined): void;
}

/** The groups in the order the patterns list them. */
const GROUPS: readonly PatternGroup[] = [...new Set(numberPatterns.map((pattern) => pattern.group))];

/** Every pattern category under its group's heading, with "any pattern" first. */
export function PatternPicker({ value, onChange }: PatternPickerProps) {
  const t = useT();
  const chip = (code: string | undefined, label: string) => (
    <PatternChip key={code ?? 'any'} code={code} selected={value} label={label} onChoose={onChange} />
  );
  return (
    <div className="pattern-picker" role="radiogroup" aria-label={t('numbers.pattern')}>
      <div className="chips">{chip(undefined, t('numbers.anyPattern'))}</div>
      {GROUPS.map((group) => (
        <section key={group} className="pattern-picker__group">
          <h3 className="pattern-picker__title">{t(`numbers.groups.${group}`)}</h3>
          <div className="chips">
            {numberPatterns.filter((pattern) => pattern.group === group).map((pattern) => chip(pattern.code, patternLabel(pattern.code)))}
          </div>
        </section>
      ))}
    </div>
  );
}
