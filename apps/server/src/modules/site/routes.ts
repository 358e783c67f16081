import type { Handlers } from '../../http/handler';
import type { SiteService } from './service';

export const siteHandlers = (site: SiteService): Pick<Handlers, 'aboutText'> => ({
  aboutText: ({ query }) => site.aboutText(query.kind, query.promoCode, query.locale),
});
