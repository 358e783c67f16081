import type { Handlers } from '../../http/handler';
import type { DeviceService } from './service';

type DeviceEndpoints =
  | 'deviceInfo'
  | 'deviceProofCode'
  | 'deviceProve'
  | 'deviceWifiPassword'
  | 'deviceSetWiFiSsidPwd'
  | 'deviceSetWiFiDisplay'
  | 'deviceRestart'
  | 'deviceClose'
  | 'deviceReset';

export const deviceHandlers = (device: DeviceService): Pick<Handlers, DeviceEndpoints> => ({
  deviceInfo: ({ card }) => device.info(card),
  deviceProofCode: ({ card, context }) => device.sendProofCode(card, context.ip),
  deviceProve: ({ card, body, context }) => device.prove(card, body, context.ip),
  deviceWifiPassword: ({ card }) => device.passwords(card),
  deviceSetWiFiSsidPwd: ({ card, body }) => device.setSsidPwd(card, body),
  deviceSetWiFiDisplay: ({ card, body }) => device.setDisplay(card, body),
  deviceRestart: ({ card }) => device.restart(card),
  deviceClose: ({ card }) => device.closeOrReset(card, 'close'),
  deviceReset: ({ card }) => device.closeOrReset(card, 'reset'),
});
