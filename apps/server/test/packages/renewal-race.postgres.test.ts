import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { type RenewalRun, runRenewals } from '../../src/modules/packages/renewal';
import { createSandboxSimPlatform } from '../../src/providers/carrier';
import { createSandboxSms } from '../../src/providers/sms/sandbox';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { offerId } from '../support/packages';

/**
 * The renewal job run at once by two processes' worth of connections (two pools on one
 * PostgreSQL database, each with its own carrier and SMS sandbox), in small batches so
 * their batches interleave.
 */
const T = new Date('2026-03-10T02:00:00.000Z');
const COVERED = 1000;
const SHORT = 400;
const NOTICED = 400;
const BATCH = 50;
let database: TestDatabase;
let second: DatabaseHandle;
let runs: RenewalRun[];

const count = async (query: ReturnType<typeof sql>): Promise<number> => Number((await queryRows<{ n: number }>(database.handle.db, query))[0]?.n);

beforeAll(async () => {
  database = await createTestDatabase();
  const url = database.url;
  if (!url) throw new Error('the renewal race needs PostgreSQL');
  second = await openDatabase({ kind: 'postgres', url });
  const month30 = await offerId(database.handle.db, 'demo', 1, '月套餐 30GB');
  // Covered cards ended an hour ago, short ones two hours ago, noticed ones end in two days.
  await database.handle.db.execute(sql`
    insert into sims (sim_no, iccid, promo_code, operator_type, sim_status, internet_status, online_status, total_flow, end_at)
    select '8986017700' || lpad(i::text, 9, '0'), '8986017700' || lpad(i::text, 9, '0'), 'demo', 1,
           1, 1, 1, 1024,
           case when i <= ${COVERED} then ${new Date(T.getTime() - 3_600_000)}::timestamptz
                when i <= ${COVERED + SHORT} then ${new Date(T.getTime() - 7_200_000)}::timestamptz
                else ${new Date(T.getTime() + 2 * 86_400_000)}::timestamptz end
    from generate_series(1, ${COVERED + SHORT + NOTICED}) as i`);
  const cards = sql`from sims where sim_no like '8986017700%'`;
  await database.handle.db.execute(sql`insert into realname_statuses (sim_id, auth_status, auth_platform_status) select id, 1, 1 ${cards}`);
  await database.handle.db.execute(sql`insert into sim_renewals (sim_id, renew_package_id) select id, ${month30} ${cards}`);
  await database.handle.db.execute(sql`insert into phone_bindings (sim_id, bound_mobile) select id, '139' || right(sim_no, 8) ${cards}`);
  // Each card's line at the sandbox carrier, as the card shows it.
  await database.handle.db.execute(sql`
    insert into sandbox_carrier_lines (sim_no, iccid, sim_status, internet_status, online_status, auth_status, auth_platform_status, operator_type, total_flow, end_at)
    select sim_no, iccid, sim_status, internet_status, online_status, 1, 1, operator_type, total_flow, end_at
    from sims where sim_no like '8986017700%'`);
  // Their balances, kept by the wallet.
  await database.handle.db.execute(sql`
    insert into wallet_accounts (sim_id, balance_fen)
    select id, case when substr(sim_no, 11)::integer <= ${COVERED} then 3000 else 100 end from sims where sim_no like '8986017700%'`);
  const logger = pino({ level: 'silent' });
  runs = await Promise.all(
    [database.handle.db, second.db].map((db) =>
      runRenewals(db, { platform: createSandboxSimPlatform(db), sms: createSandboxSms(db, logger), logger, batchSize: BATCH }, T),
    ),
  );
}, 120_000);

afterAll(async () => {
  await second?.close();
  await database?.drop();
});

describe('the renewal job run by two processes at once on PostgreSQL', () => {
  it('renews each covered card exactly once and lapses each short one once, between them', () => {
    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBe(COVERED);
    expect(runs.reduce((sum, run) => sum + run.lapsed, 0)).toBe(SHORT);
    expect(runs.reduce((sum, run) => sum + run.noticed, 0)).toBe(NOTICED);
  });

  it('writes one renewal order per card and cycle, one ledger line per renewal, and charges each card once', async () => {
    expect(await count(sql`select count(*)::int as n from iot_orders where kind = 'renewal' and status = 'paid'`)).toBe(COVERED);
    expect(await count(sql`select count(*)::int as n from iot_orders where kind = 'renewal' and status = 'closed'`)).toBe(SHORT);
    expect(await count(sql`select count(*)::int as n from (select sim_id from iot_orders where kind = 'renewal' group by sim_id having count(*) > 1) twice`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from balance_entries where reason = 'renewal'`)).toBe(COVERED);
    expect(await count(sql`select count(*)::int as n from sims s join wallet_accounts w on w.sim_id = s.id where s.sim_no like '8986017700%' and w.balance_fen = 100`)).toBe(COVERED + SHORT + NOTICED);
    expect(await count(sql`select count(*)::int as n from sims where sim_no like '8986017700%' and sim_status = 2`)).toBe(SHORT);
    expect(await count(sql`select count(*)::int as n from sim_packages where iot_order_id is not null`)).toBe(COVERED);
  });

  it('texts each short card due within 3 days once', async () => {
    expect(await count(sql`select count(*)::int as n from sms_outbox where mobile like '139%'`)).toBe(NOTICED);
    expect(await count(sql`select count(distinct mobile)::int as n from sms_outbox where mobile like '139%'`)).toBe(NOTICED);
  });
});
