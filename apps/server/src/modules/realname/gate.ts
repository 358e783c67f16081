import {
  BIND_PHONE_REQUIRED_CODE,
  mustBindPhone,
  REALNAME_FREE_RECHARGE_FEN,
  REALNAME_REQUIRED_CODE,
  type RealnameGatedAction,
  RealnameMessage,
} from '@shop/contract';
import { BusinessError } from '../../errors';

/** What the gate reads of a card. */
export interface GatedCard {
  needAuth: boolean;
  bindPhoneMode: number;
  boundMobile: string | null;
}

/**
 * The card gate: while a card's `needAuth` is set, the actions the law ties to real-name
 * (REALNAME_GATED_ACTIONS) are refused with REALNAME_REQUIRED_CODE, which the client turns into a
 * dialog leading to real-name; while its promoter requires a bound mobile and none is bound, with
 * BIND_PHONE_REQUIRED_CODE, leading to binding one. A top-up of at most REALNAME_FREE_RECHARGE_FEN stays open.
 */
export const refuseGated = (card: GatedCard, action: RealnameGatedAction, amountFen?: number): void => {
  if (action === 'recharge' && amountFen !== undefined && amountFen <= REALNAME_FREE_RECHARGE_FEN) return;
  if (card.needAuth) throw new BusinessError(REALNAME_REQUIRED_CODE, RealnameMessage[action]);
  if (mustBindPhone(card)) throw new BusinessError(BIND_PHONE_REQUIRED_CODE, RealnameMessage.bindPhoneFirst);
};
