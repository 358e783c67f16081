import { HOME_PATH } from '@shop/contract';
import { refreshHotQuestions } from '../../../lib/hotQuestions';
import { goToPage } from '../../../lib/navigation/goToPage';
import { safeRedirect } from '../../../lib/navigation/redirect';
import { LOAD_DOMAIN_PATH } from '../../../lib/paths';
import { showToast } from '../../../lib/popups';
import { call } from '../../../lib/request';
import { useDictStore } from '../../../stores/dict';

/** How an optional step ended. */
export type OptionalStep = 'done' | 'skipped';

/** A step the shop can do without: each page loads what it needs itself, so a failure is skipped, not a stop. */
const optional = (step: () => Promise<unknown>) => (): Promise<OptionalStep> =>
  step().then(
    () => 'done',
    () => 'skipped',
  );

/** The dictionaries the shop labels things with: operators, number sorts, payment types. */
const DICT_TYPES = ['operator', 'number_sort', 'pay_type'];

export const loadDictionaries = optional(async () =>
  useDictStore.getState().mergeOptions(await call('dictOptions', { body: { types: DICT_TYPES } }, { hideError: true })),
);

export const loadHotQuestions = optional(refreshHotQuestions);

/** Where to go once ready: `redirect` when it names another page of the shop (never a whole address), else home. */
export function pageAfterLoading(redirect: string | undefined): string {
  return safeRedirect(redirect, LOAD_DOMAIN_PATH) ?? HOME_PATH;
}

/** On from data initialisation, with no way back to it. */
export function goOn(redirect: string | undefined): void {
  goToPage(pageAfterLoading(redirect), 'reLaunch').catch((error: unknown) => void showToast(error instanceof Error ? error.message : String(error)));
}
