import {
  CatalogueText,
  Code,
  type EndpointOf,
  type GenericConfig,
  type ParsedBodyOf,
  SHOP_SESSION_DAYS,
  type ShopSession,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  SMS_SENDS_PER_IP,
  SMS_SENDS_PER_MOBILE,
  maskMobile,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SmsScene } from '../../db/schema';
import { BusinessError } from '../../errors';
import type { ShopUser } from '../../identity';
import type { SentSms, SmsProvider } from '../../providers/sms';
import {
  consumeCode,
  countWrongTry,
  deleteCode,
  findLiveSession,
  insertCode,
  insertSession,
  isBuyerOf,
  latestCode,
  lockSends,
  loginFailuresSince,
  recentSends,
  recordLoginFailure,
  revokeSession,
} from './queries';
import { hashSessionToken, isSessionToken, newSessionToken } from '../../lib/session-token';
import { hashSmsCode, newSalt, newSmsCode, sameHash } from './secrets';

export type ShopLoginBody = ParsedBodyOf<EndpointOf<'shopLogin'>>;

export const AuthText = {
  resendWait: (seconds: number) => `请 ${seconds} 秒后再获取验证码`,
  mobileLimit: (minutes: number) => `该手机号获取验证码过于频繁，请 ${minutes} 分钟后再试`,
  ipLimit: '当前网络获取验证码过于频繁，请稍后再试',
  sendFailed: '短信发送失败，请稍后重试',
  noCode: '请先获取短信验证码',
  codeUsed: '验证码已使用，请重新获取',
  codeExpired: '验证码已过期，请重新获取',
  codeDead: '验证码已失效，请重新获取',
  codeExhausted: '验证码错误次数过多，请重新获取',
  wrongCode: (triesLeft: number) => `验证码错误，还可尝试 ${triesLeft} 次`,
  orderSnLoginClosed: '当前仅支持手机号验证码查询',
  orderMismatch: '订单不存在或手机号不匹配',
  tooManyFailures: '尝试过于频繁，请稍后再试',
} as const;

/** Failed logins from one address in this window slow that address down. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 600;
export const LOGIN_FAILURES_PER_IP = 20;
/** The outbox lists this many messages of a mobile, newest first. */
const OUTBOX_SIZE = 20;

const PURPOSE: Record<SmsScene, string> = { login: '登录订单查询', order: '验证下单手机号', card: '登录卡片自助服务' };

const smsText = (code: string, scene: SmsScene): string =>
  `验证码 ${code}，用于${PURPOSE[scene]}，${SMS_CODE_TTL_SECONDS / 60} 分钟内有效。如非本人操作请忽略，切勿将验证码告诉他人。`;

const refuse = (message: string): BusinessError => new BusinessError(Code.failed, message);

const refuseOverLimit = (sends: Awaited<ReturnType<typeof recentSends>>): void => {
  // Capped: a send that waited on the lock may see a code stamped just after its own start.
  if (sends.resendWait > 0) throw refuse(AuthText.resendWait(Math.min(sends.resendWait, SMS_RESEND_SECONDS)));
  if (sends.toMobile >= SMS_SENDS_PER_MOBILE) throw refuse(AuthText.mobileLimit(Math.max(1, Math.ceil(sends.mobileWait / 60))));
  if (sends.fromIp >= SMS_SENDS_PER_IP) throw refuse(AuthText.ipLimit);
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
  /** Checks a code against the newest one sent; a wrong one spends a try. Answers the code's id. */
  const matchCode = async (mobile: string, scene: SmsScene, code: string): Promise<number> => {
    const row = await latestCode(db, mobile, scene);
    if (!row) throw refuse(AuthText.noCode);
    if (row.used) throw refuse(AuthText.codeUsed);
    if (row.expired) throw refuse(AuthText.codeExpired);
    if (row.tries >= SMS_CODE_MAX_TRIES) throw refuse(AuthText.codeExhausted);
    if (sameHash(hashSmsCode(code, row.salt), row.codeHash)) return row.id;
    const tries = await countWrongTry(db, row.id);
    if (tries === null) throw refuse(AuthText.codeDead);
    throw refuse(tries >= SMS_CODE_MAX_TRIES ? AuthText.codeExhausted : AuthText.wrongCode(SMS_CODE_MAX_TRIES - tries));
  };

  const consume = async (codeId: number): Promise<void> => {
    if (!(await consumeCode(db, codeId))) throw refuse(AuthText.codeDead);
  };

  const openSession = async (mobile: string, orderSn: string | null): Promise<ShopSession> => {
    const token = newSessionToken();
    const session = await insertSession(db, { tokenHash: hashSessionToken(token), mobile, orderSn, days: SHOP_SESSION_DAYS });
    return { token, mobile: maskMobile(mobile), expiresAt: session.expiresAt.toISOString(), orderSn };
  };

  const refuseBusyAddress = async (ip: string): Promise<void> => {
    if ((await loginFailuresSince(db, ip, LOGIN_FAILURE_WINDOW_SECONDS)) >= LOGIN_FAILURES_PER_IP) throw refuse(AuthText.tooManyFailures);
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
        throw refuse(AuthText.sendFailed);
      });
      return { resendAfterSeconds: SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS };
    },

    /** Accepts the newest code of the mobile once; throws BusinessError -1 with the reason otherwise. */
    verifyCode: async (mobile: string, scene: SmsScene, code: string): Promise<void> => {
      await consume(await matchCode(mobile, scene, code));
    },

    /** A new session (a new token every time) for a verified mobile, or for one of its orders. */
    openSession,

    /**
     * Order-lookup login. By order number the code is spent only once the order is known to
     * be this mobile's, and a missing order answers exactly as another buyer's does.
     */
    login: async (body: ShopLoginBody, ip: string): Promise<ShopSession> => {
      await refuseBusyAddress(ip);
      if (body.mode === 'orderSn' && (await orderQueryMode()) !== 'smsOrOrderSn') throw refuse(AuthText.orderSnLoginClosed);
      try {
        const codeId = await matchCode(body.mobile, 'login', body.code);
        if (body.mode === 'orderSn' && !(await isBuyerOf(db, body.orderSn, body.mobile))) throw refuse(AuthText.orderMismatch);
        await consume(codeId);
      } catch (error) {
        if (error instanceof BusinessError) await recordLoginFailure(db, ip);
        throw error;
      }
      return openSession(body.mobile, body.mode === 'orderSn' ? body.orderSn : null);
    },

    logout: (sessionId: number): Promise<void> => revokeSession(db, sessionId),

    /** The shop user behind a token; null when unknown, expired or revoked (read every time, never cached). */
    resolve: async (token: string): Promise<ShopUser | null> =>
      isSessionToken(token) ? ((await findLiveSession(db, hashSessionToken(token))) ?? null) : null,

    /** The sandbox's outbox; closed (40001) with a real provider or in production. */
    outbox: async (mobile: string): Promise<SentSms[]> => {
      if (!outboxOpen || !sms.outbox) throw new BusinessError(Code.moduleClosed, CatalogueText.moduleClosed);
      return sms.outbox(mobile, OUTBOX_SIZE);
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
