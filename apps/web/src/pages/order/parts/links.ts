import { CUSTOMER_PATH, ORDER_LIST_PATH, pageUrl } from '@shop/contract';
import { openLink } from '../../../lib/navigation/openLink';
import { ORDER_LOGISTICS_PATH, ORDER_PAY_PATH } from '../../../lib/paths';

/** Pages an order leads to; every link carries the promoter's parameters through openLink. */
export const openOrderDetail = (orderSn: string) => openLink(pageUrl(ORDER_LIST_PATH, { orderSn }));
export const openPayment = (orderSn: string) => openLink(pageUrl(ORDER_PAY_PATH, { orderSn }));
export const openLogistics = (orderSn: string) => openLink(pageUrl(ORDER_LOGISTICS_PATH, { orderSn }));
export const openCustomerService = () => openLink(CUSTOMER_PATH);
