import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, EndpointOf } from '@shop/contract';
import { useT } from '../../../i18n';
import { showToast } from '../../../shared/popups';
import { call } from '../../../shared/request';
import { afterCardChange, cardQuery, useCardNumber } from '../session';

/** The card's alert levels and add-on cap, with this month's add-on spending. */
export function useUsageSettings() {
  return useQuery(cardQuery('simUsageAlerts', useCardNumber()));
}

/** Saves the levels and the cap; the settings and the SIM info are read again. */
export function useSaveUsageSettings() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<EndpointOf<'setSimUsageAlerts'>>) => call('setSimUsageAlerts', { body }),
    onSuccess: async () => {
      void showToast(t('usageAlerts.saved'));
      await afterCardChange(client, 'setSimUsageAlerts');
    },
  });
}

/** Hides an alert's notice from the SIM home. */
export function useDismissUsageAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('dismissSimUsageAlert', { body: { id } }),
    onSuccess: () => afterCardChange(client, 'dismissSimUsageAlert'),
  });
}
