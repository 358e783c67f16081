import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { useCardNumber } from '../session';
import { ORDERS_PATH, type ShopOrderDetails, shopOrderQuery } from './orderQueries';

/** One of the card's points orders for an order page: shown once read; loading, failed or not found otherwise. */
export function WithShopOrder({ orderSn, children }: { orderSn: string; children: (order: ShopOrderDetails) => ReactNode }) {
  const t = useT();
  const query = useQuery(shopOrderQuery(orderSn, useCardNumber()));
  if (query.data === undefined) return <NotLoaded query={query} failedTitle={t('pointsOrders.loadFailed')} />;
  if (!query.data) return <EmptyState title={t('pointsOrders.notFound')} next={{ label: t('pointsOrders.backToList'), onPress: () => void openLink(ORDERS_PATH) }} />;
  return children(query.data);
}
