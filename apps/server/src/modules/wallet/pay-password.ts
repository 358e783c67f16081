import { Code, type EndpointOf, maskMobile, type ParsedBodyOf, weakPayPassword } from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import type { CardUser } from '../../identity';
import type { PaymentProviders } from '../../providers/payment';
import { boundMobileOf } from '../account/service';
import type { AuthService } from '../auth/service';
import { type CardRow, createCardCheckout, refuseWeak } from '../checkout/service';
import { WalletMessage } from './messages';

export interface PayPasswordServiceDeps {
  /** Sends and checks the code that proves the bound mobile. */
  auth: Pick<AuthService, 'sendCode' | 'verifyCode'>;
  providers: Pick<PaymentProviders, 'forType'>;
  clock?: () => Date;
}

/** The card's pay password, set or changed with a code sent to its bound mobile. */
export const createPayPasswordService = (db: Database, { auth, providers, clock = () => new Date() }: PayPasswordServiceDeps) => {
  const checkout = createCardCheckout(db, { providers, clock });

  const withBoundMobile = async (card: CardUser): Promise<CardRow & { boundMobile: string }> => {
    const [row, boundMobile] = await Promise.all([checkout.cardOf(card), boundMobileOf(db, card.simId)]);
    if (!boundMobile) throw new BusinessError(Code.failed, WalletMessage.noBoundMobile);
    return { ...row, boundMobile };
  };

  return {
    sendCode: async (card: CardUser, ip: string) => {
      const row = await withBoundMobile(card);
      return { ...(await auth.sendCode(row.boundMobile, 'payPass', ip)), boundMobile: maskMobile(row.boundMobile) };
    },

    /** Sets or changes the pay password: a weak one is refused before the code is spent. */
    set: async (card: CardUser, { code, password }: ParsedBodyOf<EndpointOf<'simUpdatePayPass'>>) => {
      const row = await withBoundMobile(card);
      refuseWeak(weakPayPassword(password, row.simNo));
      await auth.verifyCode(row.boundMobile, 'payPass', code);
      await checkout.setPayPassword(row.id, password);
      return checkout.payPasswordState({ ...row, payPassword: { hash: 'set', salt: 'set' } });
    },
  };
};

export type PayPasswordService = ReturnType<typeof createPayPasswordService>;
