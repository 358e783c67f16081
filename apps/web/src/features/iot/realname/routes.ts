import { pageUrl, type PagePath, type PageUrl, type RealnameState } from '@shop/contract';

const CHINA_UNICOM = 2;

/** The operator page of a channel: China Unicom's own variant, or the common one. */
export const officialPathOf = (operatorType: number): PagePath =>
  operatorType === CHINA_UNICOM ? '/pages-sub/ltAuth/index' : '/pages/iot/index/official/index';

/** Where 去认证 leads: a choice of operators for a multi-network card, else its own operator's page. */
export const officialEntry = (state: RealnameState): PageUrl =>
  state.channels.length > 1 ? pageUrl('/pages/iot/index/switchOfficial/index') : pageUrl(officialPathOf(state.operatorType));
