import { join } from 'node:path';
import { CatalogueText, Code } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { seedIfEmpty } from '../../src/seed';
import { aNumber } from '../../src/seed/factories';
import { createServices } from '../../src/services';
import { useTestApp } from '../support/app';
import { testDatabaseKind } from '../support/database';
import { addGoods, addNumber, createOrder, numberStatus, stockOf, verifiedOrder } from '../support/orders';
import { shopUrl, useShopProcesses } from '../support/server-process';

const shop = useTestApp();
const processes = useShopProcesses();

interface Outcome {
  code: number;
  message: string;
}

const tally = (outcomes: Outcome[]) => ({
  ok: outcomes.filter((o) => o.code === Code.ok).length,
  taken: outcomes.filter((o) => o.code === Code.numberTaken && o.message === CatalogueText.numberTaken).length,
  soldOut: outcomes.filter((o) => o.code === Code.soldOut && o.message === CatalogueText.soldOut).length,
});

const postTo = async (port: number, body: unknown): Promise<Outcome> => {
  const response = await fetch(shopUrl(port, '/api/shop/order/create'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Outcome;
};

/** Two real servers on one PostgreSQL database, each asked for the number by 25 buyers at once. */
const raceTwoProcesses = async (number: string): Promise<Outcome[]> => {
  const url = processes.databaseUrl();
  if (!url) throw new Error('the PostgreSQL test database was not created');
  const handle = await openDatabase({ kind: 'postgres', url });
  try {
    // Seeded here (without generated numbers), so the servers start on a ready database.
    await handle.migrate();
    await seedIfEmpty(handle.db);
    const services = createServices(handle.db);
    await services.numbers.add([aNumber({ number, promoCode: 'demo' })]);
    const bodies = await Promise.all(Array.from({ length: 50 }, () => verifiedOrder({ db: handle.db, services }, { item: { kind: 'number', number } })));
    // One DATA_DIR for both: on PostgreSQL it only holds the shared secret key.
    const dataDir = join(processes.root, 'data');
    const ports = await Promise.all([processes.start(dataDir).started, processes.start(dataDir).started]);
    const outcomes = await Promise.all(bodies.map((body, i) => postTo(ports[i % 2] ?? 0, body)));
    expect(await numberStatus(handle.db, number)).toBe('held');
    return outcomes;
  } finally {
    await handle.close();
  }
};

/** PGlite is one process's embedded database: the same race, through one app. */
const raceOneProcess = async (number: string): Promise<Outcome[]> => {
  await addNumber(shop, { number });
  const bodies = await Promise.all(Array.from({ length: 50 }, () => verifiedOrder(shop, { item: { kind: 'number', number } })));
  const outcomes = await Promise.all(bodies.map(async (body) => (await createOrder(shop, body)).json() as Outcome));
  expect(await numberStatus(shop.db, number)).toBe('held');
  return outcomes;
};

describe('nothing is sold twice', () => {
  it(`50 buyers of one number at once (${testDatabaseKind() === 'postgres' ? 'two server processes' : 'one process'}): one holds it, 49 are told it is taken`, async () => {
    const outcomes = testDatabaseKind() === 'postgres' ? await raceTwoProcesses('18899990000') : await raceOneProcess('18899990000');
    expect(tally(outcomes)).toEqual({ ok: 1, taken: 49, soldOut: 0 });
  }, 120_000);

  it('20 buyers of the last unit of a product at once: one order, 19 sold out, stock 0', async () => {
    const goodsId = await addGoods(shop, 1);
    const bodies = await Promise.all(Array.from({ length: 20 }, () => verifiedOrder(shop, { item: { kind: 'goods', goodsId } })));
    const outcomes = await Promise.all(bodies.map(async (body) => (await createOrder(shop, body)).json() as Outcome));
    expect(tally(outcomes)).toEqual({ ok: 1, taken: 0, soldOut: 19 });
    expect(await stockOf(shop.db, goodsId)).toBe(0);
  });
});
