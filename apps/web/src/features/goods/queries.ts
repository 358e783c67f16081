import { queryOptions } from '@tanstack/react-query';
import type { GoodsItem, NumberItem } from '@shop/contract';
import { endpointKey } from '../../shared/query';
import { call } from '../../shared/request';

/** A product id as the contract takes it: a positive 32-bit integer. */
const GOODS_ID = /^[1-9]\d{0,9}$/;
const MAX_GOODS_ID = 2_147_483_647;
const MOBILE_DIGITS = /^\d{11}$/;

/** `useQuery(goodsQuery(id))`: one product by the id in the page address; null when there is no such product on sale. */
export const goodsQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: endpointKey('goodsList', { query: { id: id ?? '' } }),
    queryFn: async ({ signal }): Promise<GoodsItem | null> => {
      if (!id || !GOODS_ID.test(id) || Number(id) > MAX_GOODS_ID) return null;
      const { list } = await call('goodsList', { query: { id: Number(id) } }, { signal });
      return list.find((goods) => goods.id === Number(id)) ?? null;
    },
  });

/** `useQuery(numberOnSaleQuery(number))`: the number as it is on sale now, by all eleven digits; null when it is not. */
export const numberOnSaleQuery = (number: string | undefined) =>
  queryOptions({
    queryKey: endpointKey('numberList', { query: { positions: number ?? '', pageSize: 1 } }),
    queryFn: async ({ signal }): Promise<NumberItem | null> => {
      if (!number || !MOBILE_DIGITS.test(number)) return null;
      const { list } = await call('numberList', { query: { positions: number, pageSize: 1 } }, { signal });
      return list.find((item) => item.number === number) ?? null;
    },
  });
