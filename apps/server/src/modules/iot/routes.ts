import type { Handlers } from '../../http/handler';
import type { IotService } from './service';

type IotEndpoint =
  | 'simLoginConfig'
  | 'simLoginCode'
  | 'simLogin'
  | 'simLogout'
  | 'simInfo'
  | 'simRefresh'
  | 'simLayout'
  | 'simHistoryLine'
  | 'simPackageList'
  | 'simRemoveBreak'
  | 'iotProtocol'
  | 'iotLoginProtocol';

export const iotHandlers = (iot: IotService): Pick<Handlers, IotEndpoint> => ({
  simLoginConfig: ({ query, promoter, context }) => iot.loginConfig(query, promoter, context.locale, context.ip),
  simLoginCode: ({ body, context }) => iot.sendLoginCode(body.simNo, context.ip),
  simLogin: ({ body, context }) => iot.login(body, context.ip),
  simLogout: async ({ card }) => {
    await iot.logout(card);
    return null;
  },
  simInfo: ({ card, context }) => iot.info(card, context.locale),
  simRefresh: ({ card, body }) => iot.refresh(card, body.force),
  simLayout: ({ card, context }) => iot.layout(card, context.locale),
  simHistoryLine: ({ card }) => iot.historyLine(card),
  simPackageList: ({ card }) => iot.packages(card),
  simRemoveBreak: ({ card }) => iot.removeBreak(card),
  iotProtocol: ({ card, query, context }) => iot.protocol(card, query.type, context.locale),
  iotLoginProtocol: ({ query, promoter, context }) => iot.loginProtocol(query, promoter, context.locale, context.ip),
});
