import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/query';
import { buyerKey } from '../../auth';
import { orderDetailQuery } from '../loadOrder';

/**
 * The order first, then its carrier's scans: one not shipped yet has no tracking to ask for.
 * `order` is null when the buyer has no order by that number.
 */
export function useOrderTracking(orderSn: string) {
  const order = useQuery(orderDetailQuery(orderSn));
  const shipped = order.data?.logistics != null;
  const scans = endpointQuery('orderLogistics', { query: { orderSn } }, { hideError: true });
  const tracking = useQuery({ ...scans, queryKey: buyerKey(scans.queryKey), enabled: shipped });
  const failed = order.isError ? order : shipped && tracking.isError ? tracking : null;
  return {
    loading: order.isPending || (shipped && tracking.isPending),
    error: failed ? failed.error.message : null,
    retry: () => void (order.isError ? order.refetch() : tracking.refetch()),
    order: order.data ?? null,
    tracking: shipped ? (tracking.data ?? null) : null,
  };
}
