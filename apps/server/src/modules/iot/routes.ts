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
  simLoginConfig: ({ query, promoter }) => iot.loginConfig(query, promoter),
  simLoginCode: ({ body, context }) => iot.sendLoginCode(body.simNo, context.ip),
  simLogin: ({ body, context }) => iot.login(body, context.ip),
  simLogout: async ({ card }) => {
    await iot.logout(card);
    return null;
  },
  simInfo: ({ card }) => iot.info(card),
  simRefresh: ({ card, body }) => iot.refresh(card, body.force),
  simLayout: ({ card }) => iot.layout(card),
  simHistoryLine: ({ card }) => iot.historyLine(card),
  simPackageList: ({ card }) => iot.packages(card),
  simRemoveBreak: ({ card }) => iot.removeBreak(card),
  iotProtocol: ({ card, query }) => iot.protocol(card, query.type),
  iotLoginProtocol: ({ promoter }) => iot.loginProtocol(promoter),
});
