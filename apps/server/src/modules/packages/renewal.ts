import { iotOrderKindLabel, maskMobile, PERK_STATUS, RENEWAL_NOTICE_DAYS, validityEnd } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simPackages } from '../../db/schema/packages';
import { intArray, queryRows } from '../../db/rows';
import type { CycleStart, SimPlatform } from '../../providers/carrier';
import type { SmsProvider } from '../../providers/sms';
import { phoneBindingsOf } from '../account/service';
import { recordLines } from '../iot/service';
import { gatedAmong } from '../realname/service';
import { cardBalanceSql, chargeEach, insertIotOrders } from '../wallet/service';
import { renewalNoticeText } from './messages';
import { vipPrice } from './offers';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** Cards per transaction: each batch's rows stay locked only while it runs. */
export const RENEWAL_BATCH = 500;

/** The first instant of the next day in China: a cycle ending before it ends today. */
export const chinaDayEnd = (now: Date): Date =>
  new Date(Math.floor((now.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - CHINA_OFFSET_MS);

export interface RenewalDeps {
  platform: SimPlatform;
  sms: Pick<SmsProvider, 'send'>;
  logger: FastifyBaseLogger;
  batchSize?: number;
}

export interface RenewalRun {
  renewed: number;
  lapsed: number;
  noticed: number;
}

type DueRow = {
  id: number;
  sim_no: string;
  balance: number;
  end_at: Date;
  offer_id: number;
  name: string;
  kind: 'base' | 'addon' | 'volume';
  price_fen: number;
  flow_mb: number | null;
  validity_count: number;
  validity_unit: number;
  vip_percent: number | null;
};

type NoticeRow = { sim_id: number; end_at: Date; name: string; price_fen: number };

/**
 * The package discount of card `s`'s VIP membership in force when its cycle ends (null: none):
 * a member renews at the member's price, and the notice days before ask for that same price.
 * One indexed look-up (vip_memberships_sim_idx) per card due.
 */
const vipPercentSql = sql`(select m.package_percent from vip_memberships m
       where m.sim_id = s.id and m.status = ${PERK_STATUS.active} and m.start_at <= s.end_at and m.end_at > s.end_at
       order by m.end_at desc limit 1)`;

/** What card `s` renews `o` at: its member's price (rounded to the fen like vipPrice), else the list price. */
const renewalPriceSql = sql`coalesce(round(o.price_fen * ${vipPercentSql} / 100.0)::integer, o.price_fen)`;

/** Card `s`'s balance, as the wallet keeps it. */
const balanceSql = cardBalanceSql(sql`s.id`);

/**
 * Marks, in one conditional UPDATE, each card whose cycle ends within the notice days and
 * whose balance does not cover its renewal, once per cycle end; then texts the bound mobile.
 * Two processes may run it together: a row marked by one no longer matches for the other.
 */
const sendNotices = async (db: Database, { sms, logger }: RenewalDeps, now: Date): Promise<number> => {
  const noticeUntil = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS);
  const marked = await queryRows<NoticeRow>(
    db,
    sql`update sim_renewals r set renewal_notice_for = s.end_at
        from sims s, package_offers o
        where s.id = r.sim_id and r.renew_package_id is not null and o.id = r.renew_package_id
          and s.end_at > ${now} and s.end_at <= ${noticeUntil}
          and ${balanceSql} < ${renewalPriceSql}
          and r.renewal_notice_for is distinct from s.end_at
        returning r.sim_id, s.end_at, o.name, ${renewalPriceSql} as price_fen`,
  );
  const bindings = await phoneBindingsOf(db, marked.map((row) => row.sim_id));
  for (const row of marked) {
    const mobile = bindings.get(row.sim_id)?.boundMobile;
    if (!mobile) continue;
    await sms.send(mobile, renewalNoticeText(row.name, row.price_fen, new Date(row.end_at)), '').catch((error: unknown) => {
      logger.warn({ err: error, mobile: maskMobile(mobile) }, 'the renewal notice was not sent');
    });
  }
  return marked.length;
};

/**
 * One batch of cards due (cycle ending today or earlier, not yet handled for that cycle), in
 * one transaction and a fixed number of statements whatever its size. Rows are taken FOR
 * UPDATE SKIP LOCKED, so processes running together share the cards; once the locks are held a
 * second look at the renewal orders sees any that a process committed meanwhile, and
 * iot_orders' unique (sim, cycle end) stands behind both.
 */
const renewBatch = async (tx: Database, { platform }: RenewalDeps, now: Date, afterId: number, limit: number) => {
  const due = await queryRows<DueRow>(
    tx,
    sql`select s.id, s.sim_no, ${balanceSql}::float8 as balance, s.end_at, o.id as offer_id, o.name, o.kind, o.price_fen, o.flow_mb, o.validity_count, o.validity_unit,
          ${vipPercentSql} as vip_percent
        from sim_renewals r join sims s on s.id = r.sim_id join package_offers o on o.id = r.renew_package_id
        where r.renew_package_id is not null and s.end_at < ${chinaDayEnd(now)} and s.id > ${afterId}
          and not exists (select 1 from iot_orders io where io.kind = 'renewal' and io.sim_id = s.id and io.renews_cycle_end = s.end_at)
        order by s.id
        limit ${limit}
        for update of s skip locked`,
  );
  if (due.length === 0) return { lastId: null, renewed: 0, lapsed: 0 };
  const handled = await queryRows<{ sim_id: number; renews_cycle_end: Date }>(
    tx,
    sql`select sim_id, renews_cycle_end from iot_orders where kind = 'renewal' and sim_id = any(${intArray(due.map((row) => row.id))}::integer[])`,
  );
  // Held by the card gate (modules/realname/gate.ts): the job renews a card no more than its holder could buy, so its line lapses at the cycle end.
  const gated = await gatedAmong(
    tx,
    due.map((row) => row.id),
  );
  const done = new Set(handled.map((row) => `${row.sim_id}:${new Date(row.renews_cycle_end).getTime()}`));
  const open = due
    .filter((row) => !done.has(`${row.id}:${new Date(row.end_at).getTime()}`))
    .map((row) => ({ ...row, list_price_fen: row.price_fen, price_fen: vipPrice(row.price_fen, row.vip_percent) }));
  const covered = open.filter((row) => !gated.has(row.id) && row.balance >= row.price_fen);
  const lapsing = open.filter((row) => (gated.has(row.id) || row.balance < row.price_fen) && new Date(row.end_at) <= now);
  const orders = await insertIotOrders(tx, [...covered.map((row) => renewalOrder(row, 'paid', now)), ...lapsing.map((row) => renewalOrder(row, 'closed', now))], now);
  const orderOf = new Map(orders.map((order) => [order.simId, order.id]));
  await chargeEach(
    tx,
    covered.map((row) => ({ simId: row.id, reason: 'renewal', amountFen: -row.price_fen, iotOrderId: orderOf.get(row.id) ?? null })),
  );
  const cycles: CycleStart[] = [];
  const packs: (typeof simPackages.$inferInsert)[] = [];
  for (const row of covered) {
    const cycleEnd = new Date(row.end_at);
    const startAt = validityEnd(cycleEnd, row.validity_count, row.validity_unit) > now ? cycleEnd : now;
    const endAt = validityEnd(startAt, row.validity_count, row.validity_unit);
    cycles.push({ simNo: row.sim_no, flowMb: row.flow_mb, endAt });
    packs.push({ simId: row.id, name: row.name, kind: row.kind, iotOrderId: orderOf.get(row.id) ?? null, totalFlow: row.flow_mb ?? 0, startAt, endAt });
  }
  const started = await platform.startCycles(cycles, now, tx);
  const lapsed = await platform.lapse(
    lapsing.map((row) => row.sim_no),
    now,
    tx,
  );
  await recordLines(tx, [...started, ...lapsed]);
  if (packs.length > 0) await tx.insert(simPackages).values(packs);
  return { lastId: due.length < limit ? null : (due.at(-1)?.id ?? null), renewed: covered.length, lapsed: lapsing.length };
};

/** A renewal order: paid from the balance, or closed when the balance did not cover it and the line lapsed. */
const renewalOrder = (row: DueRow & { list_price_fen: number }, status: 'paid' | 'closed', now: Date) => ({
  simId: row.id,
  kind: 'renewal' as const,
  status,
  payWith: 'balance' as const,
  title: `${iotOrderKindLabel.renewal['zh-Hans']} ${row.name}`,
  amountFen: row.price_fen,
  vipDiscountFen: row.list_price_fen - row.price_fen,
  packageOfferId: row.offer_id,
  effect: 'now' as const,
  renewsCycleEnd: new Date(row.end_at),
  paidAt: status === 'paid' ? now : null,
  closedAt: status === 'closed' ? now : null,
});

/**
 * The renewal job at `now`: notices first, then every card due, batch by batch. A covered card
 * is charged and starts its next cycle; an uncovered one lapses once its cycle has ended.
 */
export const runRenewals = async (db: Database, deps: RenewalDeps, now: Date): Promise<RenewalRun> => {
  const noticed = await sendNotices(db, deps, now);
  const run = { renewed: 0, lapsed: 0, noticed };
  let afterId: number | null = 0;
  while (afterId !== null) {
    const from: number = afterId;
    const batch = await db.transaction((tx) => renewBatch(tx, deps, now, from, deps.batchSize ?? RENEWAL_BATCH));
    run.renewed += batch.renewed;
    run.lapsed += batch.lapsed;
    afterId = batch.lastId;
  }
  return run;
};
