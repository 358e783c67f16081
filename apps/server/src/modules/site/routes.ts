import type { Handlers } from '../../http/handler';
import type { SiteService } from './service';
import type { WifiCardService } from './wifi-cards';

export const siteHandlers = (site: SiteService, wifiCards: WifiCardService): Pick<Handlers, 'aboutText' | 'loginProtocol' | 'wifiCreate' | 'getWifiCode'> => ({
  aboutText: ({ query, promoter }) => site.text(query.kind, promoter, query.locale),
  loginProtocol: ({ query, promoter }) => site.text('loginProtocol', promoter, query.locale),
  wifiCreate: ({ card, body }) => wifiCards.create(card, body),
  getWifiCode: ({ query }) => wifiCards.find(query.code),
});
