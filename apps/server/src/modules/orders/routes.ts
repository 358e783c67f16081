import type { Handlers } from '../../http/handler';
import type { OrderService } from './service';

export const orderHandlers = (
  orders: OrderService,
): Pick<Handlers, 'orderCreate' | 'orderList' | 'orderDetail' | 'orderCancel' | 'orderLogistics'> => ({
  orderCreate: ({ body, promoter }) => orders.place(body, promoter),
  orderList: ({ shop, query }) => orders.list(shop, query),
  orderDetail: ({ shop, query }) => orders.detail(shop, query.orderSn),
  orderCancel: ({ shop, body }) => orders.cancel(shop, body.orderSn),
  orderLogistics: ({ shop, query }) => orders.logistics(shop, query.orderSn),
});
