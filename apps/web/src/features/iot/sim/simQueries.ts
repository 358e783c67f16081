import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SimInfo } from '@shop/contract';
import { useT } from '../../../i18n';
import { PERSISTED } from '../../../shared/query';
import { showLoading, showToast } from '../../../shared/popups';
import { call } from '../../../shared/request';
import { useSessionStore } from '../../../stores/session';
import { cardQuery, useCardNumber } from '../session';

/** Invalidates the card's info by the endpoint's name: whoever shows it loads it again. */
const SIM_INFO = { queryKey: ['simInfo'] };

/**
 * The card's info, kept across visits so the SIM home shows at once; loaded again when the
 * card changes (a layout preview). The promo code it carries becomes the session's (spec 4).
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

/** The card promoter's layout of the SIM home and user centre, kept across visits like the info. */
export function useSimLayout() {
  return useQuery({ ...cardQuery('simLayout', useCardNumber()), meta: PERSISTED });
}

/**
 * A holder's refresh (spec 4): asks the carrier again (forced), with a loading tip while it
 * runs and "刷新成功" after, then the info is loaded again. A failure is told by the request
 * helper, and the info stays.
 */
export function useSimRefresh() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const close = await showLoading(t('iotHome.refreshing'));
      try {
        return await call('simRefresh', { body: { force: true } });
      } finally {
        close();
      }
    },
    onSuccess: async () => {
      void showToast(t('iotHome.refreshed'));
      await client.invalidateQueries(SIM_INFO);
    },
  });
}

/** Lifts a break-rule suspension, then loads the card's info again. */
export function useRemoveBreak() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('simRemoveBreak'),
    onSuccess: async () => {
      void showToast(t('iotHome.breakRemoved'));
      await client.invalidateQueries(SIM_INFO);
    },
  });
}
