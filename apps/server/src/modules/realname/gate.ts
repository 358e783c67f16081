import { REALNAME_FREE_RECHARGE_FEN, REALNAME_REQUIRED_CODE, type RealnameGatedAction, RealnameMessage } from '@shop/contract';
import { BusinessError } from '../../errors';

/**
 * The real-name gate: while a card's `needAuth` is set, the actions the law ties to real-name
 * (REALNAME_GATED_ACTIONS) are refused with REALNAME_REQUIRED_CODE, which the client turns into
 * a dialog leading to real-name. A top-up of at most REALNAME_FREE_RECHARGE_FEN stays open.
 */
export const refuseUnverified = (sim: { needAuth: boolean }, action: RealnameGatedAction, amountFen?: number): void => {
  if (!sim.needAuth) return;
  if (action === 'recharge' && amountFen !== undefined && amountFen <= REALNAME_FREE_RECHARGE_FEN) return;
  throw new BusinessError(REALNAME_REQUIRED_CODE, RealnameMessage[action]);
};
