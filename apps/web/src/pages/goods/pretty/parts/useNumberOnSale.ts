import type { NumberItem } from '@shop/contract';
import { usePromoCode } from '../../../../lib/promo';
import { call } from '../../../../lib/request';
import { useLoad } from '../../../../lib/useLoad';

const MOBILE_DIGITS = /^\d{11}$/;

/** The number as it is on sale now, found by all eleven of its digits; null when it is not. */
async function loadNumberOnSale(number: string | undefined, promoCode: string | undefined): Promise<NumberItem | null> {
  if (!number || !MOBILE_DIGITS.test(number)) return null;
  const { list } = await call('numberList', { query: { positions: number, pageSize: 1, promoCode } });
  return list.find((item) => item.number === number) ?? null;
}

export const useNumberOnSale = (number: string | undefined) => {
  const promoCode = usePromoCode();
  return useLoad(`${number ?? ''}:${promoCode ?? ''}`, () => loadNumberOnSale(number, promoCode));
};
