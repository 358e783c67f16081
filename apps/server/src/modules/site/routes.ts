import type { Handlers } from '../../http/handler';
import type { SiteService } from './service';

export const siteHandlers = (site: SiteService): Pick<Handlers, 'aboutText' | 'loginProtocol'> => ({
  aboutText: ({ query, promoter }) => site.text(query.kind, promoter, query.locale),
  loginProtocol: ({ query, promoter }) => site.text('loginProtocol', promoter, query.locale),
});
