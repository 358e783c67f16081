import { findPage } from '@shop/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictData, genericSettings, promoters } from '../../src/db/schema';
import { seedIfEmpty } from '../../src/seed';
import { demoPromoters } from '../../src/seed/demo';
import { aPromoter } from '../../src/seed/factories';
import { createTestDatabase, type TestDatabase } from '../support/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.drop());

const counts = async () => {
  const { db } = database.handle;
  const [p] = await db.select({ n: count() }).from(promoters);
  const [d] = await db.select({ n: count() }).from(dictData);
  const [s] = await db.select({ n: count() }).from(genericSettings);
  return { promoters: p?.n, dict: d?.n, settings: s?.n };
};

describe('the demo seed', () => {
  it('fills an empty database once and leaves it alone afterwards', async () => {
    expect(await seedIfEmpty(database.handle.db)).toBe(true);
    const first = await counts();
    expect(first).toMatchObject({ promoters: 2, settings: 1 });
    expect(await seedIfEmpty(database.handle.db)).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('links only to pages of the route table', () => {
    const links = demoPromoters.flatMap((promoter) => [
      ...promoter.shopMenu.map((item) => item.link),
      ...promoter.front.fastNav.map((item) => item.link),
      ...promoter.front.indexCarousel.flatMap((item) => (item.link ? [item.link] : [])),
      ...(promoter.front.kefuUrl ? [promoter.front.kefuUrl] : []),
    ]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(findPage(link), link).toBeDefined();
  });
});

describe('aPromoter', () => {
  it('makes a complete promoter and applies nested overrides', () => {
    const promoter = aPromoter({ promoCode: 'x1', front: { title: '测试' } });
    expect(promoter.promoCode).toBe('x1');
    expect(promoter.front.title).toBe('测试');
    expect(promoter.front.indexFirstGroup).toBe(2);
  });
});
