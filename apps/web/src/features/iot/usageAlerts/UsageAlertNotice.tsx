import type { SimInfo } from '@shop/contract';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { flowAmount } from '../units';
import { useDismissUsageAlert } from './usageQueries';
import './usageAlerts.css';

const asText = (mb: number) => {
  const { value, unit } = flowAmount(mb);
  return `${value}${unit}`;
};

/** The SIM home's notice of a usage level reached this cycle, until the holder dismisses it. */
export function UsageAlertNotice({ info }: { info: SimInfo }) {
  const t = useT();
  const dismiss = useDismissUsageAlert();
  const alert = info.usageAlert;
  if (!alert) return null;
  return (
    <section className="usage-notice" role="status" aria-labelledby="usage-notice-title">
      <p id="usage-notice-title" className="usage-notice__title">
        {t('usageAlerts.notice.title', { level: alert.level })}
      </p>
      <p className="usage-notice__text">{t('usageAlerts.notice.text', { used: asText(alert.useFlow), total: asText(alert.totalFlow) })}</p>
      {alert.texted ? <p className="usage-notice__text">{t('usageAlerts.notice.texted')}</p> : null}
      <div className="usage-notice__actions">
        <button type="button" className="button button--primary usage-notice__button" onClick={() => void openLink('/pages/iot/index/package/index')}>
          {t('usageAlerts.notice.buy')}
        </button>
        <button type="button" className="button button--ghost usage-notice__button" disabled={dismiss.isPending} onClick={() => dismiss.mutate(alert.id)}>
          {t('usageAlerts.notice.dismiss')}
        </button>
      </div>
    </section>
  );
}

/** The way from the SIM home's usage figures (on the card's green) to the alert and cap settings. */
export function UsageSettingsLink() {
  const t = useT();
  return (
    <button type="button" className="usage-link" onClick={() => void openLink('/pages-sub/iot/index/packageInfo/index')}>
      <span>{t('usageAlerts.title')}</span>
      <span aria-hidden="true">›</span>
    </button>
  );
}
