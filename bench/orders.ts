import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { idCardCheckDigit, RequestHeader } from '@shop/contract';
import pg from 'pg';
import { anOrder } from '../apps/server/src/seed/factories';
import { createPostgresDatabase } from '../apps/server/test/support/database';
import { cpuMsOf, percentile, postgresCpuMs, startShop } from './support';

// Order-and-pay on PostgreSQL: a real server process on loopback, BUYERS concurrent buyers, each
// sending a code, reading it from the sandbox outbox, ordering a distinct number, starting the
// payment and paying at the sandbox cashier (the gateway then notifies the server over HTTP).

const { values: args } = parseArgs({
  options: { orders: { type: 'string', default: '1000' }, buyers: { type: 'string', default: '50' } },
});
const ORDERS = Number(args.orders);
const BUYERS = Number(args.buyers);
const TARGET = { ordersPerSecond: 200, p99Ms: 150 };

const idCard = (sequence: number): string => {
  const first17 = `110101${1970 + (sequence % 30)}0307${String(sequence % 1000).padStart(3, '0')}`;
  return `${first17}${idCardCheckDigit(first17)}`;
};

const main = async (): Promise<void> => {
  const database = await createPostgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-orders-'));
  const pool = new pg.Pool({ connectionString: database.url, max: 5 });
  console.log(`Starting the shop on a fresh PostgreSQL database (first start seeds the demo numbers)...`);
  // Each buyer comes from its own address, as a crowd of phones would: the per-address SMS limit stays the product's.
  const server = await startShop({ databaseUrl: database.url, dataDir, env: { TRUST_PROXY: 'true' } });
  try {
    const { rows } = await pool.query<{ number: string }>(
      `select n.number from numbers n join promoters p on p.id = n.promoter_id
       where p.promo_code = 'demo' and n.status = 'available' order by n.id limit $1`,
      [ORDERS],
    );
    if (rows.length < ORDERS) throw new Error(`only ${rows.length} numbers are available`);

    const call = async (path: string, body: unknown, ip: string, token?: string) => {
      const response = await fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { [RequestHeader.orderSessionId]: token } : {}) },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { code: number; message: string; data: Record<string, unknown> };
      if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
      return answer.data;
    };

    const latencies: number[] = [];
    const buy = async (index: number): Promise<void> => {
      const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      const mobile = String(15_900_000_000 + index);
      await call('/api/hk/sendCode', { mobile }, ip);
      const code = await pool.query<{ code: string }>('select code from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
      const number = rows[index]?.number ?? '';
      const started = performance.now();
      const created = await call(
        '/api/shop/order/create',
        anOrder({ item: { kind: 'number', number }, buyer: { mobile, idCard: idCard(index), smsCode: code.rows[0]?.code ?? '' } }),
        ip,
      );
      const order = created.order as { orderSn: string };
      const session = created.session as { token: string };
      const payment = await call('/api/shop/order/pay', { orderSn: order.orderSn, paymentType: 'wechat', idempotencyKey: `bench-${order.orderSn}` }, ip, session.token);
      latencies.push(performance.now() - started);
      await call('/api/pay/sandbox/act', { paymentSn: payment.paymentSn, action: 'pay' }, ip);
    };

    let next = 0;
    const buyer = async (): Promise<void> => {
      while (next < ORDERS) await buy(next++);
    };
    console.log(`${ORDERS} orders by ${BUYERS} concurrent buyers...`);
    const began = performance.now();
    const cpuBefore = { server: cpuMsOf(server.pid), postgres: postgresCpuMs(), buyers: process.cpuUsage() };
    await Promise.all(Array.from({ length: BUYERS }, buyer));
    const seconds = (performance.now() - began) / 1000;

    // The gateway notifies asynchronously; wait for every order to be paid before counting.
    let paid = 0;
    for (let tries = 0; tries < 600 && paid < ORDERS; tries += 1) {
      paid = Number((await pool.query<{ n: string }>(`select count(*) as n from orders where status = 'paid'`)).rows[0]?.n);
      if (paid < ORDERS) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const buyersCpu = process.cpuUsage(cpuBefore.buyers);
    const cpuPerOrder = {
      server: (cpuMsOf(server.pid) - cpuBefore.server) / ORDERS,
      postgres: (postgresCpuMs() - cpuBefore.postgres) / ORDERS,
      buyers: (buyersCpu.user + buyersCpu.system) / 1000 / ORDERS,
    };
    const ledger = Number((await pool.query<{ n: string }>(`select count(*) as n from ledger_entries where kind = 'payment'`)).rows[0]?.n);

    const sorted = latencies.toSorted((a, b) => a - b);
    const rate = ORDERS / seconds;
    const p99 = percentile(sorted, 0.99);
    console.log(`\norders paid            ${paid} of ${ORDERS} (ledger payment rows: ${ledger})`);
    console.log(`throughput             ${rate.toFixed(1)} orders/s (order + pay + cashier), target >= ${TARGET.ordersPerSecond}`);
    console.log(`order + pay latency    p50 ${percentile(sorted, 0.5).toFixed(1)} ms   p99 ${p99.toFixed(1)} ms, target < ${TARGET.p99Ms} ms`);
    console.log(
      `CPU per order          server ${cpuPerOrder.server.toFixed(1)} ms, PostgreSQL ${cpuPerOrder.postgres.toFixed(1)} ms, ` +
        `buyers (this process) ${cpuPerOrder.buyers.toFixed(1)} ms: at most ${Math.floor((availableParallelism() * 1000) / (cpuPerOrder.server + cpuPerOrder.postgres + cpuPerOrder.buyers))} orders/s on ${availableParallelism()} CPUs`,
    );
    console.log(`verdict                ${rate >= TARGET.ordersPerSecond && p99 < TARGET.p99Ms ? 'meets the target' : 'below the target'}`);
  } finally {
    await server.stop();
    await pool.end();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
