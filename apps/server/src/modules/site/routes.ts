import type { Handlers } from '../../http/handler';
import type { SiteService } from './service';

export const siteHandlers = (site: SiteService): Pick<Handlers, 'aboutText' | 'loginProtocol'> => ({
  aboutText: ({ query }) => site.text(query.kind, query.promoCode, query.locale),
  loginProtocol: ({ query }) => site.text('loginProtocol', query.promoCode, query.locale),
});
