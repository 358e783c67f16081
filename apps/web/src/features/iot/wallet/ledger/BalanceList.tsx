import { useInfiniteQuery } from '@tanstack/react-query';
import { useT } from '../../../../i18n';
import { openLink } from '../../../../shared/navigation/openLink';
import { usePagedQuery } from '../../../../shared/query';
import { PagedList } from '../../../../shared/ui/PagedList';
import { EmptyState } from '../../../../shared/ui/PageStates';
import { useCardNumber } from '../../session';
import { cardPages } from '../walletQueries';
import { IotOrderCard } from './IotOrderCard';
import '../wallet.css';

/** The card's top-ups with their payment state, newest first: pull to refresh, scroll on for more. */
export function BalanceList() {
  const t = useT();
  const paged = usePagedQuery(useInfiniteQuery(cardPages('simBalanceList', useCardNumber())));
  const empty = <EmptyState title={t('wallet.orders.records')} next={{ label: t('wallet.orders.goRecharge'), onPress: () => void openLink('/pages/iot/index/balance/index') }} />;
  return (
    <div className="wallet-page">
      <PagedList className="wallet-list" paged={paged} itemKey={(order) => order.orderSn} renderItem={(order) => <IotOrderCard order={order} />} empty={empty} />
    </div>
  );
}
