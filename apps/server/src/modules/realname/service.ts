import { randomBytes } from 'node:crypto';
import {
  AUTH_STATUS,
  Code,
  type EndpointOf,
  type Locale,
  maskIdCard,
  mustBindPhone,
  type PagePath,
  pageHref,
  type ParsedBodyOf,
  REALNAME_FREE_RECHARGE_FEN,
  REALNAME_SANDBOX_NOTIFY_PATH,
  type RealnameChannel,
  type RealnameGatedAction,
  RealnameMessage,
  type RealnameRequest,
  RealnameReasonMessage,
  type RealnameState,
  renderMessage,
  SHOP_BASE_PATH,
} from '@shop/contract';
import type { Database } from '../../db/client';
import type { RealnameRequestRow } from '../../db/schema/realname';
import { BusinessError } from '../../errors';
import type { CardUser } from '../../identity';
import { type GatewayReply, NotificationRefused } from '../../providers/payment';
import type { RealnameProviders, VerifiedVerdict } from '../../providers/realname';
import { createCardGuard, IotMessage, simOf, type SimRow } from '../iot/service';
import { phoneBindingOf, phoneBindingsOf } from '../account/service';
import { idCardHasher } from '../orders/service';
import { refuseGated } from './gate';
import * as q from './queries';

export type { RealnameStatus } from './queries';

/** The card's real-name standing (the SIM home's statuses and what the card still has to do). */
export const realnameStatusOf = (db: Database, simId: number): Promise<q.RealnameStatus> => q.findStatus(db, simId);

/** Stores the statuses a carrier reading reports, in the reading's transaction, unless a verdict came after `seen`. */
/**
 * Stores the real-name statuses a carrier read reported, unless a verdict came after `seen` was
 * read. The carrier's register may not yet hold a verdict the operator gave the shop: a status it
 * reports as none keeps the card's.
 */
export const storeReadStatus = (tx: Database, simId: number, seen: q.RealnameStatus, read: Pick<q.RealnameStatus, 'authStatus' | 'authPlatformStatus'>): Promise<boolean> =>
  q.storeReadStatus(tx, simId, seen, {
    authStatus: read.authStatus === AUTH_STATUS.none ? seen.authStatus : read.authStatus,
    authPlatformStatus: read.authPlatformStatus === AUTH_STATUS.none ? seen.authPlatformStatus : read.authPlatformStatus,
  });

/** Those of some cards the card gate holds (refuseGated), in two statements whatever their number. */
export const gatedAmong = async (db: Database, simIds: readonly number[]): Promise<Set<number>> => {
  if (simIds.length === 0) return new Set();
  const [unverified, bindings] = await Promise.all([q.needingAuth(db, simIds), phoneBindingsOf(db, simIds)]);
  const held = new Set(unverified);
  for (const [simId, binding] of bindings) if (mustBindPhone(binding)) held.add(simId);
  return held;
};

/** Refuses the action while the card's real-name or its promoter's phone binding holds it (refuseGated). */
export const refuseGatedCard = async (db: Database, simId: number, action: RealnameGatedAction, amountFen?: number): Promise<void> => {
  const [status, binding] = await Promise.all([q.findStatus(db, simId), phoneBindingOf(db, simId)]);
  refuseGated({ needAuth: status.needAuth, ...binding }, action, amountFen);
};

export interface RealnameServiceDeps {
  providers: RealnameProviders;
  /** Key of the identity numbers' keyed hash, the shop orders' (config shopSecret). */
  secret: string;
  /** The points module's completeTask: the realName task, inside the verdict's transaction. */
  completeTask: (tx: Database, simId: number, kind: 'realName', now: Date) => Promise<void>;
  /** Absolute URLs when the shop's public origin is known (the payments' rule), paths otherwise. */
  publicUrl: (path: string) => string;
  clock?: () => Date;
}

type PlatformBody = ParsedBodyOf<EndpointOf<'simPlatformAuth'>>;
type ActBody = ParsedBodyOf<EndpointOf<'realnameSandboxAct'>>;
export type OfficialKind = 'sim' | 'device';

const CHINA_UNICOM = 2;

/** What real-name reads of a card: its line and its standing. */
type RealnameCard = Pick<SimRow, 'id' | 'simNo' | 'operatorType' | 'sourceType' | 'viceSims'> & q.RealnameStatus;

const newRequestSn = (): string => `RN${randomBytes(12).toString('hex').toUpperCase()}`;

const requestOf = (row: RealnameRequestRow, locale: Locale): RealnameRequest => ({
  requestSn: row.requestSn,
  kind: row.kind,
  channelSimNo: row.channelSimNo,
  operatorType: row.operatorType,
  status: row.status,
  reason: row.reason,
  reasonText: row.reason ? renderMessage(RealnameReasonMessage[row.reason], locale) : null,
  holderName: row.holderName,
  idCardMasked: row.idCardMasked,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const channelsOf = (card: RealnameCard): RealnameChannel[] => [
  { simNo: card.simNo, operatorType: card.operatorType, main: true },
  ...card.viceSims.map((vice) => ({ simNo: vice.simNo, operatorType: vice.operatorType, main: false })),
];

/** China Unicom's holders come back to its own variant of the official page. */
const returnPageOf = (operatorType: number): PagePath =>
  operatorType === CHINA_UNICOM ? '/pages-sub/ltAuth/index' : '/pages/iot/index/official/index';

/**
 * Real-name authentication: official requests through the operator's page (its verdict comes
 * by a signed notification, or by query when the state is read after it is due), and the
 * platform's three-factor check. Success verifies the card and completes its realName task,
 * once, whichever of the duplicated or concurrent verdicts arrives first.
 */
export const createRealnameService = (db: Database, deps: RealnameServiceDeps) => {
  const { providers, completeTask, publicUrl } = deps;
  const clock = deps.clock ?? (() => new Date());
  const hashIdCard = idCardHasher(deps.secret);
  const guesses = createCardGuard(db, clock, () => new BusinessError(Code.failed, IotMessage.tooManyFailures));

  const cardOf = async (card: CardUser): Promise<RealnameCard> => {
    const [sim, status] = await Promise.all([simOf(db, card.simId), q.findStatus(db, card.simId)]);
    return { id: sim.id, simNo: sim.simNo, operatorType: sim.operatorType, sourceType: sim.sourceType, viceSims: sim.viceSims, ...status };
  };

  /** Applies an operator verdict in one transaction; a verdict for a decided request changes nothing. */
  const apply = async (verdict: VerifiedVerdict): Promise<void> => {
    const now = clock();
    await db.transaction(async (tx) => {
      const decided = await q.decide(tx, verdict, now);
      if (!decided) return;
      if (decided.status === 'verified') {
        await q.setOfficialVerified(tx, decided.simId);
        await completeTask(tx, decided.simId, 'realName', now);
      } else {
        await q.setOfficialFailed(tx, decided.simId);
      }
    });
  };

  /** Brings a live request up to the operator's word: reviewing once submitted, decided once due. */
  const settle = async (request: RealnameRequestRow): Promise<void> => {
    if (request.status !== 'opened' && request.status !== 'reviewing') return;
    const progress = await providers.provider.progress(request.requestSn);
    if (progress?.state === 'decided') await apply(progress);
    else if (progress?.state === 'reviewing' && request.status === 'opened') await q.markReviewing(db, request, clock());
  };

  const official = async (card: CardUser, kind: OfficialKind, channelSimNo: string | undefined) => {
    const row = await cardOf(card);
    const isDevice = row.sourceType === 2;
    if (kind === 'sim' && isDevice) throw new BusinessError(Code.failed, RealnameMessage.isDevice);
    if (kind === 'device' && !isDevice) throw new BusinessError(Code.failed, RealnameMessage.notDevice);
    if (!row.needAuth && row.authStatus === AUTH_STATUS.verified) throw new BusinessError(Code.failed, RealnameMessage.alreadyVerified);
    const channel = channelsOf(row).find((each) => each.simNo === (channelSimNo ?? row.simNo));
    if (!channel) throw new BusinessError(Code.failed, RealnameMessage.unknownChannel);
    const request =
      (await q.liveRequest(db, row.id, channel.simNo)) ??
      (await q.insertOfficial(db, {
        requestSn: newRequestSn(),
        simId: row.id,
        kind: 'official',
        channelSimNo: channel.simNo,
        operatorType: channel.operatorType,
        status: 'opened',
      })) ??
      // Another tap opened it meanwhile (realname_requests_live_key): that one is the page.
      (await q.liveRequest(db, row.id, channel.simNo));
    if (!request) throw new Error(`live real-name request of card ${row.simNo} vanished`);
    const { url } = await providers.provider.open({
      requestSn: request.requestSn,
      simNo: channel.simNo,
      operatorType: channel.operatorType,
      notifyUrl: publicUrl(REALNAME_SANDBOX_NOTIFY_PATH),
      returnUrl: publicUrl(`${SHOP_BASE_PATH}${pageHref(returnPageOf(channel.operatorType), { requestSn: request.requestSn })}`),
    });
    return { requestSn: request.requestSn, url: publicUrl(url) };
  };

  return {
    /** The sandbox operator, whose page and deliveries the HTTP layer wires up. */
    operator: providers.operator,

    state: async (card: CardUser, locale: Locale): Promise<RealnameState> => {
      const latest = await q.latestRequest(db, card.simId, 'official');
      if (latest) await settle(latest);
      const [row, officialRow, platformRow] = await Promise.all([
        cardOf(card),
        latest ? q.requestBySn(db, latest.requestSn) : undefined,
        q.latestRequest(db, card.simId, 'platform'),
      ]);
      return {
        simNo: row.simNo,
        authStatus: row.authStatus,
        authPlatformStatus: row.authPlatformStatus,
        needAuth: row.needAuth,
        needPlatformAuth: row.needPlatformAuth,
        platformAuthType: row.platformAuthType,
        sourceType: row.sourceType,
        operatorType: row.operatorType,
        official: officialRow ? requestOf(officialRow, locale) : null,
        platform: platformRow ? requestOf(platformRow, locale) : null,
        channels: channelsOf(row),
        freeRechargeFen: REALNAME_FREE_RECHARGE_FEN,
      };
    },

    official,

    platform: async (card: CardUser, body: PlatformBody, locale: Locale, ip: string): Promise<RealnameRequest> => {
      const row = await cardOf(card);
      if (row.authPlatformStatus === AUTH_STATUS.verified && !row.needPlatformAuth) {
        throw new BusinessError(Code.failed, RealnameMessage.alreadyVerified);
      }
      const now = clock();
      const request = {
        requestSn: newRequestSn(),
        simId: row.id,
        kind: 'platform' as const,
        channelSimNo: row.simNo,
        operatorType: row.operatorType,
        holderName: body.name,
        idCardHash: hashIdCard(body.idCard),
        idCardMasked: maskIdCard(body.idCard),
        createdAt: now,
        updatedAt: now,
      };
      // A refused check is a guess at who holds the card: counted like a wrong card password.
      await guesses.guess(row.simNo, ip, async () => {
        const result = await providers.provider.checkThreeFactor(body);
        if (result.passed) return;
        await db.transaction(async (tx) => {
          await q.insertRequest(tx, { ...request, status: 'failed', reason: result.reason });
          await q.setPlatformFailed(tx, row.id);
        });
        throw new BusinessError(Code.failed, RealnameReasonMessage[result.reason]);
      });
      const saved = await db.transaction(async (tx) => {
        const inserted = await q.insertRequest(tx, { ...request, status: 'verified' });
        await q.setPlatformVerified(tx, row.id);
        await completeTask(tx, row.id, 'realName', now);
        return inserted;
      });
      return requestOf(saved, locale);
    },

    /** The sandbox operator page's submit. */
    act: ({ requestSn, action, name, idCard }: ActBody) => providers.operator.act(requestSn, action, name, idCard),

    /** A verdict from the operator: verified, then applied once; a refused one is answered so the operator retries. */
    notify: async (rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ reply: GatewayReply; refused?: string }> => {
      const { provider } = providers;
      let verdict: VerifiedVerdict;
      try {
        verdict = provider.verifyNotification(rawBody, headers);
      } catch (error) {
        if (error instanceof NotificationRefused) return { reply: provider.ackFailure(error.message), refused: error.message };
        throw error;
      }
      if (!(await q.requestBySn(db, verdict.requestSn))) {
        return { reply: provider.ackFailure('unknown request'), refused: `unknown request ${verdict.requestSn}` };
      }
      await apply(verdict);
      return { reply: provider.ackSuccess() };
    },
  };
};

export type RealnameService = ReturnType<typeof createRealnameService>;
