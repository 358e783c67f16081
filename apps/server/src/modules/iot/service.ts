import {
  Code,
  type EndpointOf,
  type Locale,
  maskMobile,
  type Message,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type SimInfo,
  type SimPackageState,
  type SimLayout,
  renderMessage,
  SIM_REFRESH_COALESCE_SECONDS,
} from '@shop/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ProtocolText } from '../../db/schema/iot';
import { BusinessError } from '../../errors';
import type { CardUser, Promoter } from '../../identity';
import { chinaMonth } from '../../lib/china-time';
import type { SimPlatform, SimReading } from '../../providers/carrier';
import { boundMobileOf, phoneBindingOf } from '../account/service';
import type { AuthService } from '../auth/service';
import type { HeldPackage } from '../packages/service';
import type { RealnameStatus } from '../realname/service';
import { hashSessionToken, isSessionToken, newSessionToken } from '../../lib/session-token';
import {
  claimRead,
  countLookup,
  findLayout,
  findLiveCardSession,
  findSim,
  findSimById,
  insertCardSession,
  releaseRead,
  revokeCardSession,
  type SimRow,
  storeReading,
  usageMonths,
} from './queries';
import { createCardGuard, LOGIN_FAILURE_WINDOW_SECONDS } from './guesses';
import { cardLoginOf, cardPasswordMatches } from './card';
import { layoutIn } from './layout';
import { IotMessage } from './messages';
import { recordLines } from './lines';
import { type CardHoldings, cardLayoutOf, defaultProtocolIn, type defaultProtocols, type SimExtras, simInfoOf, simLayoutOf } from './view';

export type { SimRow } from './queries';

export const CARD_SESSION_DAYS = 30;

const packageState = (startAt: Date, endAt: Date, now: Date): SimPackageState => {
  if (now < startAt) return 'notStarted';
  return now < endAt ? 'inUse' : 'expired';
};
/** A refresh within this long of the last read answers the stored state (force aside). */
export const REFRESH_FRESH_SECONDS = 60;
/** How often a refresh waiting for another's carrier read looks for it. */
const READ_WAIT_STEP_MS = 100;
export { createCardGuard, LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_FAILURES_PER_CARD, LOGIN_FAILURES_PER_IP } from './guesses';
export { recordDevice, recordLines } from './lines';
export { type CardFacts, cardFacts, cardLoginOf, cardPasswordMatches, lockCard, simOf } from './card';
export { IotMessage, IotText } from './messages';

/** Card numbers one address may look up on the login page per failure window. */
export const SIM_LOOKUPS_PER_IP = 30;

type LoginConfigQuery = ParsedQueryOf<EndpointOf<'simLoginConfig'>>;
type LoginProtocolQuery = ParsedQueryOf<EndpointOf<'iotLoginProtocol'>>;
type LoginBody = ParsedBodyOf<EndpointOf<'simLogin'>>;
export type ProtocolType = ParsedQueryOf<EndpointOf<'iotProtocol'>>['type'];

export interface IotServiceDeps {
  auth: Pick<AuthService, 'sendCode' | 'verifyCode'>;
  platform: SimPlatform;
  logger: FastifyBaseLogger;
  /** The time rules see (tests move it); the system clock by default. */
  clock?: () => Date;
  /** The card's real-name standing, and its statuses a carrier reading reports stored in the reading's transaction. */
  realname: {
    statusOf: (simId: number) => Promise<RealnameStatus>;
    storeRead: (tx: Database, simId: number, seen: RealnameStatus, read: SimReading['realName']) => Promise<boolean>;
  };
  /** The card's packages: those it holds, the use of the plan in use taken from a reading, and whether it must buy one. */
  plans: {
    packagesOf: (simId: number) => Promise<HeldPackage[]>;
    takeUse: (tx: Database, simId: number, useFlow: number, now: Date) => Promise<void>;
    needBuyPackage: (simId: number) => Promise<boolean>;
  };
  /** The card's automatic renewal as the SIM home shows it (the packages' view); none by default. */
  renewalOf?: (sim: SimRow, locale: Locale) => Promise<SimInfo['renewal']>;
  /** The promo code of the promoter a visitor without one belongs to (the shop's default); none by default. */
  defaultPromoCode?: () => Promise<string | undefined>;
  /** The card's membership and speed add-on in force at `now` (the perks' view); none by default. */
  perksOf?: (sim: SimRow, now: Date, locale: Locale) => Promise<Pick<SimExtras, 'vipOrder' | 'accelerateOrder'>>;
  /** What the card holds, from its owners (wallet, points, coupons, checkout); nothing by default. */
  holdingsOf?: (simId: number) => Promise<CardHoldings>;
  /** The usage alert the SIM home shows (the usage module's notice); none by default. */
  usageAlertOf?: (sim: SimRow, now: Date) => Promise<SimInfo['usageAlert']>;
  /** What follows a stored reading, use having advanced (the usage module's alerts); nothing by default. */
  afterReading?: (simId: number, now: Date) => Promise<void>;
}

const noHoldings = async (): Promise<CardHoldings> => ({
  balance: 0,
  arrearsBalance: 0,
  rechargeTimes: 0,
  integral: 0,
  couponCoin: 0,
  needBuyCoupon: false,
  existPayPassword: false,
});

const noPerks = async (): Promise<Pick<SimExtras, 'vipOrder' | 'accelerateOrder'>> => ({ vipOrder: null, accelerateOrder: null });

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

export const createIotService = (
  db: Database,
  {
    auth,
    platform,
    logger,
    realname,
    plans,
    clock = () => new Date(),
    renewalOf = async () => null,
    perksOf = noPerks,
    holdingsOf = noHoldings,
    usageAlertOf = async () => null,
    afterReading = async () => undefined,
    defaultPromoCode = async () => undefined,
  }: IotServiceDeps,
) => {
  /** A promoter's stored layout in the visitor's locale. */
  const layoutRow = async (promoCode: string | undefined, locale: Locale) => {
    const row = promoCode === undefined ? undefined : await findLayout(db, promoCode);
    return row && layoutIn(row, locale);
  };

  const guesses = createCardGuard(db, clock, () => refuse(IotMessage.tooManyFailures));

  const knownSim = async (simNo: string): Promise<SimRow> => {
    const sim = await findSim(db, simNo);
    if (!sim) throw refuse(IotMessage.unknownCard);
    return sim;
  };

  const checkSecret = async (sim: SimRow, body: LoginBody): Promise<void> => {
    const { mode } = await cardLoginOf(db, sim.id);
    if (mode === 'password') {
      if (body.password === undefined) throw refuse(IotMessage.passwordNeeded);
      if (!(await cardPasswordMatches(db, sim.id, body.password))) throw refuse(IotMessage.wrongPassword);
    }
    if (mode === 'sms') {
      if (body.code === undefined) throw refuse(IotMessage.codeNeeded);
      const boundMobile = await boundMobileOf(db, sim.id);
      if (!boundMobile) throw refuse(IotMessage.noBoundMobile);
      await auth.verifyCode(boundMobile, 'card', body.code);
    }
  };

  const read = async (sim: SimRow, now: Date): Promise<SimReading> => {
    try {
      return await platform.read(sim.simNo, now);
    } catch (error) {
      logger.warn({ err: error, simNo: sim.simNo }, 'carrier read of a SIM failed');
      throw refuse(IotMessage.carrierBusy);
    }
  };

  /**
   * Waits for the read another refresh (of any server process) took on, and answers when it
   * was stored; a read given up or not back within the coalescing seconds answers "busy".
   */
  const readOfOther = async (simId: number, freshSince: Date): Promise<Date> => {
    for (let waited = 0; waited < SIM_REFRESH_COALESCE_SECONDS * 1000; waited += READ_WAIT_STEP_MS) {
      await sleep(READ_WAIT_STEP_MS);
      const sim = await findSimById(db, simId);
      if (sim.lastReadAt !== null && sim.lastReadAt > freshSince) return sim.lastReadAt;
      if (sim.readClaimedAt === null) break;
    }
    throw refuse(IotMessage.carrierBusy);
  };

  /**
   * The promoter whose login page a typed card sees: the card's, else the visitor's, else the
   * default one, so a known card and an unknown one look alike. Each look-up counts against the address.
   */
  const loginPromoter = async (simNo: string | undefined, promoter: Pick<Promoter, 'promoCode'> | undefined, ip: string) => {
    if (simNo === undefined) return { promoCode: promoter?.promoCode, sim: undefined };
    const now = clock();
    const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_SECONDS * 1000);
    if (!(await countLookup(db, ip, since, now, SIM_LOOKUPS_PER_IP))) throw refuse(IotMessage.tooManyFailures);
    const sim = await findSim(db, simNo);
    return { promoCode: sim?.promoCode ?? promoter?.promoCode ?? (await defaultPromoCode()), sim };
  };

  const protocolOf = async (promoCode: string | undefined, type: keyof typeof defaultProtocols, locale: Locale): Promise<ProtocolText> =>
    (await layoutRow(promoCode, locale))?.[type] ?? defaultProtocolIn(type, locale);

  return {
    /**
     * The login page of the promoter the visitor came through; with a card number, of the card's
     * promoter and how it logs in. An unknown card answers as a card of the visitor's promoter
     * (the default one without a code) that logs in by number, so lookups tell no card from none;
     * each address has SIM_LOOKUPS_PER_IP of them per window.
     */
    loginConfig: async ({ simNo }: LoginConfigQuery, promoter: Pick<Promoter, 'promoCode'> | undefined, locale: Locale, ip: string) => {
      const { promoCode, sim } = await loginPromoter(simNo, promoter, ip);
      const layout = await layoutRow(promoCode, locale);
      const shown = simLayoutOf(layout, locale);
      const mode = sim ? (await cardLoginOf(db, sim.id)).mode : 'none';
      const boundMobile = sim && mode === 'sms' ? await boundMobileOf(db, sim.id) : null;
      return {
        title: shown.name,
        logo: shown.logo,
        notice: layout?.loginNotice || renderMessage(IotMessage.loginNotice, locale),
        protocolTitle: (layout?.loginProtocol ?? defaultProtocolIn('loginProtocol', locale)).title,
        mode,
        boundMobile: boundMobile ? maskMobile(boundMobile) : null,
      };
    },

    sendLoginCode: async (simNo: string, ip: string) => {
      const sim = await guesses.guess(simNo, ip, () => knownSim(simNo));
      if ((await cardLoginOf(db, sim.id)).mode !== 'sms') throw refuse(IotMessage.noSmsLogin);
      const boundMobile = await boundMobileOf(db, sim.id);
      if (!boundMobile) throw refuse(IotMessage.noBoundMobile);
      const sent = await auth.sendCode(boundMobile, 'card', ip);
      return { ...sent, boundMobile: maskMobile(boundMobile) };
    },

    /** Card login: a new token every time, only its SHA-256 kept. */
    login: async (body: LoginBody, ip: string) => {
      const sim = await guesses.guess(body.simNo, ip, async () => {
        const found = await knownSim(body.simNo);
        await checkSecret(found, body);
        return found;
      });
      const token = newSessionToken();
      const expiresAt = new Date(clock().getTime() + CARD_SESSION_DAYS * 86_400_000);
      await insertCardSession(db, { tokenHash: hashSessionToken(token), simId: sim.id, expiresAt });
      return { simNo: sim.simNo, token, expiresAt: expiresAt.toISOString() };
    },

    logout: (card: CardUser): Promise<void> => revokeCardSession(db, card.sessionId, clock()),

    /** The card behind a token; null when unknown, expired or revoked (read every time). */
    resolve: async (token: string): Promise<CardUser | null> =>
      isSessionToken(token) ? ((await findLiveCardSession(db, hashSessionToken(token), clock())) ?? null) : null,

    info: async (card: CardUser, locale: Locale): Promise<SimInfo> => {
      const sim = await findSimById(db, card.simId);
      const now = clock();
      const [holdings, renewal, perks, usageAlert, status, binding, login, needBuyPackage] = await Promise.all([
        holdingsOf(sim.id),
        renewalOf(sim, locale),
        perksOf(sim, now, locale),
        usageAlertOf(sim, now),
        realname.statusOf(sim.id),
        phoneBindingOf(db, sim.id),
        cardLoginOf(db, sim.id),
        plans.needBuyPackage(sim.id),
      ]);
      return simInfoOf(sim, { ...status, ...binding, cardPasswordMode: login.mode, needBuyPackage }, now, { ...holdings, renewal, ...perks, usageAlert });
    },

    /**
     * Reads the carrier unless the last read is fresh (a forced refresh: within the coalescing
     * seconds); refreshes sent together share one read. A failed read changes nothing.
     */
    refresh: async (card: CardUser, force: boolean) => {
      const now = clock();
      const freshSince = new Date(now.getTime() - (force ? SIM_REFRESH_COALESCE_SECONDS : REFRESH_FRESH_SECONDS) * 1000);
      const sim = await findSimById(db, card.simId);
      if (sim.lastReadAt !== null && sim.lastReadAt > freshSince) return { refreshedAt: sim.lastReadAt.toISOString() };
      // Read before the carrier is: a verdict after it is newer than the reading.
      const seen = await realname.statusOf(sim.id);
      const staleBefore = new Date(now.getTime() - SIM_REFRESH_COALESCE_SECONDS * 1000);
      if (!(await claimRead(db, sim.id, now, freshSince, staleBefore))) return { refreshedAt: (await readOfOther(card.simId, freshSince)).toISOString() };
      const reading = await read(sim, now).catch(async (error: unknown) => {
        await releaseRead(db, sim.id, now);
        throw error;
      });
      // Another refresh stored first: its read is as new as this one.
      const parts = async (tx: Database): Promise<boolean> => {
        if (!(await realname.storeRead(tx, sim.id, seen, reading.realName))) return false;
        await plans.takeUse(tx, sim.id, reading.usage.useFlow, now);
        return true;
      };
      if (!(await storeReading(db, sim, reading, now, chinaMonth(now), parts))) {
        const latest = await findSimById(db, card.simId);
        return { refreshedAt: (latest.lastReadAt ?? now).toISOString() };
      }
      await afterReading(sim.id, now);
      return { refreshedAt: now.toISOString() };
    },

    layout: async (card: CardUser, locale: Locale): Promise<SimLayout> => {
      const [sim, status] = await Promise.all([findSimById(db, card.simId), realname.statusOf(card.simId)]);
      return cardLayoutOf(await layoutRow(sim.promoCode, locale), status, locale);
    },

    historyLine: (card: CardUser) => usageMonths(db, card.simId),

    packages: async (card: CardUser) => {
      const now = clock();
      const rows = await plans.packagesOf(card.simId);
      return rows.map(({ startAt, endAt, ...pack }) => ({
        ...pack,
        startAt: startAt.toISOString(),
        endAt: endAt.toISOString(),
        current: startAt <= now && now < endAt,
        state: packageState(startAt, endAt, now),
      }));
    },

    removeBreak: async (card: CardUser): Promise<null> => {
      const sim = await findSimById(db, card.simId);
      if (sim.breakRuleId === null) throw refuse(IotMessage.noBreak);
      if (!sim.allowRemoveBreak) throw refuse(IotMessage.breakNotRemovable);
      await recordLines(db, [await platform.liftBreak(sim.simNo, clock())]);
      return null;
    },

    protocol: async (card: CardUser, type: ProtocolType, locale: Locale): Promise<ProtocolText> =>
      protocolOf((await findSimById(db, card.simId)).promoCode, type === 'service' ? 'serviceProtocol' : 'taskRule', locale),

    /** The agreement the holder accepts at login: the typed card's promoter's, as the login page names it. */
    loginProtocol: async ({ simNo }: LoginProtocolQuery, promoter: Pick<Promoter, 'promoCode'> | undefined, locale: Locale, ip: string): Promise<ProtocolText> =>
      protocolOf((await loginPromoter(simNo, promoter, ip)).promoCode, 'loginProtocol', locale),
  };
};

export type IotService = ReturnType<typeof createIotService>;
