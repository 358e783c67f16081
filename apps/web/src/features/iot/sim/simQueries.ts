import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { PERSISTED } from '../../../shared/query';
import { showLoading, showToast } from '../../../shared/popups';
import { call } from '../../../shared/request';
import { afterCardChange, cardQuery, useCardNumber } from '../session';

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
      await afterCardChange(client, 'simRefresh');
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
      await afterCardChange(client, 'simRemoveBreak');
    },
  });
}
