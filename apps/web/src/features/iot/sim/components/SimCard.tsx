import { greetingFor, type SimInfo } from '@shop/contract';
import { FlowMeter } from '../../components/FlowMeter';
import { StatusBadges } from '../../components/StatusBadges';
import { OperatorBadge } from '../../../../shared/ui/OperatorBadge';
import { useT } from '../../../../i18n';
import { formatDate, formatFen } from '../../../../shared/format';
import { timeLeft } from '../../units';
import { UsageSettingsLink } from '../../usageAlerts';

function TimeLeftText({ info }: { info: SimInfo }) {
  const t = useT();
  const left = timeLeft(info.surplusTime, info.surplusUnit);
  if (left.lifetime) return <>{t('iotHome.lifetime')}</>;
  return <>{t(`iotHome.timeLeft.${left.unit}`, { count: left.count })}</>;
}

interface SimCardProps {
  info: SimInfo;
  onRefresh?: () => void;
  /** Opens the user centre, when nothing else on the page leads there. */
  onMine?: () => void;
}

/** The card at a glance: greeting, number, badges, data left, expiry, balance and points. */
export function SimCard({ info, onRefresh, onMine }: SimCardProps) {
  const t = useT();
  return (
    <section className="sim-card" aria-label={t('iotHome.cardNo')}>
      <div className="sim-card__top">
        <p className="sim-card__greeting">{t(`greeting.${greetingFor(new Date().getHours())}`)}</p>
        {onMine ? (
          <button type="button" className="sim-card__mine" onClick={onMine}>
            {t('tab.mine')}
            <span aria-hidden="true"> ›</span>
          </button>
        ) : null}
      </div>
      <div className="sim-card__head">
        <span className="sim-card__no">{info.simNo}</span>
        <OperatorBadge operator={info.operatorType} />
        {onRefresh ? (
          <button type="button" className="sim-card__refresh" onClick={onRefresh}>
            <span className="sim-card__refresh-label">{t('iotHome.refresh')}</span>
          </button>
        ) : null}
      </div>
      <StatusBadges simStatus={info.simStatus} authStatus={info.authStatus} onlineStatus={info.onlineStatus} />
      <FlowMeter useFlow={info.useFlow} totalFlow={info.totalFlow} surplusFlow={info.surplusFlow} isInfiniteFlow={info.isInfiniteFlow} />
      <UsageSettingsLink />
      <dl className="sim-card__facts">
        <div>
          <dt>{t('iotHome.expiry')}</dt>
          <dd>{info.endAt ? formatDate(info.endAt) : t('iotHome.noExpiry')}</dd>
        </div>
        <div>
          <dt>{t('iotHome.timeLeftLabel')}</dt>
          <dd>
            <TimeLeftText info={info} />
          </dd>
        </div>
        <div>
          <dt>{t('iotHome.balance')}</dt>
          <dd>{formatFen(info.balance)}</dd>
        </div>
        <div>
          <dt>{t('iotHome.integral')}</dt>
          <dd>{info.integral}</dd>
        </div>
      </dl>
    </section>
  );
}
