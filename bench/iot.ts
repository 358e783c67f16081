import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { api, CARD_TOKEN_HEADER, RequestHeader } from '@shop/contract';
import pg from 'pg';
import { createPostgresDatabase } from '../apps/server/test/support/database';
import { cpuMsOf, percentile, postgresCpuMs, startShop, type StartedShop } from './support';

// SIM self-service on PostgreSQL: CARDS cards, 1% of them due for renewal today. One shop process
// serves holders; a second one starts and runs the renewal job at once, as every server does when
// it starts, while the first answers READ_RATE simInfo reads a second and HOLDERS holders each
// buying a package from the balance once a second. Then the holders pay back to back, for the
// most the shop takes and its CPU a payment.

const { values: args } = parseArgs({
  options: {
    cards: { type: 'string', default: '1000000' },
    'read-rate': { type: 'string', default: '100' },
    holders: { type: 'string', default: '20' },
    payments: { type: 'string', default: '25' },
  },
});
const CARDS = Number(args.cards);
const DUE = Math.round(CARDS / 100);
const DUE_SHORT = Math.round(DUE / 5);
const NOTICED = Math.round(DUE / 5);
const READ_RATE = Number(args['read-rate']);
const READERS = 200;
const HOLDERS = Number(args.holders);
const PAYMENTS_EACH = Number(args.payments);
const TARGET = { jobSeconds: 60, simInfoP99Ms: 20, paymentP99Ms: 50 };
const BASELINE_MS = 10_000;
const SIM_PREFIX = '89860199';

const simNoOf = (i: number): string => `${SIM_PREFIX}${String(i).padStart(11, '0')}`;
const uptime = (): string => `load average ${loadavg().map((value) => value.toFixed(2)).join(', ')}`;

/**
 * The cards in one statement, and their wallet accounts in another: the due ones first (covered, then short of the renewal's price, both
 * ended an hour ago), then the short ones ending in two days (told by SMS), then the rest with cycles
 * ending over the next month, half of them renewing. The readers and the holders (¥10,000 each)
 * are the first of the rest. Each card's line is provisioned at the sandbox carrier.
 */
const insertCards = async (pool: pg.Pool, renewOfferId: number, now: Date): Promise<void> => {
  const covered = DUE - DUE_SHORT;
  await pool.query(
    `insert into sims (sim_no, iccid, promo_code, operator_type, sim_status, internet_status, online_status, total_flow, end_at)
     select '${SIM_PREFIX}' || lpad(i::text, 11, '0'), '${SIM_PREFIX}' || lpad(i::text, 11, '0'), 'demo', 1,
            1, 1, 1, 30720,
            case when i <= $1 then $3::timestamptz - interval '1 hour'
                 when i <= $2 then $3::timestamptz + interval '2 days'
                 else $3::timestamptz + (5 + i % 25) * interval '1 day' end
     from generate_series(1, $4::integer) as i`,
    [DUE, DUE + NOTICED, now.toISOString(), CARDS],
  );
  // What the card's other owners keep of it, each card numbered i by its last 11 digits.
  const cards = `from (select id, right(sim_no, 11)::integer as i from sims where sim_no like '${SIM_PREFIX}%') c`;
  await pool.query(`insert into realname_statuses (sim_id, auth_status, auth_platform_status) select id, 1, 1 ${cards}`);
  await pool.query(`insert into sim_renewals (sim_id, renew_package_id) select id, case when i <= $1 or i % 2 = 0 then $2::integer end ${cards}`, [
    DUE + NOTICED,
    renewOfferId,
  ]);
  await pool.query(`insert into phone_bindings (sim_id, bound_mobile) select id, '139' || lpad((i % 100000000)::text, 8, '0') ${cards}`);
  // The sandbox carrier has each card's line, as a carrier's lines exist before the shop knows the cards.
  await pool.query(
    `insert into sandbox_carrier_lines (sim_no, iccid, sim_status, internet_status, online_status, auth_status, auth_platform_status, operator_type, total_flow, end_at)
     select sim_no, iccid, sim_status, internet_status, online_status, 1, 1, operator_type, total_flow, end_at
     from sims where sim_no like '${SIM_PREFIX}%'`,
  );
  // Their balances, kept by the wallet: a card with none has no account.
  await pool.query(
    `insert into wallet_accounts (sim_id, balance_fen)
     select id, b from (
       select id, case when i <= $1 then 10000 when i <= $2 then 0 when i <= $2 + $3 then 1000000 else i % 5000 end as b
       from (select id, substr(sim_no, ${SIM_PREFIX.length + 1})::integer as i from sims where sim_no like '${SIM_PREFIX}%') numbered
     ) balances
     where b > 0`,
    [covered, DUE + NOTICED, READERS + HOLDERS],
  );
  await pool.query('vacuum analyze sims, realname_statuses, sim_renewals, phone_bindings, sandbox_carrier_lines, wallet_accounts');
  // The load's dirty pages are written now, not by a checkpoint in the middle of the measurement.
  await pool.query('checkpoint');
};

type Answer = { code: number; message: string; data: unknown };

const cardCall = async (origin: string, path: string, card: { simNo: string; token: string }, init: RequestInit = {}): Promise<Answer> => {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', [RequestHeader.simNo]: card.simNo, [CARD_TOKEN_HEADER]: card.token },
  });
  return (await response.json()) as Answer;
};

const logIn = async (origin: string, simNo: string, index: number): Promise<{ simNo: string; token: string }> => {
  const response = await fetch(`${origin}${api.simLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${index >> 8}.${index & 255}` },
    body: JSON.stringify({ simNo, agreeProtocol: true }),
  });
  const answer = (await response.json()) as Answer;
  if (answer.code !== 0) throw new Error(`simLogin ${simNo}: ${answer.code} ${answer.message}`);
  return { simNo, token: (answer.data as { token: string }).token };
};

type Card = { simNo: string; token: string };

/**
 * Requests at `rate` a second, round the cards, until `until` settles (an open load: a slow answer
 * does not slow the next send); each answer's latency.
 */
const paced = async (rate: number, cards: readonly Card[], until: Promise<unknown>, request: (card: Card) => Promise<Answer>): Promise<number[]> => {
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let done = false;
  void until.finally(() => (done = true));
  const began = performance.now();
  for (let sent = 0; !done; sent += 1) {
    const card = cards[sent % cards.length];
    if (!card) break;
    const one = (async () => {
      const t = performance.now();
      const answer = await request(card);
      if (answer.code !== 0) throw new Error(`${answer.code} ${answer.message}`);
      latencies.push(performance.now() - t);
    })();
    inFlight.add(one);
    void one.finally(() => inFlight.delete(one));
    const wait = began + ((sent + 1) * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(inFlight);
  return latencies.toSorted((a, b) => a - b);
};

const readInfo = (origin: string) => (card: Card) => cardCall(origin, api.simInfo.path, card);

const payFromBalance = (origin: string, packageId: number) => (card: Card) =>
  cardCall(origin, api.buyPackage.path, card, { method: 'POST', body: JSON.stringify({ packageId, effect: 'now', payWith: 'balance', idempotencyKey: randomUUID() }) });

/** What the database's busy connections wait on, sampled every 10 ms until `until` settles, most often first. */
const sampleWaits = async (pool: pg.Pool, until: Promise<unknown>): Promise<string> => {
  let done = false;
  void until.finally(() => (done = true));
  const counts = new Map<string, number>();
  let samples = 0;
  while (!done) {
    const { rows } = await pool.query<{ wait: string }>(
      `select coalesce(wait_event_type || ':' || wait_event, 'on CPU') as wait from pg_stat_activity
       where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    samples += 1;
    for (const row of rows) counts.set(row.wait, (counts.get(row.wait) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return `${samples} samples: ${top.map(([wait, n]) => `${wait} ${n}`).join(', ')}`;
};

/** Starts a second shop process, whose start runs the renewal job; resolves with the job's log line. */
const runJobInSecondShop = async (databaseUrl: string, dataDir: string): Promise<{ shop: StartedShop; run: Promise<Record<string, number>> }> => {
  let report: (run: Record<string, number>) => void = () => undefined;
  const run = new Promise<Record<string, number>>((resolve) => (report = resolve));
  const shop = await startShop({
    databaseUrl,
    dataDir,
    logLevel: 'info',
    onLine: (line) => {
      if (!line.includes('renewal job ran')) return;
      report(JSON.parse(line) as Record<string, number>);
    },
  });
  return { shop, run };
};

/** Every holder paying again as soon as its last payment is answered: the most the shop takes. */
const saturate = async (holders: readonly Card[], pay: (card: Card) => Promise<Answer>): Promise<number[]> => {
  const latencies: number[] = [];
  await Promise.all(
    holders.map(async (card) => {
      for (let i = 0; i < PAYMENTS_EACH; i += 1) {
        const t = performance.now();
        const answer = await pay(card);
        if (answer.code !== 0) throw new Error(`buyPackage: ${answer.code} ${answer.message}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return latencies.toSorted((a, b) => a - b);
};

const line = (label: string, sorted: readonly number[], target: number): string =>
  `${label.padEnd(24)} p50 ${percentile(sorted, 0.5).toFixed(1)} ms   p99 ${percentile(sorted, 0.99).toFixed(1)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (${sorted.length}), target p99 <= ${target} ms`;

const main = async (): Promise<void> => {
  const database = await createPostgresDatabase();
  const dataDirs = [mkdtempSync(join(tmpdir(), 'shop-bench-iot-a-')), mkdtempSync(join(tmpdir(), 'shop-bench-iot-b-'))] as const;
  // Connections stay open: PostgreSQL's CPU is read from its processes, and one that closed would take its share with it.
  const pool = new pg.Pool({ connectionString: database.url, max: 2, idleTimeoutMillis: 0 });
  console.log('Starting the shop on a fresh PostgreSQL database (first start seeds the demo)...');
  const shop = await startShop({ databaseUrl: database.url, dataDir: dataDirs[0], env: { TRUST_PROXY: 'true' } });
  const started: StartedShop[] = [shop];
  try {
    const offer = async (name: string): Promise<number> =>
      (await pool.query<{ id: number }>(`select id from package_offers where promo_code = 'demo' and operator_type = 1 and name = $1`, [name])).rows[0]?.id ?? 0;
    const now = new Date();
    let t = performance.now();
    await insertCards(pool, await offer('月套餐 30GB'), now);
    console.log(`${CARDS.toLocaleString('en')} cards inserted in ${((performance.now() - t) / 1000).toFixed(1)} s; due today ${DUE} (${DUE_SHORT} short), short within 3 days ${NOTICED}`);

    const others = Array.from({ length: READERS + HOLDERS }, (_, i) => simNoOf(DUE + NOTICED + 1 + i));
    const cards = await Promise.all(others.map((simNo, i) => logIn(shop.origin, simNo, i)));
    const readers = cards.slice(0, READERS);
    const holders = cards.slice(READERS);

    const pay = payFromBalance(shop.origin, await offer('加油包 5GB'));

    console.log(`\nThe same load for ${BASELINE_MS / 1000} s with no job running (${uptime()})...`);
    const quiet = new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    const [quietReads, quietPayments, quietWaits] = await Promise.all([
      paced(READ_RATE, readers, quiet, readInfo(shop.origin)),
      paced(HOLDERS, holders, quiet, pay),
      sampleWaits(pool, quiet),
    ]);
    console.log(line('simInfo', quietReads, TARGET.simInfoP99Ms));
    console.log(line('payment', quietPayments, TARGET.paymentP99Ms));
    console.log(`database waits           ${quietWaits}`);

    console.log(
      `\nRenewal job in a second shop process while the first answers ${READ_RATE} simInfo reads a second and ${HOLDERS} holders each pay from the balance once a second (${uptime()})...`,
    );
    const before = { shop: cpuMsOf(shop.pid), postgres: postgresCpuMs() };
    t = performance.now();
    const job = await runJobInSecondShop(database.url, dataDirs[1]);
    started.push(job.shop);
    const jobCpuAtStart = cpuMsOf(job.shop.pid);
    const [reads, payments, waits] = await Promise.all([
      paced(READ_RATE, readers, job.run, readInfo(shop.origin)),
      paced(HOLDERS, holders, job.run, pay),
      sampleWaits(pool, job.run),
    ]);
    const run = await job.run;
    const jobCpu = cpuMsOf(job.shop.pid) - jobCpuAtStart;
    const shopCpu = cpuMsOf(shop.pid) - before.shop;
    const postgresJobCpu = postgresCpuMs() - before.postgres;
    const wall = (performance.now() - t) / 1000;
    console.log(`renewal job              ${((run.ms ?? 0) / 1000).toFixed(1)} s: renewed ${run.renewed}, lapsed ${run.lapsed}, told ${run.noticed}, target <= ${TARGET.jobSeconds} s`);
    console.log(line('simInfo while it ran', reads, TARGET.simInfoP99Ms));
    console.log(line('payment while it ran', payments, TARGET.paymentP99Ms));
    console.log(
      `CPU                      job process ${(jobCpu / 1000).toFixed(1)} s after its start (${(jobCpu / DUE).toFixed(2)} ms a due card); ` +
        `serving shop ${(shopCpu / 1000).toFixed(1)} s for ${reads.length} reads and ${payments.length} payments; PostgreSQL ${(postgresJobCpu / 1000).toFixed(1)} s, all in ${wall.toFixed(1)} s`,
    );

    console.log(`database waits           ${waits}`);

    const renewals = (
      await pool.query<{ n: number }>(`select count(*)::int as n from iot_orders o join sims s on s.id = o.sim_id where o.kind = 'renewal' and s.sim_no like $1`, [`${SIM_PREFIX}%`])
    ).rows[0]?.n;
    if (renewals !== DUE) throw new Error(`${renewals} renewal orders for ${DUE} due cards`);

    console.log(`\nThe most the shop takes: ${HOLDERS} holders paying back to back, ${PAYMENTS_EACH} each (${uptime()})...`);
    const cpuBefore = { server: cpuMsOf(shop.pid), postgres: postgresCpuMs(), generator: process.cpuUsage() };
    t = performance.now();
    const saturated = await saturate(holders, pay);
    const seconds = (performance.now() - t) / 1000;
    const generator = process.cpuUsage(cpuBefore.generator);
    console.log(line('back-to-back payment', saturated, TARGET.paymentP99Ms));
    console.log(
      `throughput               ${(saturated.length / seconds).toFixed(1)} payments/s; CPU a payment: server ${((cpuMsOf(shop.pid) - cpuBefore.server) / saturated.length).toFixed(1)} ms, ` +
        `PostgreSQL ${((postgresCpuMs() - cpuBefore.postgres) / saturated.length).toFixed(1)} ms, holders (this process) ${((generator.user + generator.system) / 1000 / saturated.length).toFixed(1)} ms`,
    );
    const sums = await pool.query<{ n: number }>(
      `select count(*)::int as n from sims s join wallet_accounts w on w.sim_id = s.id
       where s.sim_no = any($1) and w.balance_fen <> 1000000 + coalesce((select sum(amount_fen) from balance_entries b where b.sim_id = s.id), 0)`,
      [holders.map((card) => card.simNo)],
    );
    console.log(`ledger                   ${sums.rows[0]?.n === 0 ? 'every holder\'s balance equals its opening balance plus its ledger' : `${sums.rows[0]?.n} balances differ from their ledger`}`);
  } finally {
    for (const server of started) await server.stop();
    await pool.end();
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
};

await main();
