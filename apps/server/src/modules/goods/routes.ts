import type { Handlers } from '../../http/handler';
import type { GoodsService } from './service';

export const goodsHandlers = (goods: GoodsService): Pick<Handlers, 'goodsList' | 'singlePageInfo'> => ({
  goodsList: ({ query, promoter }) => goods.list(query, promoter),
  singlePageInfo: ({ query, promoter }) => goods.singlePage(query.pageCode, promoter),
});
