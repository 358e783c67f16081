import { useT } from '../../../i18n';
import { flowAmount, usedShare } from '../units';
import './iot.css';

interface FlowMeterProps {
  useFlow: number;
  totalFlow: number;
  surplusFlow: number;
  isInfiniteFlow: boolean;
}

const asText = (mb: number) => {
  const { value, unit } = flowAmount(mb);
  return `${value}${unit}`;
};

/** Data left in big type, with a bar of used against total (no bar for unlimited data). */
export function FlowMeter({ useFlow, totalFlow, surplusFlow, isInfiniteFlow }: FlowMeterProps) {
  const t = useT();
  const left = flowAmount(surplusFlow);
  const share = usedShare(useFlow, totalFlow);
  return (
    <div className="flow-meter">
      <p className="flow-meter__label">{t('iotHome.dataLeft')}</p>
      {isInfiniteFlow ? (
        <p className="flow-meter__value">{t('iotHome.infinite')}</p>
      ) : (
        <p className="flow-meter__value">
          {left.value}
          <span className="flow-meter__unit">{left.unit}</span>
        </p>
      )}
      {isInfiniteFlow ? null : (
        <div
          className="flow-meter__bar"
          role="meter"
          aria-label={t('iotHome.dataUsed')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
        >
          <span className={share >= 0.9 ? 'flow-meter__fill flow-meter__fill--low' : 'flow-meter__fill'} style={{ width: `${share * 100}%` }} />
        </div>
      )}
      <p className="flow-meter__hint">{t('iotHome.usedOfTotal', { used: asText(useFlow), total: isInfiniteFlow ? t('iotHome.infinite') : asText(totalFlow) })}</p>
    </div>
  );
}
