import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SHOP_ORDER_TAB_NAMES, type ShopOrderTab } from '@shop/contract';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { usePagedQuery } from '../../../shared/query';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyState } from '../../../shared/ui/PageStates';
import { useCardNumber } from '../session';
import { cardPages } from '../wallet';
import { SHOP_PATH } from './orderQueries';
import { ShopOrderCard } from './ShopOrderCard';
import './pointsOrders.css';

export const isOrderTab = (value: string | undefined): value is ShopOrderTab => SHOP_ORDER_TAB_NAMES.some((tab) => tab === value);

/** The card's points orders by tab, newest first: a paged list with pull to refresh. */
export function ShopOrderList({ tab: initial = 'all' }: { tab?: ShopOrderTab }) {
  const t = useT();
  const [tab, setTab] = useState<ShopOrderTab>(initial);
  const paged = usePagedQuery(useInfiniteQuery(cardPages('shopOrderList', useCardNumber(), { query: { tab } })));
  return (
    <div className="wallet-page">
      <nav className="wallet-tabs" role="tablist" aria-label={t('pointsOrders.tabs')}>
        {SHOP_ORDER_TAB_NAMES.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={name === tab} className="wallet-tabs__tab" onClick={() => setTab(name)}>
            {t(`pointsOrders.tab.${name}`)}
          </button>
        ))}
      </nav>
      <div role="tabpanel" aria-label={t(`pointsOrders.tab.${tab}`)}>
        <PagedList
          className="wallet-list"
          paged={paged}
          itemKey={(order) => order.orderSn}
          renderItem={(order) => <ShopOrderCard order={order} />}
          empty={<EmptyState title={t('pointsOrders.empty')} next={{ label: t('pointsOrders.toShop'), onPress: () => void openLink(SHOP_PATH) }} />}
        />
      </div>
    </div>
  );
}
