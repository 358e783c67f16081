import { Code, type EndpointOf, maskMobile, type Message, type ParsedBodyOf } from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError, invalidInput } from '../../errors';
import type { CardUser } from '../../identity';
import type { AuthService, SmsScene } from '../auth/service';
import type { CompleteTask } from '../wallet/service';
import { AccountMessage } from './messages';
import { findBinding, findBindings, lockBoundMobile, type PhoneBinding, storeBoundMobile } from './queries';

export type { PhoneBinding } from './queries';

/** The card's bound mobile and whether its promoter requires one. */
export const phoneBindingOf = (db: Database, simId: number): Promise<PhoneBinding> => findBinding(db, simId);

/** The phone bindings of some cards, by card (a card without one has none bound and need not bind one), in one statement. */
export const phoneBindingsOf = async (db: Database, simIds: readonly number[]): Promise<Map<number, PhoneBinding>> =>
  simIds.length === 0 ? new Map() : new Map((await findBindings(db, simIds)).map(({ simId, ...binding }) => [simId, binding]));

/** The mobile the card's holder bound; null when none is. */
export const boundMobileOf = async (db: Database, simId: number): Promise<string | null> => (await findBinding(db, simId)).boundMobile;

export interface AccountServiceDeps {
  auth: Pick<AuthService, 'sendCode' | 'checkCode' | 'spendCode'>;
  /** The points module's one-off tasks: the first binding completes `bindPhone`. */
  completeTask: CompleteTask;
  /** The time the rules see (tests move it); the system clock by default. */
  clock?: () => Date;
}

type BindBody = ParsedBodyOf<EndpointOf<'simBindMobile'>>;

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

/** A code's refusal, saying which of the two mobiles it was for. */
const about = (wrap: (reason: Message) => Message) => (error: unknown) => {
  if (error instanceof BusinessError) throw new BusinessError(error.code, wrap(error.text), error.httpStatus);
  throw error;
};

export const createAccountService = (db: Database, { auth, completeTask, clock = () => new Date() }: AccountServiceDeps) => {
  const sendTo = async (mobile: string, scene: SmsScene, ip: string) => ({ ...(await auth.sendCode(mobile, scene, ip)), mobile: maskMobile(mobile) });

  return {
    /**
     * A code to the mobile being bound, under the shared SMS limits. Sent whether or not it is the
     * bound one: a refusal here would unmask the masked bound mobile to anyone guessing numbers.
     */
    sendNewCode: (_card: CardUser, mobile: string, ip: string) => sendTo(mobile, 'bindNew', ip),

    /** A code to the mobile bound now, which a change needs too; the holder sees it masked only. */
    sendOldCode: async (card: CardUser, ip: string) => {
      const bound = await boundMobileOf(db, card.simId);
      if (bound === null) throw refuse(AccountMessage.nothingBound);
      return sendTo(bound, 'bindOld', ip);
    },

    /**
     * Binds the mobile. The new mobile's code is checked before it is compared with the bound one,
     * so only its owner learns they are equal. Both codes are checked first (a wrong one spends its
     * try whatever the other's), then spent with the change in one transaction on the locked card: of two
     * requests with the same codes one binds, and a change made meanwhile is not overwritten.
     */
    bind: async (card: CardUser, { mobile, code, oldCode }: BindBody) => {
      const bound = await boundMobileOf(db, card.simId);
      const newCodeId = await auth.checkCode(mobile, 'bindNew', code).catch(about(AccountMessage.newCode));
      if (bound === mobile) throw refuse(AccountMessage.sameMobile);
      if (bound !== null && oldCode === undefined) throw invalidInput(AccountMessage.oldCodeNeeded);
      const oldCodeId = bound === null ? null : await auth.checkCode(bound, 'bindOld', oldCode ?? '').catch(about(AccountMessage.oldCode));
      await db.transaction(async (tx) => {
        if ((await lockBoundMobile(tx, card.simId)) !== bound) throw refuse(AccountMessage.changedMeanwhile);
        await auth.spendCode(tx, newCodeId);
        if (oldCodeId !== null) await auth.spendCode(tx, oldCodeId);
        await storeBoundMobile(tx, card.simId, mobile);
        if (bound === null) await completeTask(tx, card.simId, 'bindPhone', clock());
      });
      return { boundMobile: maskMobile(mobile) };
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
