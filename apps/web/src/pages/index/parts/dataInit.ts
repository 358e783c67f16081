import { HOME_PATH, isTabPage, parsePageUrl } from '@shop/contract';
import { refreshHotQuestions } from '../../../lib/hotQuestions';
import { reLaunch } from '../../../lib/navigation';
import { safeRedirect } from '../../../lib/navigation/redirect';
import { shopLink } from '../../../lib/navigation/shopLink';
import { LOAD_DOMAIN_PATH } from '../../../lib/paths';
import { showToast } from '../../../lib/popups';
import { call } from '../../../lib/request';
import { useDictStore } from '../../../stores/dict';

/** The dictionaries the shop labels things with: operators, number sorts, payment types. */
const DICT_TYPES = ['operator', 'number_sort', 'pay_type'];

export async function loadDictionaries(): Promise<void> {
  useDictStore.getState().mergeOptions(await call('dictOptions', { body: { types: DICT_TYPES } }, { hideError: true }));
}

/** How the optional hot-questions step ended. */
export type HotQuestionsStep = 'done' | 'skipped';

/** Hot questions are optional: the customer page loads them itself, so a failure here is skipped, not a stop. */
export function loadHotQuestions(): Promise<HotQuestionsStep> {
  return refreshHotQuestions().then(
    () => 'done',
    () => 'skipped',
  );
}

/** Where to go once ready: `redirect` when it names another page of the shop (never a whole address), else home. */
export function pageAfterLoading(redirect: string | undefined): string {
  return safeRedirect(redirect, LOAD_DOMAIN_PATH) ?? HOME_PATH;
}

/** On from data initialisation, with no way back to it. */
export function goOn(redirect: string | undefined): void {
  const url = pageAfterLoading(redirect);
  const target = isTabPage(parsePageUrl(url).path) ? url : shopLink(url);
  reLaunch({ url: target }).catch((error: unknown) => void showToast(error instanceof Error ? error.message : String(error)));
}
