import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { balanceEntries, sims, walletAccounts } from '../../src/db/schema';
import { useTestApp } from '../support/app';
import { ledgerMismatches } from '../support/wallet';

const shop = useTestApp();

describe('the demo wallet', () => {
  it("opens every seeded card's ledger with its balance, so each ledger adds up to its balance", async () => {
    const cards = await shop.db.select({ balance: sql<number>`coalesce(${walletAccounts.balanceFen}, 0)::int` }).from(sims).leftJoin(walletAccounts, eq(walletAccounts.simId, sims.id));
    const lines = await shop.db.select().from(balanceEntries);
    expect(lines).toHaveLength(cards.filter((card) => card.balance > 0).length);
    expect(lines.every((line) => line.reason === 'opening' && line.amountFen === line.balanceAfterFen)).toBe(true);
    expect(await ledgerMismatches(shop.db)).toEqual([]);
  });
});
