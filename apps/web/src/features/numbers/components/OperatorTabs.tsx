import { useT } from '../../../i18n';
import { useBaseConfig } from '../../promoter';
import { operatorChoices, operatorLabel } from '../labels';
import type { OperatorFilter } from '../rules';

interface OperatorTabsProps {
  value: OperatorFilter | undefined;
  onChange(operator: OperatorFilter | undefined): void;
}

/** All, Featured (when the promoter recommends numbers) and the four operators, as tabs. */
export function OperatorTabs({ value, onChange }: OperatorTabsProps) {
  const t = useT();
  const suggest = useBaseConfig().config?.front.suggest ?? false;
  return (
    <div className="operator-tabs" role="tablist" aria-label={t('numbers.operatorTitle')}>
      {operatorChoices(suggest).map((operator) => (
        <button
          key={operator ?? 'all'}
          type="button"
          role="tab"
          aria-selected={operator === value}
          className={operator === value ? 'operator-tabs__tab operator-tabs__tab--on' : 'operator-tabs__tab'}
          onClick={() => onChange(operator)}
        >
          {operatorLabel(operator)}
        </button>
      ))}
    </div>
  );
}
