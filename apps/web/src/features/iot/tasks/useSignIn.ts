import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../i18n';
import { showToast } from '../../../shared/popups';
import { call } from '../../../shared/request';
import { afterCardChange } from '../session';

/**
 * Today's sign-in: the toast says what it credited (and the streak bonus on a bonus day), then
 * the card's points, the task centre and the points log are read again. A refusal (signed in
 * already) is toasted by the request helper.
 */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('generalSignIn'),
    onSuccess: async ({ points, bonus }) => {
      void showToast(bonus > 0 ? t('tasks.signIn.doneBonus', { points, bonus }) : t('tasks.signIn.done', { points }));
      await afterCardChange(client, 'generalSignIn');
    },
  });
}
