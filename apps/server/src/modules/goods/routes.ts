import type { Handlers } from '../../http/handler';
import type { GoodsService } from './service';

export const goodsHandlers = (goods: GoodsService): Pick<Handlers, 'goodsList' | 'singlePageInfo'> => ({
  goodsList: ({ query }) => goods.list(query),
  singlePageInfo: ({ query }) => goods.singlePage(query.pageCode, query.promoCode),
});
