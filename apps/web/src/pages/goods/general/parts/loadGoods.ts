import type { GoodsItem } from '@shop/contract';
import { call } from '../../../../lib/request';

/** A product id as the contract takes it: a positive 32-bit integer. */
const GOODS_ID = /^[1-9]\d{0,9}$/;
const MAX_GOODS_ID = 2_147_483_647;

/** One product by the id in the page address; null when there is no such product on sale. */
export async function loadGoods(id: string | undefined, promoCode: string | undefined): Promise<GoodsItem | null> {
  if (!id || !GOODS_ID.test(id) || Number(id) > MAX_GOODS_ID) return null;
  const { list } = await call('goodsList', { query: { id: Number(id), promoCode } });
  return list.find((goods) => goods.id === Number(id)) ?? null;
}
