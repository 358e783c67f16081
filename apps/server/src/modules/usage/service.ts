import { Code, type EndpointOf, maskMobile, type ParsedBodyOf, type UsageAlert, type UsageSettings } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import type { CardUser } from '../../identity';
import { chinaMonth } from '../../lib/china-time';
import type { SmsProvider } from '../../providers/sms';
import { boundMobileOf } from '../account/service';
import { lockCard, simOf } from '../iot/service';
import { spendingSince } from '../wallet/service';
import { UsageMessage, usageAlertText } from './messages';
import * as q from './queries';

/** Which of some package offers are add-ons: the packages owner's answer, read on the caller's transaction. */
export type AddonOffersAmong = (db: Database, offerIds: readonly number[]) => Promise<ReadonlySet<number>>;

export interface UsageServiceDeps {
  sms: Pick<SmsProvider, 'send'>;
  /** Which package offers are add-ons, for the spending a card's settings show. */
  addonOffersAmong: AddonOffersAmong;
  logger: FastifyBaseLogger;
  /** The time the rules see (tests move it); the system clock by default. */
  clock?: () => Date;
}

type SaveBody = ParsedBodyOf<EndpointOf<'setSimUsageAlerts'>>;

/** The first instant of `at`'s China calendar month. */
const chinaMonthStart = (at: Date): Date => new Date(`${chinaMonth(at)}-01T00:00:00+08:00`);

/** The cycle an alert belongs to: the plan's cycle end, or the China month of a card without one. */
const cycleOf = (endAt: Date | null, now: Date): string => endAt?.toISOString() ?? chinaMonth(now);

const alertOf = (row: q.AlertRow): UsageAlert => ({
  id: row.id,
  level: row.level,
  useFlow: row.useFlow,
  totalFlow: row.totalFlow,
  alertedAt: row.createdAt.toISOString(),
  texted: row.textedTo !== null,
});

/**
 * The card's add-on spending this China month (add-on packages and speed add-ons) from the
 * wallet's orders: paid, and unpaid still open at `now`. `except`: the order being placed.
 */
const addonSpentFen = async (db: Database, addonOffersAmong: AddonOffersAmong, simId: number, now: Date, except?: number): Promise<number> => {
  const spending = await spendingSince(db, simId, ['package', 'accelerate'], chinaMonthStart(now), now, except);
  const addons = await addonOffersAmong(db, spending.flatMap((row) => (row.packageOfferId === null ? [] : [row.packageOfferId])));
  return spending.reduce((sum, row) => (row.kind === 'accelerate' || (row.packageOfferId !== null && addons.has(row.packageOfferId)) ? sum + row.fen : sum), 0);
};

/**
 * The add-on cap, as a purchase step INSIDE the order's transaction (balance and online alike):
 * under the card's row lock, so parallel purchases count each other, the card's add-on spending
 * this China month (paid, and unpaid still open) plus this order may not pass the cap. A refusal
 * rolls the order back and says the cap, what is spent and where to change it. The packages
 * owner's `addonOffersAmong` tells which package orders are add-ons.
 */
export const holdAddonCap = async (
  tx: Database,
  order: { id: number; simId: number; amountFen: number },
  now: Date,
  addonOffersAmong: AddonOffersAmong,
): Promise<void> => {
  if (order.amountFen === 0) return;
  await lockCard(tx, order.simId);
  const capFen = (await q.findSettings(tx, order.simId))?.addonCapFen ?? null;
  if (capFen === null) return;
  const spentFen = await addonSpentFen(tx, addonOffersAmong, order.simId, now, order.id);
  if (spentFen + order.amountFen > capFen) throw new BusinessError(Code.failed, UsageMessage.overCap(capFen, spentFen, order.amountFen));
};

/** What an alert check reads of the card: its use of the plan and where to text. */
const useOf = async (db: Database, simId: number) => {
  const [sim, boundMobile] = await Promise.all([simOf(db, simId), boundMobileOf(db, simId)]);
  return { useFlow: sim.useFlow, totalFlow: sim.totalFlow, isInfiniteFlow: sim.isInfiniteFlow, endAt: sim.endAt, boundMobile };
};

export const createUsageService = (db: Database, { sms, addonOffersAmong, logger, clock = () => new Date() }: UsageServiceDeps) => {
  const settingsOf = async (simId: number): Promise<UsageSettings> => {
    const now = clock();
    const [settings, use, addonSpent] = await Promise.all([q.findSettings(db, simId), useOf(db, simId), addonSpentFen(db, addonOffersAmong, simId, now)]);
    return {
      levels: [...(settings?.levels ?? [])].sort((a, b) => a - b),
      addonCapFen: settings?.addonCapFen ?? null,
      addonSpentFen: addonSpent,
      month: chinaMonth(now),
      unlimited: use.isInfiniteFlow || use.totalFlow <= 0,
      boundMobile: use.boundMobile ? maskMobile(use.boundMobile) : null,
    };
  };

  return {
    settings: (card: CardUser) => settingsOf(card.simId),

    save: async (card: CardUser, { levels, addonCapFen }: SaveBody): Promise<UsageSettings> => {
      await q.saveSettings(db, card.simId, levels, addonCapFen, clock());
      return settingsOf(card.simId);
    },

    dismiss: async (card: CardUser, id: number): Promise<null> => {
      if (!(await q.dismissAlert(db, card.simId, id, clock()))) throw new BusinessError(Code.failed, UsageMessage.unknownAlert);
      return null;
    },

    /** The SIM home's notice: the newest alert of the card's current cycle not dismissed. */
    noticeOf: async (sim: { id: number; endAt: Date | null }, now: Date): Promise<UsageAlert | null> => {
      const row = await q.latestAlert(db, sim.id, cycleOf(sim.endAt, now));
      return row ? alertOf(row) : null;
    },

    /**
     * After a reading stored the card's use: each chosen level the use has reached is recorded
     * once per cycle (the unique key decides between concurrent reads, in any process), and the
     * holder is texted once for the highest level newly reached. Unlimited plans have no share.
     */
    afterReading: async (simId: number, now: Date): Promise<void> => {
      const [settings, use] = await Promise.all([q.findSettings(db, simId), useOf(db, simId)]);
      if (!settings || use.isInfiniteFlow || use.totalFlow <= 0) return;
      const reached = settings.levels.filter((level) => use.useFlow * 100 >= level * use.totalFlow);
      if (reached.length === 0) return;
      const cycle = cycleOf(use.endAt, now);
      const inserted = await q.insertAlerts(
        db,
        reached.map((level) => ({ simId, cycle, level, useFlow: use.useFlow, totalFlow: use.totalFlow, createdAt: now })),
      );
      if (inserted.length === 0 || !use.boundMobile) return;
      const mobile = use.boundMobile;
      const highest = Math.max(...inserted.map((row) => row.level));
      try {
        await sms.send(mobile, usageAlertText(highest, use.useFlow, use.totalFlow), '');
        await q.markTexted(db, inserted.map((row) => row.id), mobile);
      } catch (error) {
        logger.warn({ err: error, mobile: maskMobile(mobile), level: highest }, 'the usage alert SMS was not sent');
      }
    },
  };
};

export type UsageService = ReturnType<typeof createUsageService>;
