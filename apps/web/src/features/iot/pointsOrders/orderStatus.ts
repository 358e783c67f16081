import { shopOrderStatusLabel, type ShopOrderSummary } from '@shop/contract';
import { t } from '../../../i18n';
import { labelOf } from '../wallet';

type StatusOf = Pick<ShopOrderSummary, 'status' | 'delivery'>;

/** A paid order to collect waits for its holder, not for shipping. */
const toCollect = ({ status, delivery }: StatusOf): boolean => status === 'paid' && delivery === 'pickup';

/** The order's state in words: the contract's label, "ready to collect" for a paid pick-up order. */
export const statusText = (order: StatusOf): string => (toCollect(order) ? t('pointsOrders.readyToCollect') : labelOf(shopOrderStatusLabel, order.status));

/** What the order's state means for its holder, under the state on its details. */
export const statusHint = (order: StatusOf): string => (toCollect(order) ? t('pointsOrders.hint.pickup') : t(`pointsOrders.hint.${order.status}`));
