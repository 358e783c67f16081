import { useT } from '../../../i18n';
import type { PriceRange } from '../price';
import { FilterSection } from './FilterSection';
import { PriceRanges } from './PriceRanges';

interface PriceSectionProps {
  value: PriceRange;
  /** Changes when the screen is reset, so the typed boxes start afresh (they are not in the address). */
  resetKey: number;
  /** Takes a valid range; an invalid one only reports that applying must wait. */
  update(range: PriceRange): void;
  onValidity(valid: boolean): void;
}

/** The price part of the filter screens: a range is applied only while it is valid. */
export function PriceSection({ value, resetKey, update, onValidity }: PriceSectionProps) {
  const t = useT();
  return (
    <FilterSection title={t('numbers.price')}>
      <PriceRanges
        key={resetKey}
        value={value}
        onChange={(range, valid) => {
          onValidity(valid);
          if (valid) update(range);
        }}
      />
    </FilterSection>
  );
}
