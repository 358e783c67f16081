import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimInfo } from '@shop/contract';
import { PERSISTED } from '../../../shared/query';
import { call } from '../../../shared/request';
import { useSessionStore } from '../../../stores/session';
import { cardQuery, useCardNumber } from './cardQuery';

/**
 * The card's info, kept across visits so the SIM home shows at once; loaded again when the
 * card changes (a layout preview). The promo code it carries becomes the session's (spec 4).
 * Every page that shows the card's figures reads it here, so it is asked for one way.
 */
export function simInfoQuery(simNo: string) {
  return queryOptions({
    ...cardQuery('simInfo', simNo),
    meta: PERSISTED,
    queryFn: async (context) => {
      const info: SimInfo = await call('simInfo', {}, { hideError: true, signal: context.signal });
      if (info.promoCode) useSessionStore.getState().setPromoCode(info.promoCode);
      return info;
    },
  });
}

/** The logged-in card's info. */
export function useSimInfo() {
  return useQuery(simInfoQuery(useCardNumber()));
}
