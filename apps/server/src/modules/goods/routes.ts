import type { Handlers } from '../../http/handler';
import type { GoodsService } from './service';

export const goodsHandlers = (goods: GoodsService): Pick<Handlers, 'goodsList' | 'singlePageInfo'> => ({
  goodsList: ({ query, promoter, context }) => goods.list(query, promoter, context.locale),
  singlePageInfo: ({ query, promoter, context }) => goods.singlePage(query.pageCode, promoter, context.locale),
});
