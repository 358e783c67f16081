import type { Logger } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/database';
import { cardLogin, DemoCard, useIotApp } from '../support/iot';
import { buy, offerId } from '../support/packages';
import type { Holder } from '../support/wallet';

// The hottest write: a package paid from the balance. Every statement it sends is counted here,
// so a change that adds a round trip to it is seen.
const shop = useIotApp();
let holder: Holder;
let addon5 = 0;

/** Records the SQL the app sends while `run` runs (drizzle's logger, in the transactions too). */
const statementsOf = async (run: () => Promise<unknown>): Promise<string[]> => {
  const session = (shop.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const sent: string[] = [];
  const logger: Logger = { logQuery: (query) => void sent.push(query) };
  const before = session.logger;
  session.logger = logger;
  session.options.logger = logger;
  try {
    await run();
  } finally {
    session.logger = before;
    delete session.options.logger;
  }
  return sent;
};

beforeAll(async () => {
  holder = { simNo: DemoCard.normal, token: await cardLogin(shop.app, DemoCard.normal) };
  addon5 = await offerId(shop.db, 'demo', 1, '加油包 5GB');
  // The first purchase completes the buy-a-package task; the ones after it are the usual case.
  expect((await buy(shop.app, holder, { packageId: addon5 })).code).toBe(0);
});

describe('a package paid from the balance', () => {
  // 16, and begin and commit on PostgreSQL. The card's lock taken once and the order, charge and
  // ledger line made one statement saved 4; its parts now kept by their owners cost 3: the gate
  // reads real-name and the phone binding apart, and the carrier's answer to the package is a
  // statement of its own before the card stores it.
  const most = testDatabaseKind() === 'postgres' ? 18 : 16;
  it(`sends at most ${most} statements`, async () => {
    const sent = await statementsOf(async () => expect((await buy(shop.app, holder, { packageId: addon5 })).code).toBe(0));
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(most);
  });
});
