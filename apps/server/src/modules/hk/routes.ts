import type { BaseConfig } from '@shop/contract';
import { preparedAnswers } from '../../http/answer';
import type { Handlers } from '../../http/handler';
import type { HkService } from './service';

export const hkHandlers = (hk: HkService): Pick<Handlers, 'baseConfig' | 'genericConfig' | 'pointReport'> => {
  // The resolved promoter is the same object while its cache keeps it, with one storefront object per locale, so each
  // locale's storefront is compressed once per cache life and one locale's answer is never sent to another.
  const storefronts = preparedAnswers<BaseConfig>();
  return {
    baseConfig: async ({ promoter, locale }) => storefronts(promoter.storefronts[locale]),
    genericConfig: () => hk.genericConfig(),
    pointReport: async ({ body, context }) => {
      await hk.recordPoint(body, context);
      return null;
    },
  };
};
