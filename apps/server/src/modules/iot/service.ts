import {
  type CardLoginMode,
  Code,
  defineMessages,
  type EndpointOf,
  type Locale,
  inLocales,
  maskMobile,
  type Message,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type SimInfo,
  type SimPackageState,
  type SimLayout,
  renderCatalogue,
  renderMessage,
  SIM_REFRESH_COALESCE_SECONDS,
} from '@shop/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ProtocolText } from '../../db/schema/iot';
import { BusinessError } from '../../errors';
import type { CardUser, Promoter } from '../../identity';
import { chinaMonth } from '../../lib/china-time';
import { pinMatches } from '../../lib/pin-hash';
import type { SimPlatform, SimReading } from '../../providers/carrier';
import { boundMobileOf, phoneBindingOf } from '../account/service';
import type { AuthService } from '../auth/service';
import type { HeldPackage } from '../packages/service';
import type { RealnameStatus } from '../realname/service';
import { hashSessionToken, isSessionToken, newSessionToken } from '../../lib/session-token';
import {
  type CardFacts,
  claimRead,
  countLookup,
  findCardLogin,
  findCardFacts,
  findLayout,
  findLiveCardSession,
  findSim,
  findSimById,
  insertCardSession,
  lockCardRow,
  releaseRead,
  revokeCardSession,
  type SimRow,
  storeReading,
  usageMonths,
} from './queries';
import { createCardGuard, LOGIN_FAILURE_WINDOW_SECONDS } from './guesses';
import { layoutIn } from './layout';
import { realNameAfter, recordLines } from './lines';
import { type CardHoldings, cardLayoutOf, defaultProtocolIn, type defaultProtocols, type SimExtras, simInfoOf, simLayoutOf } from './view';

export type { SimRow } from './queries';

/** The card's line as last read from the carrier. */
export const simOf = (db: Database, simId: number): Promise<SimRow> => findSimById(db, simId);

/** How the card logs in, and whether it has a card password (the password itself stays here). */
export const cardLoginOf = async (db: Database, simId: number): Promise<{ mode: CardLoginMode; hasPassword: boolean }> => {
  const login = await findCardLogin(db, simId);
  return { mode: login.mode, hasPassword: login.passwordHash !== null && login.passwordSalt !== null };
};

/** Whether `password` is the card password of a card in password mode. */
export const cardPasswordMatches = async (db: Database, simId: number, password: string): Promise<boolean> => {
  const { mode, passwordHash, passwordSalt } = await findCardLogin(db, simId);
  if (mode !== 'password' || passwordHash === null || passwordSalt === null) return false;
  return pinMatches(password, passwordSalt, passwordHash);
};

export const IotMessage = defineMessages('iot', {
  unknownCard: inLocales(
    '卡号不存在，请核对后重试',
    '卡號不存在，請核對後重試',
    'This card number does not exist. Please check it and try again',
    "Ce numéro de carte n'existe pas. Vérifiez-le et réessayez",
    'Este número de tarjeta no existe. Compruébalo y vuelve a intentarlo',
  ),
  tooManyFailures: inLocales(
    '尝试过于频繁，请稍后再试',
    '嘗試過於頻繁，請稍後再試',
    'Too many tries. Please try again later',
    'Trop de tentatives. Réessayez plus tard',
    'Demasiados intentos. Vuelve a intentarlo más tarde',
  ),
  passwordNeeded: inLocales('请输入卡密码', '請輸入卡密碼', 'Please enter the card password', 'Veuillez saisir le mot de passe de la carte', 'Introduce la contraseña de la tarjeta'),
  wrongPassword: inLocales(
    '卡密码错误，请核对后重试',
    '卡密碼錯誤，請核對後重試',
    'Wrong card password. Please check it and try again',
    'Mot de passe de la carte erroné. Vérifiez-le et réessayez',
    'Contraseña de la tarjeta incorrecta. Compruébala y vuelve a intentarlo',
  ),
  codeNeeded: inLocales('请输入短信验证码', '請輸入簡訊驗證碼', 'Please enter the text message code', 'Veuillez saisir le code reçu par SMS', 'Introduce el código recibido por SMS'),
  noSmsLogin: inLocales(
    '该卡无需短信验证码，请直接登录',
    '該卡無需簡訊驗證碼，請直接登入',
    'This card needs no text message code: just log in',
    "Cette carte n'a pas besoin de code SMS : connectez-vous directement",
    'Esta tarjeta no necesita código SMS: entra directamente',
  ),
  noBoundMobile: inLocales(
    '该卡未绑定手机号，请联系客服',
    '該卡未綁定手機號，請聯繫客服',
    'No mobile number is linked to this card. Please contact customer service',
    "Aucun numéro de mobile n'est lié à cette carte. Veuillez contacter le service client",
    'Esta tarjeta no tiene ningún móvil vinculado. Contacta con atención al cliente',
  ),
  carrierBusy: inLocales(
    '运营商系统繁忙，请稍后再试',
    '電信商系統繁忙，請稍後再試',
    "The operator's system is busy. Please try again later",
    "Le système de l'opérateur est saturé. Réessayez plus tard",
    'El sistema del operador está ocupado. Vuelve a intentarlo más tarde',
  ),
  noBreak: inLocales(
    '该卡当前没有违规停机',
    '該卡目前沒有違規停機',
    'This card is not suspended for a breach of the rules',
    "Cette carte n'est pas suspendue pour infraction",
    'Esta tarjeta no está suspendida por infracción',
  ),
  breakNotRemovable: inLocales(
    '该违规停机不支持自助解除，请联系客服处理',
    '該違規停機不支援自助解除，請聯繫客服處理',
    'This suspension cannot be lifted here. Please contact customer service',
    'Cette suspension ne peut pas être levée ici. Veuillez contacter le service client',
    'Esta suspensión no se puede levantar aquí. Contacta con atención al cliente',
  ),
  loginNotice: inLocales(
    '请输入卡号登录，可查询流量、余额并办理业务',
    '請輸入卡號登入，可查詢流量、餘額並辦理業務',
    'Log in with your card number to check your data and balance and manage your services',
    'Connectez-vous avec votre numéro de carte pour consulter vos données, votre solde et gérer vos services',
    'Entra con tu número de tarjeta para consultar tus datos y tu saldo y gestionar tus servicios',
  ),
});

/** The zh-Hans texts (logs, tests, and the default login notice). */
export const IotText = renderCatalogue(IotMessage, 'zh-Hans');

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

export type { CardFacts } from './queries';

/** A card as the modules that sell to it read it (checkout, wallet, points, coupons); undefined when there is none. */
export const cardFacts = (db: Database, simId: number): Promise<CardFacts | undefined> => findCardFacts(db, simId);

type LockedCard = { simNo: string; promoCode: string };

const isTransaction = (db: Database): boolean => db instanceof PgTransaction;

/** The cards each open transaction holds the lock of: a row lock lasts until the transaction ends, so it is taken once. */
const lockedIn = new WeakMap<Database, Map<number, LockedCard>>();

/**
 * Takes the card's row lock INSIDE the caller's transaction, before any of its money moves: every
 * transaction that charges a card or extends what it holds takes it first, so they queue on the
 * card in one order and never deadlock on the owners' rows (balance, points, coin) or the
 * carrier's. `for no key update`: rows other transactions insert for the card (orders, ledger
 * lines) take key-share locks, which it does not wait on. The steps of one purchase each ask for
 * it; only the first sends a statement.
 */
export const lockCard = async (tx: Database, simId: number): Promise<LockedCard> => {
  const held = lockedIn.get(tx)?.get(simId);
  if (held) return held;
  const card = await lockCardRow(tx, simId);
  if (!card) throw new Error(`card ${simId} does not exist`);
  // Outside a transaction the lock ends with the statement: nothing is held to remember.
  if (isTransaction(tx)) lockedIn.set(tx, (lockedIn.get(tx) ?? new Map<number, LockedCard>()).set(simId, card));
  return card;
};
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
        if (!(await realname.storeRead(tx, sim.id, seen, realNameAfter(seen, reading)))) return false;
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
