import {
  CatalogueMessage,
  Code,
  defineMessages,
  type EndpointOf,
  type GenericConfig,
  inLocales,
  type Message,
  type ParsedBodyOf,
  renderCatalogue,
  SHOP_SESSION_DAYS,
  type ShopSession,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  SMS_SENDS_PER_IP,
  SMS_SENDS_PER_MOBILE,
  maskMobile,
  withValues,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SmsScene } from '../../db/schema/auth';
import { BusinessError } from '../../errors';
import type { ShopUser } from '../../identity';
import type { SentSms, SmsProvider } from '../../providers/sms';
import {
  consumeCode,
  deleteCode,
  findLiveSession,
  insertCode,
  insertSession,
  latestCode,
  lockSends,
  recentSends,
  revokeSession,
} from './queries';
import { hashSessionToken, isSessionToken, newSessionToken } from '../../lib/session-token';
import { createGuessGuard, type GuessRule } from '../guesses/service';
import { isBuyerOf } from '../orders/service';
import { hashSmsCode, newSalt, newSmsCode, sameHash } from './secrets';

export type { SmsScene } from '../../db/schema/auth';

export type ShopLoginBody = ParsedBodyOf<EndpointOf<'shopLogin'>>;

export const AuthMessage = defineMessages('auth', {
  resendWait: withValues(
    (seconds: number) => ({ seconds }),
    inLocales(
      '请 {seconds} 秒后再获取验证码',
      '請 {seconds} 秒後再獲取驗證碼',
      'Please wait {seconds} s before asking for another code',
      'Veuillez patienter {seconds} s avant de demander un autre code',
      'Espera {seconds} s antes de pedir otro código',
    ),
  ),
  mobileLimit: withValues(
    (minutes: number) => ({ minutes }),
    inLocales(
      '该手机号获取验证码过于频繁，请 {minutes} 分钟后再试',
      '該手機號獲取驗證碼過於頻繁，請 {minutes} 分鐘後再試',
      'Too many codes were asked for this mobile number. Please try again in {minutes} min',
      'Trop de codes ont été demandés pour ce numéro de mobile. Réessayez dans {minutes} min',
      'Se han pedido demasiados códigos para este móvil. Vuelve a intentarlo dentro de {minutes} min',
    ),
  ),
  ipLimit: inLocales(
    '当前网络获取验证码过于频繁，请稍后再试',
    '目前網路獲取驗證碼過於頻繁，請稍後再試',
    'Too many codes were asked for from this network. Please try again later',
    'Trop de codes ont été demandés depuis ce réseau. Réessayez plus tard',
    'Se han pedido demasiados códigos desde esta red. Vuelve a intentarlo más tarde',
  ),
  sendFailed: inLocales(
    '短信发送失败，请稍后重试',
    '簡訊發送失敗，請稍後重試',
    'The text message could not be sent. Please try again later',
    "Le SMS n'a pas pu être envoyé. Réessayez plus tard",
    'No se ha podido enviar el SMS. Vuelve a intentarlo más tarde',
  ),
  noCode: inLocales('请先获取短信验证码', '請先獲取簡訊驗證碼', 'Please ask for a text message code first', "Veuillez d'abord demander un code par SMS", 'Pide primero un código por SMS'),
  codeUsed: inLocales(
    '验证码已使用，请重新获取',
    '驗證碼已使用，請重新獲取',
    'This code has already been used. Please ask for a new one',
    'Ce code a déjà été utilisé. Veuillez en demander un nouveau',
    'Este código ya se ha usado. Pide uno nuevo',
  ),
  codeExpired: inLocales(
    '验证码已过期，请重新获取',
    '驗證碼已過期，請重新獲取',
    'This code has expired. Please ask for a new one',
    'Ce code a expiré. Veuillez en demander un nouveau',
    'Este código ha caducado. Pide uno nuevo',
  ),
  codeDead: inLocales(
    '验证码已失效，请重新获取',
    '驗證碼已失效，請重新獲取',
    'This code is no longer valid. Please ask for a new one',
    "Ce code n'est plus valable. Veuillez en demander un nouveau",
    'Este código ya no es válido. Pide uno nuevo',
  ),
  codeExhausted: inLocales(
    '验证码错误次数过多，请重新获取',
    '驗證碼錯誤次數過多，請重新獲取',
    'Too many wrong codes. Please ask for a new one',
    'Trop de codes erronés. Veuillez en demander un nouveau',
    'Demasiados códigos incorrectos. Pide uno nuevo',
  ),
  wrongCode: withValues(
    (triesLeft: number) => ({ triesLeft }),
    inLocales(
      '验证码错误，还可尝试 {triesLeft} 次',
      '驗證碼錯誤，還可嘗試 {triesLeft} 次',
      'Wrong code. Tries left: {triesLeft}',
      'Code erroné. Essais restants : {triesLeft}',
      'Código incorrecto. Intentos restantes: {triesLeft}',
    ),
  ),
  orderSnLoginClosed: inLocales(
    '当前仅支持手机号验证码查询',
    '目前僅支援手機號驗證碼查詢',
    'For now, orders can only be looked up with a mobile number and a text message code',
    "Pour l'instant, les commandes ne se consultent qu'avec un numéro de mobile et un code SMS",
    'Por ahora, los pedidos solo se consultan con un número de móvil y un código SMS',
  ),
  orderMismatch: inLocales(
    '订单不存在或手机号不匹配',
    '訂單不存在或手機號不符',
    'The order does not exist or the mobile number does not match',
    "La commande n'existe pas ou le numéro de mobile ne correspond pas",
    'El pedido no existe o el número de móvil no coincide',
  ),
  tooManyFailures: inLocales(
    '尝试过于频繁，请稍后再试',
    '嘗試過於頻繁，請稍後再試',
    'Too many tries. Please try again later',
    'Trop de tentatives. Réessayez plus tard',
    'Demasiados intentos. Vuelve a intentarlo más tarde',
  ),
});

/** The zh-Hans texts (logs, tests). */
export const AuthText = renderCatalogue(AuthMessage, 'zh-Hans');

/** Failed logins from one address in this window slow that address down. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 600;
export const LOGIN_FAILURES_PER_IP = 20;

/** A code's wrong tries; its lock outlasts the code, which expires first. */
const SMS_CODE: GuessRule = { kind: 'smsCode', perSubject: SMS_CODE_MAX_TRIES, windowMs: SMS_CODE_TTL_SECONDS * 1000, counts: 'untilRight' };

/** Failed order-lookup logins of one address, whatever the mobile. */
const SHOP_LOGIN: GuessRule = { kind: 'shopLogin', perSubject: LOGIN_FAILURES_PER_IP, windowMs: LOGIN_FAILURE_WINDOW_SECONDS * 1000, counts: 'inWindow' };
/** The outbox lists this many messages of a mobile, newest first. */
const OUTBOX_SIZE = 20;

const PURPOSE: Record<SmsScene, string> = {
  login: '登录订单查询',
  order: '验证下单手机号',
  card: '登录卡片自助服务',
  payPass: '设置支付密码',
  wifi: '查看或修改 Wi-Fi 密码',
  bindNew: '绑定手机号',
  bindOld: '更换卡片绑定的手机号',
};

const smsText = (code: string, scene: SmsScene): string =>
  `验证码 ${code}，用于${PURPOSE[scene]}，${SMS_CODE_TTL_SECONDS / 60} 分钟内有效。如非本人操作请忽略，切勿将验证码告诉他人。`;

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

const refuseOverLimit = (sends: Awaited<ReturnType<typeof recentSends>>): void => {
  // Capped: a send that waited on the lock may see a code stamped just after its own start.
  if (sends.resendWait > 0) throw refuse(AuthMessage.resendWait(Math.min(sends.resendWait, SMS_RESEND_SECONDS)));
  if (sends.toMobile >= SMS_SENDS_PER_MOBILE) throw refuse(AuthMessage.mobileLimit(Math.max(1, Math.ceil(sends.mobileWait / 60))));
  if (sends.fromIp >= SMS_SENDS_PER_IP) throw refuse(AuthMessage.ipLimit);
};

export interface AuthServiceDeps {
  sms: SmsProvider;
  /** Whether the order-lookup login by order number is open (the generic settings say). */
  orderQueryMode: () => Promise<GenericConfig['orderQueryMode']>;
  /** Whether the sandbox's outbox may be read: never in production. */
  outboxOpen: boolean;
  logger: FastifyBaseLogger;
}

export const createAuthService = (db: Database, { sms, orderQueryMode, outboxOpen, logger }: AuthServiceDeps) => {
  const guesses = createGuessGuard(db, () => new Date());

  /** Checks a code against the newest one sent; each try is reserved before the comparison, and a wrong one spends it. Answers the code's id. */
  const matchCode = async (mobile: string, scene: SmsScene, code: string): Promise<number> => {
    const row = await latestCode(db, mobile, scene);
    if (!row) throw refuse(AuthMessage.noCode);
    if (row.used) throw refuse(AuthMessage.codeUsed);
    if (row.expired) throw refuse(AuthMessage.codeExpired);
    return guesses.guess({
      rule: SMS_CODE,
      subject: String(row.id),
      refused: () => refuse(AuthMessage.codeExhausted),
      check: async (tries) => {
        if (sameHash(hashSmsCode(code, row.salt), row.codeHash)) return row.id;
        throw refuse(tries >= SMS_CODE_MAX_TRIES ? AuthMessage.codeExhausted : AuthMessage.wrongCode(SMS_CODE_MAX_TRIES - tries));
      },
    });
  };

  const consume = async (codeId: number): Promise<void> => {
    if (!(await consumeCode(db, codeId))) throw refuse(AuthMessage.codeDead);
  };

  const openSession = async (mobile: string, orderSn: string | null): Promise<ShopSession> => {
    const token = newSessionToken();
    const session = await insertSession(db, { tokenHash: hashSessionToken(token), mobile, orderSn, days: SHOP_SESSION_DAYS });
    return { token, mobile: maskMobile(mobile), expiresAt: session.expiresAt.toISOString(), orderSn };
  };

  return {
    /**
     * Sends a new code, within the resend wait and the per-mobile and per-address limits.
     * The count and the insert run under advisory locks, so parallel sends (from any number
     * of server processes) never pass a limit together.
     */
    sendCode: async (mobile: string, scene: SmsScene, ip: string) => {
      const code = newSmsCode();
      const salt = newSalt();
      const codeId = await db.transaction(async (tx) => {
        await lockSends(tx, mobile, ip);
        refuseOverLimit(await recentSends(tx, mobile, ip));
        return insertCode(tx, { mobile, scene, codeHash: hashSmsCode(code, salt), salt, ip, ttlSeconds: SMS_CODE_TTL_SECONDS });
      });
      // Sent after the commit: no lock is held while a vendor answers.
      await sms.send(mobile, smsText(code, scene), code).catch(async (error: unknown) => {
        logger.warn({ err: error, mobile: maskMobile(mobile) }, 'SMS provider did not send the code');
        await deleteCode(db, codeId);
        throw refuse(AuthMessage.sendFailed);
      });
      return { resendAfterSeconds: SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS };
    },

    /** Accepts the newest code of the mobile once; throws BusinessError -1 with the reason otherwise. */
    verifyCode: async (mobile: string, scene: SmsScene, code: string): Promise<void> => {
      await consume(await matchCode(mobile, scene, code));
    },

    /**
     * Checks a code without spending it (a wrong one spends a try, at once): for a change proven by
     * several codes, spent together with `spendCode` in the change's transaction.
     */
    checkCode: matchCode,

    /** Spends a checked code inside the caller's transaction; refused when another request spent it first. */
    spendCode: async (tx: Database, codeId: number): Promise<void> => {
      if (!(await consumeCode(tx, codeId))) throw refuse(AuthMessage.codeDead);
    },

    /** A new session (a new token every time) for a verified mobile, or for one of its orders. */
    openSession,

    /**
     * Order-lookup login. By order number the code is spent only once the order is known to
     * be this mobile's, and a missing order answers exactly as another buyer's does.
     */
    login: async (body: ShopLoginBody, ip: string): Promise<ShopSession> => {
      if (body.mode === 'orderSn' && (await orderQueryMode()) !== 'smsOrOrderSn') throw refuse(AuthMessage.orderSnLoginClosed);
      await guesses.guess({
        rule: SHOP_LOGIN,
        subject: ip,
        ip,
        refused: () => refuse(AuthMessage.tooManyFailures),
        check: async () => {
          const codeId = await matchCode(body.mobile, 'login', body.code);
          if (body.mode === 'orderSn' && !(await isBuyerOf(db, body.orderSn, body.mobile))) throw refuse(AuthMessage.orderMismatch);
          await consume(codeId);
        },
      });
      return openSession(body.mobile, body.mode === 'orderSn' ? body.orderSn : null);
    },

    logout: (sessionId: number): Promise<void> => revokeSession(db, sessionId),

    /** The shop user behind a token; null when unknown, expired or revoked (read every time, never cached). */
    resolve: async (token: string): Promise<ShopUser | null> =>
      isSessionToken(token) ? ((await findLiveSession(db, hashSessionToken(token))) ?? null) : null,

    /** The sandbox's outbox; closed (40001) with a real provider or in production. */
    outbox: async (mobile: string): Promise<SentSms[]> => {
      if (!outboxOpen || !sms.outbox) throw new BusinessError(Code.moduleClosed, CatalogueMessage.moduleClosed);
      return sms.outbox(mobile, OUTBOX_SIZE);
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
