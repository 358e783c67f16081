import type { Handlers } from '../../http/handler';
import type { AuthService } from './service';

export const authHandlers = (
  auth: AuthService,
): Pick<Handlers, 'sendCode' | 'smsSend' | 'shopLogin' | 'shopLogout'> => ({
  sendCode: ({ body, context }) => auth.sendCode(body.mobile, 'order', context.ip),
  smsSend: ({ body, context }) => auth.sendCode(body.mobile, 'login', context.ip),
  shopLogin: ({ body, context }) => auth.login(body, context.ip),
  shopLogout: async ({ shop }) => {
    await auth.logout(shop.sessionId);
    return null;
  },
});
