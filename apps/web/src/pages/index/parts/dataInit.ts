import { HOME_PATH } from '@shop/contract';
import { endpointQuery, PERSISTED } from '../../../shared/query';
import { goToPage } from '../../../shared/navigation/goToPage';
import { safeRedirect } from '../../../shared/navigation/redirect';
import { showToast } from '../../../shared/popups';

/** The dictionaries the shop labels things with: operators, number sorts, payment types. */
const DICT_TYPES = ['operator', 'number_sort', 'pay_type'];

/** The dictionary options by type (spec: the persisted dict), kept across visits. */
export const dictOptionsQuery = () => ({
  ...endpointQuery('dictOptions', { body: { types: DICT_TYPES } }, { hideError: true }),
  meta: PERSISTED,
});

/** Where to go once ready: `redirect` when it names another page of the shop (never a whole address), else home. */
export function pageAfterLoading(redirect: string | undefined): string {
  return safeRedirect(redirect, '/pages/index/loadDomain') ?? HOME_PATH;
}

/** On from data initialisation, with no way back to it. */
export function goOn(redirect: string | undefined): void {
  goToPage(pageAfterLoading(redirect), 'reLaunch').catch((error: unknown) => void showToast(error instanceof Error ? error.message : String(error)));
}
