import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { DataOf, EndpointOf, ShopGoodsCard, ShopGoodsDetail } from '@shop/contract';
import { endpointKey, type Page } from '../../../shared/query';
import { call } from '../../../shared/request';

type ShopPage = DataOf<EndpointOf<'integralShopIndex'>>;

/**
 * The shop's pages of one category (all without one), keyed by the card like every card read:
 * each answer brings the card's points, the banners and the categories with its page of goods.
 */
export function shopPages(simNo: string, categoryId?: number) {
  const query = categoryId === undefined ? {} : { categoryId };
  return infiniteQueryOptions({
    queryKey: [...endpointKey('integralShopIndex', { query }), 'pages', { card: simNo }],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<ShopPage> => call('integralShopIndex', { query: { ...query, page: pageParam } }, { hideError: true, signal }),
    getNextPageParam: (last: ShopPage) => (last.goods.hasMore ? last.goods.page + 1 : undefined),
    enabled: simNo !== '',
  });
}

/** The goods of the shop's pages, as the paged list takes them. */
export const goodsPages = (data: InfiniteData<ShopPage, number>): InfiniteData<Page<ShopGoodsCard>, number> => ({
  pages: data.pages.map((page) => page.goods),
  pageParams: data.pageParams,
});

/** Why this card cannot buy an item now; null when it can. */
export type BuyBlock = 'soldOut' | 'overLimit' | 'pointsShort';

export function buyBlock(goods: Pick<ShopGoodsDetail, 'canBuy' | 'stock' | 'limitPerCard' | 'boughtByCard'>): BuyBlock | null {
  if (goods.canBuy > 0) return null;
  if (goods.stock <= 0) return 'soldOut';
  if (goods.limitPerCard !== null && goods.boughtByCard >= goods.limitPerCard) return 'overLimit';
  return 'pointsShort';
}
