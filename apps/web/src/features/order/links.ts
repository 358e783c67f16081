import { CUSTOMER_PATH, ORDER_LIST_PATH, pageUrl } from '@shop/contract';
import { openLink } from '../../shared/navigation/openLink';

/** Pages an order leads to; every link carries the promoter's parameters through openLink. */
export const openOrderDetail = (orderSn: string) => openLink(pageUrl(ORDER_LIST_PATH, { orderSn }));
export const openPayment = (orderSn: string) => openLink(pageUrl('/pages/order/pay/index', { orderSn }));
export const openLogistics = (orderSn: string) => openLink(pageUrl('/pages/order/logistics/index', { orderSn }));
export const openCustomerService = () => openLink(CUSTOMER_PATH);
