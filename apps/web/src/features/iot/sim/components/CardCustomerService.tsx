import type { PagePath } from '@shop/contract';
import { ServiceChannels } from '../../../customer';
import { useBaseConfig } from '../../../promoter';
import { useT } from '../../../../i18n';
import { FailedState } from '../../../../shared/ui/PageStates';
import { NotLoaded } from '../../components/NotLoaded';
import { useCardNumber } from '../../session';
import { useSimLayout } from '../simQueries';
import './home.css';

const CUSTOMER_PATH = '/pages/iot/index/customer/index' satisfies PagePath;

/**
 * The card promoter's customer service, as the shop's service page shows it: its online chat
 * (the layout's), hotline and QR codes (its storefront's; the card's promo code is the session's),
 * and the card number to quote.
 */
export function CardCustomerService() {
  const t = useT();
  const simNo = useCardNumber();
  const layout = useSimLayout();
  const { config, status, error, refresh } = useBaseConfig();
  if (layout.data === undefined) return <NotLoaded query={layout} failedTitle={t('iotHome.loadFailed')} />;
  if (!config) {
    if (status === 'failed') return <FailedState title={t('customer.loadFailed')} error={error} onRetry={() => void refresh()} />;
    return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  }
  // A layout may name this very page as its service link: that is no chat to open.
  const layoutChat = layout.data.kefuUrl === CUSTOMER_PATH ? '' : layout.data.kefuUrl;
  return (
    <div className="card-customer">
      <ServiceChannels front={{ ...config.front, kefuUrl: layoutChat || config.front.kefuUrl }} />
      <p className="card-customer__hint">{t('iotHome.customer.hint', { simNo })}</p>
    </div>
  );
}
