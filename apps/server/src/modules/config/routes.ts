import type { Handlers } from '../../http/handler';
import type { ConfigService } from './service';

export const configHandlers = (
  config: ConfigService,
): Pick<Handlers, 'baseConfig' | 'genericConfig' | 'pointReport'> => ({
  baseConfig: ({ query }) => config.baseConfig(query.promoCode),
  genericConfig: () => config.genericConfig(),
  pointReport: async ({ body, context }) => {
    await config.recordPoint(body, context);
    return null;
  },
});
