import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberSearchQuery } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { createGuessGuard } from '../../src/modules/guesses/service';
import { createNumberService } from '../../src/modules/numbers/service';
import { createPromoterService } from '../../src/modules/promoter/service';
import { createSandboxSimPlatform } from '../../src/providers/carrier';
import { createSandboxDeviceControl } from '../../src/providers/device';
import { createGeoip } from '../../src/providers/geoip';
import { createPostgresDatabase, testDatabaseKind } from '../support/database';
import { readJournal } from '../support/migrations';

/** A migrations folder holding the committed migrations before `firstLeftOut`. */
const migrationsBefore = (firstLeftOut: string): { folder: string; remove: () => void } => {
  const journal = readJournal();
  const cut = journal.entries.findIndex((entry) => entry.tag === firstLeftOut);
  if (cut < 0) throw new Error(`No migration ${firstLeftOut}`);
  const folder = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const kept = journal.entries.slice(0, cut);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept) copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
};

const openEmpty = async (): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> => {
  if (testDatabaseKind() === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    return { handle, drop: () => handle.close() };
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
};

/** An empty database migrated up to the migration `firstLeftOut`, left out with all after it. */
const openMigratedBefore = async (firstLeftOut: string): Promise<Awaited<ReturnType<typeof openEmpty>>> => {
  const database = await openEmpty();
  const before = migrationsBefore(firstLeftOut);
  try {
    await database.handle.migrate(before.folder);
  } finally {
    before.remove();
  }
  return database;
};

describe('upgrading a shop that has numbers', () => {
  let database: Awaited<ReturnType<typeof openEmpty>>;
  beforeAll(async () => {
    database = await openMigratedBefore('0008_numbers_region_integers');
    const { db } = database.handle;
    await db.execute(sql`insert into promoters (promo_code, promo_name, title) values ('old', '老店', '老店')`);
    await db.execute(sql`
      insert into numbers (number, reversed, operator, province_code, city_code, price_fen, plan_fen, promoter_id, shuffle_key, pattern_ids)
      values ('13312348888', '88884321331', 3, '440000', '440100', 0, 1900, (select id from promoters), 1, '{1,15}')`);
    await database.handle.migrate();
  });
  afterAll(() => database.drop());

  it('keeps each number’s region, now as integer codes, and finds it by region', async () => {
    const rows = await queryRows<{ province: number; city: number; type: string }>(
      database.handle.db,
      sql`select province_code as province, city_code as city, pg_typeof(province_code)::text as type from numbers`,
    );
    expect(rows).toEqual([{ province: 440000, city: 440100, type: 'integer' }]);
    const promoters = createPromoterService(database.handle.db);
    const numbers = createNumberService(database.handle.db, { geoip: createGeoip(), promoters });
    const found = await numbers.search(numberSearchQuery.parse({ province: '440000', city: '440100' }), await promoters.resolve('old', 'required'), 'zh-Hans');
    expect(found.list.map(({ number, provinceCode, cityName }) => ({ number, provinceCode, cityName }))).toEqual([
      { number: '13312348888', provinceCode: '440000', cityName: '广州市' },
    ]);
  });
});

describe('upgrading a shop with wrong guesses counted in their old places', () => {
  let database: Awaited<ReturnType<typeof openEmpty>>;
  const lockedUntil = new Date(Date.now() + 20 * 60_000);
  const card = (simNo: string, failures: number, until: Date | null) => sql`
    insert into sims (sim_no, iccid, promo_code, operator_type, sim_status, auth_status, auth_platform_status, internet_status, online_status, total_flow,
      pay_password_failures, pay_password_locked_until)
    values (${simNo}, ${simNo}, 'old', 1, 1, 1, 1, 1, 1, 0, ${failures}, ${until})`;
  beforeAll(async () => {
    database = await openMigratedBefore('0017_guesses');
    const { db } = database.handle;
    await db.execute(sql`insert into promoters (promo_code, promo_name, title) values ('old', '老店', '老店')`);
    await db.execute(card('8986000000000000001', 5, lockedUntil));
    await db.execute(card('8986000000000000002', 2, null));
    await db.execute(card('8986000000000000003', 5, new Date(Date.now() - 60_000)));
    await db.execute(sql`insert into card_login_failures (sim_no, ip) values ('8986000000000000009', '192.0.2.1')`);
    await db.execute(sql`insert into coupon_code_failures (sim_id, ip) values (1, '192.0.2.2'), (1, '192.0.2.2')`);
    await db.execute(sql`insert into login_failures (ip) values ('192.0.2.3')`);
    await db.execute(sql`
      insert into sms_codes (mobile, scene, code_hash, salt, tries, ip, expires_at)
      values ('13900000000', 'login', 'aa', 'salt', 3, '192.0.2.4', now() + interval '5 minutes'),
             ('13900000001', 'login', 'aa', 'salt', 4, '192.0.2.4', now() - interval '1 minute')`);
    await database.handle.migrate();
  });
  afterAll(() => database.drop());

  it('keeps a locked pay password locked until the same time, the tries of an open one, and forgets a lapsed lock', async () => {
    const guesses = createGuessGuard(database.handle.db, () => new Date());
    const rule = { kind: 'payPassword', perSubject: 5, windowMs: 30 * 60_000, counts: 'untilRight' } as const;
    expect(await guesses.standing(rule, '1')).toEqual({ tries: 5, lockedUntil });
    expect(await guesses.standing(rule, '2')).toEqual({ tries: 2, lockedUntil: null });
    expect(await guesses.standing(rule, '3')).toEqual({ tries: 0, lockedUntil: null });
  });

  it('carries the wrong card logins, exchange codes, order-lookup logins and the tries of live SMS codes', async () => {
    const rows = await queryRows<{ kind: string; subject: string; ip: string | null; n: number }>(
      database.handle.db,
      sql`select kind, subject, ip, count(*)::int as n from guesses where kind <> 'payPassword' group by kind, subject, ip order by kind`,
    );
    expect(rows).toEqual([
      { kind: 'card', subject: '8986000000000000009', ip: '192.0.2.1', n: 1 },
      { kind: 'couponCode', subject: '1', ip: '192.0.2.2', n: 2 },
      { kind: 'shopLogin', subject: '192.0.2.3', ip: '192.0.2.3', n: 1 },
      { kind: 'smsCode', subject: '1', ip: null, n: 3 },
    ]);
  });
});

describe('upgrading a shop whose carrier sandbox kept its state in the cards', () => {
  let database: Awaited<ReturnType<typeof openEmpty>>;
  const now = new Date('2026-05-01T00:00:00Z');
  const speedUntil = new Date('2026-05-02T00:00:00Z');
  const band = { name: 'Home', password: '12345678', encryption: 'WPA2-PSK', switch: true, show: true, connCount: 1, maxConnCount: 10 };
  const device = { wifiEncrypt: 'WPA2-PSK', band2g: band, band5g: null };
  const vice = [{ simNo: '1440234560061', iccid: '89860220123456700061', operatorType: 2, simStatus: 1 }];
  beforeAll(async () => {
    database = await openMigratedBefore('0019_sandboxes_keep_their_own_state');
    const { db } = database.handle;
    await db.execute(sql`insert into promoters (promo_code, promo_name, title) values ('old', '老店', '老店')`);
    await db.execute(sql`
      insert into sims (sim_no, iccid, promo_code, operator_type, apn, vice_sims, sim_status, auth_status, auth_platform_status, internet_status, online_status,
        total_flow, use_flow, end_at, daily_usage_mb, last_usage_at, speed_code, speed_until, break_rule_id, break_tips, allow_remove_break,
        volume_package_id, volume_closed_at, volume, source_type, device_no, imei, device)
      values ('8986000000000000011', '8986000000000000011', 'old', 1, 'CMIOT', ${JSON.stringify(vice)}::jsonb, 2, 1, 1, 1, 1,
        10240, 2048, ${speedUntil}, 1024, ${now}, '5G_1000M', ${speedUntil}, 7, '机卡分离', true,
        42, ${now}, '{"useFlow": 5, "totalMoney": 30, "gPrice": 6}'::jsonb, 2, 'SMF1', '860000011112222', ${JSON.stringify(device)}::jsonb),
        ('8986000000000000012', '8986000000000000012', 'old', 3, 'CTNET', '[]'::jsonb, 1, 1, 1, 1, 1,
        5120, 100, null, 300, ${now}, null, null, null, '', false, null, null, null, 1, '', '', null)`);
    await db.execute(sql`insert into device_commands (sim_id, slot, kind, due_at) select id, 'action', 'restart', ${speedUntil} from sims where sim_no = '8986000000000000011'`);
    await database.handle.migrate();
  });
  afterAll(() => database.drop());

  it("gives each card's line, with its knobs, to the sandbox carrier, which answers it as the cards held it", async () => {
    const platform = createSandboxSimPlatform(database.handle.db);
    const broken = await platform.read('8986000000000000011', now);
    expect(broken).toMatchObject({
      state: { simStatus: 2 },
      usage: { useFlow: 2048, until: now },
      network: { operatorType: 1, apn: 'CMIOT', viceSims: vice },
      plan: { totalFlow: 10240, isInfiniteFlow: false, endAt: speedUntil },
      break: { ruleId: 7, tips: '机卡分离', removable: true },
      volume: { packageId: 42, useFlow: 5, totalMoney: 30, gPrice: 6, closed: true },
      speed: { speedCode: '5G_1000M', until: speedUntil },
    });
    // A day in service at the card's own daily rate.
    const used = await platform.read('8986000000000000012', new Date(now.getTime() + 86_400_000));
    expect(used).toMatchObject({ state: { simStatus: 1 }, usage: { useFlow: 400 }, volume: null, break: null, speed: null, network: { operatorType: 3 } });
  });

  it("keeps the card's own copy of its volume package, naming it and that it was stopped", async () => {
    const rows = await queryRows<{ sim_no: string; volume: unknown }>(database.handle.db, sql`select sim_no, volume from sims order by sim_no`);
    expect(rows).toEqual([
      { sim_no: '8986000000000000011', volume: { useFlow: 5, totalMoney: 30, gPrice: 6, packageId: 42, closed: true } },
      { sim_no: '8986000000000000012', volume: null },
    ]);
  });

  it('gives the Wi-Fi device, with its pending command, to the sandbox device platform', async () => {
    const reading = await createSandboxDeviceControl(database.handle.db).read('8986000000000000011', now);
    expect(reading).toMatchObject({ deviceNo: 'SMF1', state: 'restarting', online: true, settings: device, pending: [{ kind: 'restart' }] });
  });
});

describe('upgrading a shop whose cards keep real-name, login, bound mobile and renewal in sims', () => {
  let database: Awaited<ReturnType<typeof openEmpty>>;
  const cycleEnd = new Date('2026-05-01T04:00:00.000Z');
  const card = (simNo: string, values: { auth: number; platform: number; needAuth: boolean; needPlatform: boolean; platformType: number; numb: boolean }) => sql`
    insert into sims (sim_no, iccid, promo_code, operator_type, sim_status, auth_status, auth_platform_status, internet_status, online_status, total_flow,
      need_auth, need_platform_auth, platform_auth_type, numb_auth)
    values (${simNo}, ${simNo}, 'old', 1, 1, ${values.auth}, ${values.platform}, 1, 1, 0, ${values.needAuth}, ${values.needPlatform}, ${values.platformType}, ${values.numb})`;
  beforeAll(async () => {
    database = await openMigratedBefore('0020_card_owners');
    const { db } = database.handle;
    await db.execute(sql`insert into promoters (promo_code, promo_name, title) values ('old', '老店', '老店')`);
    await db.execute(card('8986000000000000011', { auth: 1, platform: 0, needAuth: false, needPlatform: true, platformType: 1, numb: true }));
    await db.execute(card('8986000000000000012', { auth: 3, platform: 1, needAuth: true, needPlatform: false, platformType: 0, numb: false }));
    await db.execute(sql`
      update sims set card_password_mode = 'password', card_password_hash = 'hash-11', card_password_salt = 'salt-11', bound_mobile = '13900000011',
        bind_phone_mode = 1, renew_package_id = 7, renewal_notice_for = ${cycleEnd}, need_buy_package = true
      where sim_no = '8986000000000000011'`);
    await db.execute(sql`update sims set card_password_mode = 'sms', bound_mobile = '13900000012' where sim_no = '8986000000000000012'`);
    await database.handle.migrate();
  });
  afterAll(() => database.drop());

  const rowsOf = (table: string, columns: string) =>
    queryRows<Record<string, unknown>>(
      database.handle.db,
      sql.raw(`select s.sim_no, ${columns} from ${table} t join sims s on s.id = t.sim_id order by s.sim_no`),
    );

  it('keeps each card’s real-name statuses, now in realname_statuses', async () => {
    expect(await rowsOf('realname_statuses', 't.auth_status, t.auth_platform_status, t.need_auth, t.need_platform_auth, t.platform_auth_type, t.numb_auth')).toEqual([
      { sim_no: '8986000000000000011', auth_status: 1, auth_platform_status: 0, need_auth: false, need_platform_auth: true, platform_auth_type: 1, numb_auth: true },
      { sim_no: '8986000000000000012', auth_status: 3, auth_platform_status: 1, need_auth: true, need_platform_auth: false, platform_auth_type: 0, numb_auth: false },
    ]);
  });

  it('keeps each card’s login mode and password in card_logins and its bound mobile in phone_bindings', async () => {
    expect(await rowsOf('card_logins', 't.mode, t.password_hash, t.password_salt')).toEqual([
      { sim_no: '8986000000000000011', mode: 'password', password_hash: 'hash-11', password_salt: 'salt-11' },
      { sim_no: '8986000000000000012', mode: 'sms', password_hash: null, password_salt: null },
    ]);
    expect(await rowsOf('phone_bindings', 't.bound_mobile, t.bind_phone_mode')).toEqual([
      { sim_no: '8986000000000000011', bound_mobile: '13900000011', bind_phone_mode: 1 },
      { sim_no: '8986000000000000012', bound_mobile: '13900000012', bind_phone_mode: 0 },
    ]);
  });

  it('keeps each card’s renewal, its last notice and its package reminder in sim_renewals', async () => {
    const rows = await rowsOf('sim_renewals', 't.renew_package_id, t.renewal_notice_for, t.need_buy_package');
    expect(rows.map((row) => ({ ...row, renewal_notice_for: row.renewal_notice_for === null ? null : new Date(String(row.renewal_notice_for)).toISOString() }))).toEqual([
      { sim_no: '8986000000000000011', renew_package_id: 7, renewal_notice_for: cycleEnd.toISOString(), need_buy_package: true },
      { sim_no: '8986000000000000012', renew_package_id: null, renewal_notice_for: null, need_buy_package: false },
    ]);
  });
});

describe('upgrading a shop whose cards kept their money, points, coin and pay password in `sims`', () => {
  let database: Awaited<ReturnType<typeof openEmpty>>;
  // Each card with what it held, and ledgers that add up to it (opening lines and later moves).
  const cards = [
    { simNo: '8986000000000000101', balance: 3650, arrears: 0, recharges: 3, integral: 2000, coin: 200, needBuyCoupon: false, pay: { hash: 'h1', salt: 's1' } },
    { simNo: '8986000000000000102', balance: 0, arrears: 1580, recharges: 0, integral: 0, coin: 0, needBuyCoupon: true, pay: null },
    { simNo: '8986000000000000103', balance: 990, arrears: 0, recharges: 1, integral: 120, coin: 40, needBuyCoupon: false, pay: null },
    { simNo: '8986000000000000104', balance: 0, arrears: 0, recharges: 0, integral: 0, coin: 0, needBuyCoupon: false, pay: null },
  ];
  beforeAll(async () => {
    database = await openMigratedBefore('0021_money_owners');
    const { db } = database.handle;
    await db.execute(sql`insert into promoters (promo_code, promo_name, title) values ('old', '老店', '老店')`);
    for (const card of cards) {
      await db.execute(sql`
        insert into sims (sim_no, iccid, promo_code, operator_type, sim_status, internet_status, online_status, total_flow,
          balance, arrears_balance, recharge_times, integral, coupon_coin, need_buy_coupon, pay_password_hash, pay_password_salt)
        values (${card.simNo}, ${card.simNo}, 'old', 1, 1, 1, 1, 0,
          ${card.balance}, ${card.arrears}, ${card.recharges}, ${card.integral}, ${card.coin}, ${card.needBuyCoupon}, ${card.pay?.hash ?? null}, ${card.pay?.salt ?? null})`);
      const id = sql`(select id from sims where sim_no = ${card.simNo})`;
      if (card.balance > 0) {
        await db.execute(sql`insert into balance_entries (sim_id, reason, amount_fen, balance_after_fen) values
          (${id}, 'opening', ${card.balance + 500}, ${card.balance + 500}), (${id}, 'package', -500, ${card.balance})`);
      }
      if (card.integral > 0) {
        await db.execute(sql`insert into points_entries (sim_id, reason, amount, balance_after) values
          (${id}, 'opening', ${card.integral - 5}, ${card.integral - 5}), (${id}, 'signIn', 5, ${card.integral})`);
      }
      if (card.coin > 0) await db.execute(sql`insert into coupon_coin_entries (sim_id, reason, amount, balance_after) values (${id}, 'opening', ${card.coin}, ${card.coin})`);
    }
    await database.handle.migrate();
  });
  afterAll(() => database.drop());

  const holdings = () =>
    queryRows<{ sim_no: string; balance: number; arrears: number; recharges: number; integral: number; coin: number; need_buy_coupon: boolean; hash: string | null; salt: string | null }>(
      database.handle.db,
      sql`select s.sim_no, coalesce(w.balance_fen, 0)::int as balance, coalesce(w.arrears_fen, 0)::int as arrears, coalesce(w.recharge_times, 0) as recharges,
            coalesce(p.points, 0) as integral, coalesce(c.coin, 0) as coin, coalesce(c.need_buy_coupon, false) as need_buy_coupon, pp.hash, pp.salt
          from sims s
          left join wallet_accounts w on w.sim_id = s.id
          left join points_accounts p on p.sim_id = s.id
          left join coupon_holders c on c.sim_id = s.id
          left join pay_passwords pp on pp.sim_id = s.id
          order by s.sim_no`,
    );

  it("keeps every card's balance, arrears, top-ups, points, coin, pack request and pay password with its new owner", async () => {
    expect(await holdings()).toEqual(
      cards.map((card) => ({
        sim_no: card.simNo,
        balance: card.balance,
        arrears: card.arrears,
        recharges: card.recharges,
        integral: card.integral,
        coin: card.coin,
        need_buy_coupon: card.needBuyCoupon,
        hash: card.pay?.hash ?? null,
        salt: card.pay?.salt ?? null,
      })),
    );
  });

  it('makes no row for a card that holds nothing, and leaves no money column in sims', async () => {
    const accounts = await queryRows<{ n: number }>(database.handle.db, sql`select count(*)::int as n from wallet_accounts w join sims s on s.id = w.sim_id where s.sim_no = ${cards[3]?.simNo}`);
    expect(accounts).toEqual([{ n: 0 }]);
    const left = await queryRows<{ column_name: string }>(
      database.handle.db,
      sql`select column_name from information_schema.columns where table_name = 'sims'
          and column_name in ('balance', 'arrears_balance', 'recharge_times', 'integral', 'coupon_coin', 'need_buy_coupon', 'pay_password_hash', 'pay_password_salt')`,
    );
    expect(left).toEqual([]);
  });

  it('leaves every ledger summing to its balance: the balance, the points and the coin', async () => {
    const mismatches = await queryRows<{ sim_no: string; ledger: string }>(
      database.handle.db,
      sql`select s.sim_no, 'balance' as ledger from sims s left join wallet_accounts w on w.sim_id = s.id
            where coalesce(w.balance_fen, 0) <> coalesce((select sum(amount_fen) from balance_entries b where b.sim_id = s.id), 0)
          union all
          select s.sim_no, 'points' from sims s left join points_accounts p on p.sim_id = s.id
            where coalesce(p.points, 0) <> coalesce((select sum(amount) from points_entries e where e.sim_id = s.id), 0)
          union all
          select s.sim_no, 'coin' from sims s left join coupon_holders c on c.sim_id = s.id
            where coalesce(c.coin, 0) <> coalesce((select sum(amount) from coupon_coin_entries e where e.sim_id = s.id), 0)`,
    );
    expect(mismatches).toEqual([]);
  });
});
