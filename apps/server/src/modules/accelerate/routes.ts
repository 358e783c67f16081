import type { Handlers } from '../../http/handler';
import type { AccelerateService } from './service';

export const accelerateHandlers = (accelerate: AccelerateService): Pick<Handlers, 'accelerateList' | 'createAccelerateOrder' | 'accelerateOrderList'> => ({
  accelerateList: ({ card, locale }) => accelerate.list(card, locale),
  createAccelerateOrder: ({ card, body, locale }) => accelerate.buy(card, body, locale),
  accelerateOrderList: ({ card, query, locale }) => accelerate.orders(card, query, locale),
});
