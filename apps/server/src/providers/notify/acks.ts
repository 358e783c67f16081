import type { GatewayReply } from '../payment/types';

/** How the shop answers a sandbox's notification, as WeChat Pay v3 expects: 204, or 400 with the reason. */
export const sandboxAcks = {
  ackSuccess: (): GatewayReply => ({ status: 204, contentType: 'text/plain', body: '' }),
  ackFailure: (message: string): GatewayReply => ({
    status: 400,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify({ code: 'FAIL', message }),
  }),
};
