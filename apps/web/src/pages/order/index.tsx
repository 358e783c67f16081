import { isStatusFilter, OrderDetailView, OrderList, orderTexts } from '../../features/order';
import { useQuery } from '../../shared/navigation';
import { useCustomPageTitle } from '../../shared/pageTitle';
import './order.css';

// Page titles are Chinese in every locale (spec 1); the route table names the list only.
const DETAIL_TITLE = '订单详情';

export const texts = orderTexts;

/** My orders: the list by status, or with `?orderSn=` that order's detail. */
export default function OrderPage() {
  const { orderSn, status } = useQuery();
  useCustomPageTitle(orderSn === undefined ? undefined : DETAIL_TITLE);
  if (orderSn !== undefined) return <OrderDetailView orderSn={orderSn} />;
  return <OrderList initialStatus={isStatusFilter(status) ? status : 'all'} />;
}
