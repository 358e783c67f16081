import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows';
import { generateNumbers, seededRandom } from '../../src/modules/numbers/generate';
import { aPromoter } from '../../src/seed/factories';
import { useTestApp } from '../support/app';
import { bruteForce, drawSearch, type PlainNumber, type SearchParams } from '../support/number-combinations';
import { searchNumbers } from '../support/numbers';

// 5,000 searches in a minute from one address, far past any visitor's budget: the general limit is not what this file tests.
const shop = useTestApp({ rateLimits: false });
const SAMPLES = 5_000;
let all: PlainNumber[] = [];
let scope: number[] = [];

beforeAll(async () => {
  for (const promoCode of ['own', 'up', 'sib']) await shop.services.promoter.save(aPromoter({ promoCode }));
  await shop.services.promoter.setUpstream('own', 'up');
  await shop.services.promoter.setUpstream('sib', 'up');
  const random = seededRandom(19);
  const generated = generateNumbers(3_000, ['own', 'up', 'sib'], random);
  await shop.services.numbers.add(generated);
  // Some are held or sold, so the search must leave them out.
  for (const n of generated.filter(() => random() < 0.1)) await shop.services.numbers.setStatus(n.number, random() < 0.5 ? 'held' : 'sold');
  all = (
    await queryRows<Record<string, unknown>>(shop.db, sql`
      select n.id, n.number, n.operator, n.featured, n.province_code, n.city_code, n.price_fen, n.promoter_id, n.shuffle_key, n.pattern_ids, n.status
      from numbers n`)
  ).map((row) => ({
    id: Number(row.id),
    number: String(row.number),
    operator: Number(row.operator),
    featured: row.featured === true,
    provinceCode: String(row.province_code),
    cityCode: String(row.city_code),
    priceFen: Number(row.price_fen),
    promoterId: Number(row.promoter_id),
    shuffleKey: Number(row.shuffle_key),
    patternIds: (row.pattern_ids as number[]).map(Number),
    status: String(row.status),
  }));
  scope = (await shop.services.promoter.resolve('own', 'required')).chain.map(Number);
});

const listOf = async (params: SearchParams) => {
  const { status, body } = await searchNumbers(shop, params);
  if (status !== 200 || body.code !== 0 || !body.data) throw new Error(`${JSON.stringify(params)}: ${status} ${body.message}`);
  return body.data;
};

describe('every combination of filters', () => {
  it(`lists the same numbers in the same order as a brute-force filter, ${SAMPLES} seeded samples`, { timeout: 180_000 }, async () => {
    const random = seededRandom(2019);
    let nonEmpty = 0;
    for (let sample = 0; sample < SAMPLES; sample++) {
      const drawn = drawSearch(random, all);
      // A few thousand numbers fill few pages: pages stay where the numbers are.
      const params = { ...drawn, pageSize: [1, 5, 20, 50][sample % 4] ?? 20, page: 1 + (Number(drawn.page) % 6) };
      const expected = bruteForce(all, params, scope);
      const answer = await listOf(params);
      expect({ params, numbers: answer.list.map((item) => item.number), hasMore: answer.hasMore }).toEqual({ params, ...expected });
      if (expected.numbers.length > 0) nonEmpty++;
    }
    // The draw reaches both full and empty answers.
    expect(nonEmpty).toBeGreaterThan(SAMPLES / 5);
    expect(nonEmpty).toBeLessThan(SAMPLES);
  });

  it('gives in another batch exactly the numbers of the next page', async () => {
    const random = seededRandom(2020);
    for (let sample = 0; sample < 500; sample++) {
      const params = { ...drawSearch(random, all), page: 1, pageSize: 3 };
      const first = await listOf(params);
      if (!first.batch) continue;
      const next = await listOf({ ...params, batch: first.batch });
      expect({ params, numbers: next.list.map((item) => item.number) }).toEqual({ params, numbers: bruteForce(all, { ...params, page: 2 }, scope).numbers });
    }
  });
});

describe('a number taken in another server process', () => {
  it('leaves every process’s results at once, and comes back once on sale again', async () => {
    const other = (await import('../../src/services')).createServices(shop.db);
    const own = await shop.services.promoter.resolve('own', 'required');
    const query = { sort: 'priceDesc' as const, page: 1, pageSize: 20, arrangement: 1 as const };
    const [top] = (await other.numbers.search(query, own, 'zh-Hans')).list;
    expect((await listOf({ sort: 'priceDesc' })).list[0]?.number).toBe(top?.number);
    await shop.services.numbers.setStatus(top?.number ?? '', 'held');
    expect((await other.numbers.search(query, own, 'zh-Hans')).list.map((item) => item.number)).not.toContain(top?.number);
    expect((await listOf({ sort: 'priceDesc' })).list.map((item) => item.number)).not.toContain(top?.number);
    await shop.services.numbers.setStatus(top?.number ?? '', 'available');
    await expect.poll(async () => (await other.numbers.search(query, own, 'zh-Hans')).list[0]?.number).toBe(top?.number);
  });
});
