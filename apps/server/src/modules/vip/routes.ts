import type { Handlers } from '../../http/handler';
import type { VipService } from './service';

export const vipHandlers = (vip: VipService): Pick<Handlers, 'vipList' | 'createVipOrder'> => ({
  vipList: ({ card, locale }) => vip.list(card, locale),
  createVipOrder: ({ card, body, locale }) => vip.buy(card, body, locale),
});
