import type { Handlers } from '../../http/handler';
import type { AccountService } from './service';

export const accountHandlers = (account: AccountService): Pick<Handlers, 'bindMobileCode' | 'bindMobileOldCode' | 'simBindMobile'> => ({
  bindMobileCode: ({ card, body, context }) => account.sendNewCode(card, body.mobile, context.ip),
  bindMobileOldCode: ({ card, context }) => account.sendOldCode(card, context.ip),
  simBindMobile: ({ card, body }) => account.bind(card, body),
});
