import { patternIdsOf } from '@shop/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows';
import { numberPatterns, numbers } from '../../src/db/schema';
import { generateIntoShop, importNumberCsv } from '../../src/modules/numbers/bulk';
import { toNumberRow } from '../../src/modules/numbers/catalogue';
import { generateNumbers, seededRandom } from '../../src/modules/numbers/generate';
import { loadNumbers } from '../../src/modules/numbers/load';
import { aPromoter } from '../../src/seed/factories';
import { useTestApp } from '../support/app';

const shop = useTestApp();
beforeAll(() => shop.services.promoter.save(aPromoter({ promoCode: 'importer' })));

const CSV = [
  'number,operator,province,city,price_fen,plan_fen,promo_code,status',
  '13800000001,1,440000,440300,0,1900,importer,',
  '1380000000,1,440000,440300,0,1900,importer,',
  '13800000002,7,440000,440300,0,1900,importer,',
  '13800000003,1,440000,110100,0,1900,importer,',
  '',
  '13800000004,1,440000,440300,-5,1900,importer,',
  '13800000005,1,440000,440300,100,1900,stranger,',
  '18688888888,2,110000,110100,888800,19900,importer,held',
  '13800000006,1,440000,440300,0,1900,importer,lost',
].join('\n');

const countOf = async () => (await shop.db.select({ n: count() }).from(numbers))[0]?.n;
/** An error's message with those of its causes, one after the other. */
const messagesOf = (error: unknown): string => {
  const messages: string[] = [];
  for (let cause = error; cause instanceof Error; cause = cause.cause) messages.push(cause.message);
  return messages.join(' / ');
};
const tagCount = async () => (await shop.db.select({ n: count() }).from(numberPatterns))[0]?.n;

describe('numbers import', () => {
  it('adds good rows, reports bad ones by line, and is idempotent', async () => {
    const ticks: number[] = [];
    const first = await importNumberCsv(shop.services.numbers, CSV, (done) => ticks.push(done));
    expect(first.problems.map((p) => p.line)).toEqual([3, 4, 5, 7, 8, 10]);
    expect(first.problems[0]?.message).toContain('11 位数字');
    expect(first.problems[2]?.message).toBe('城市不在该省份内');
    expect(first.problems[4]?.message).toBe('推广码 stranger 不存在');
    expect(first).toMatchObject({ read: 8, inserted: 2, known: 0 });
    expect(ticks).toEqual([2]);
    const stored = await shop.db.select({ number: numbers.number, status: numbers.status }).from(numbers).orderBy(asc(numbers.number));
    expect(stored).toEqual([
      { number: '13800000001', status: 'available' },
      { number: '18688888888', status: 'held' },
    ]);
    const again = await importNumberCsv(shop.services.numbers, CSV, () => undefined);
    expect(again).toMatchObject({ inserted: 0, known: 2 });
    expect(await countOf()).toBe(2);
  });

  it('refuses a file without the required columns', async () => {
    const outcome = await importNumberCsv(shop.services.numbers, 'number,operator\n13800000009,1', () => undefined);
    expect(outcome.problems).toEqual([{ line: 1, message: '表头缺少列：province, city, price_fen, plan_fen, promo_code' }]);
    expect(outcome.inserted).toBe(0);
  });

  it('stores exactly the pattern tags patternIdsOf gives', async () => {
    const rows = await shop.db.select({ id: numbers.id, number: numbers.number, patternIds: numbers.patternIds }).from(numbers);
    for (const row of rows) {
      const tags = await shop.db.select({ id: numberPatterns.patternId }).from(numberPatterns).where(eq(numberPatterns.numberId, row.id));
      expect(row.patternIds).toEqual(patternIdsOf(row.number));
      expect(tags.map((tag) => tag.id).sort((a, b) => a - b)).toEqual(patternIdsOf(row.number));
    }
  });
});

const definitions = async () => {
  const indexes = await queryRows(shop.db, sql`select indexdef from pg_indexes where tablename in ('numbers', 'number_patterns') order by indexname`);
  const keys = await queryRows(
    shop.db,
    sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid in ('numbers'::regclass, 'number_patterns'::regclass) order by conname`,
  );
  return { indexes, keys };
};

describe('numbers generate', () => {
  it('adds the count asked for, with real blocks and regions', async () => {
    const before = await countOf();
    const outcome = await generateIntoShop(shop.services.numbers, { count: 500, promoCode: 'importer', seed: 42 }, () => undefined);
    expect(outcome).toMatchObject({ read: 500, inserted: 500, problems: [] });
    expect(await countOf()).toBe((before ?? 0) + 500);
    const again = await generateIntoShop(shop.services.numbers, { count: 500, promoCode: 'importer', seed: 42 }, () => undefined);
    expect(again).toMatchObject({ inserted: 0, known: 500 });
  });

  it('loads more numbers than are on file in bulk, leaving every index and key as the migrations made them', async () => {
    const before = await definitions();
    const outcome = await generateIntoShop(shop.services.numbers, { count: 10_000, promoCode: 'importer', seed: 7 }, () => undefined);
    expect(outcome.inserted + outcome.known).toBe(10_000);
    expect(outcome.inserted).toBeGreaterThan(9_900);
    expect(await definitions()).toEqual(before);
    const stored = await shop.db.select({ number: numbers.number }).from(numbers);
    expect(await tagCount()).toBe(stored.reduce((sum, row) => sum + patternIdsOf(row.number).length, 0));
  });

  it('skips in bulk the numbers on file and those repeated in the load, and goes on numbering after them', async () => {
    const onFile = await shop.db.select({ number: numbers.number }).from(numbers);
    const [importer] = await queryRows<{ id: number }>(shop.db, sql`select id from promoters where promo_code = 'importer'`);
    const numbersOnFile = new Set(onFile.map((row) => row.number));
    const fresh = generateNumbers(15_000, ['importer'], seededRandom(99)).filter((n) => !numbersOnFile.has(n.number));
    const repeats = fresh.slice(0, 100).map((n) => ({ ...n, priceFen: n.priceFen + 7 }));
    const rows = [...fresh, ...repeats].map((n) => toNumberRow(n, Number(importer?.id)));
    const known = toNumberRow({ ...fresh[0]!, number: onFile[0]!.number, priceFen: 1 }, Number(importer?.id));
    const ticks: number[] = [];
    const loaded = await shop.db.transaction((tx) => loadNumbers(tx, [known, ...rows], (done) => ticks.push(done)));
    expect(loaded).toEqual({ inserted: fresh.length, rebuilt: true });
    expect(ticks.at(-1)).toBe(rows.length + 1);
    expect(await countOf()).toBe(onFile.length + fresh.length);
    const [unchanged] = await shop.db.select({ priceFen: numbers.priceFen }).from(numbers).where(eq(numbers.number, onFile[0]!.number));
    expect(unchanged?.priceFen).not.toBe(1);
    const [first] = await shop.db.select({ priceFen: numbers.priceFen }).from(numbers).where(eq(numbers.number, fresh[0]!.number));
    expect(first?.priceFen).toBe(fresh[0]!.priceFen);
    const [mismatched] = await queryRows<{ count: number }>(shop.db, sql`
      select count(*)::integer as count from numbers n
      where n.pattern_ids is distinct from coalesce((select array_agg(p.pattern_id order by p.pattern_id) from number_patterns p where p.number_id = n.id), '{}')
        or exists (select 1 from number_patterns p where p.number_id = n.id and (p.shuffle_key <> n.shuffle_key or p.price_fen <> n.price_fen))`);
    expect(mismatched?.count).toBe(0);
    await shop.services.numbers.add([{ number: '13900000001', operator: 1, provinceCode: '440000', cityCode: '440300', priceFen: 0, planFen: 1900, promoCode: 'importer' }]);
    const [ids] = await queryRows<{ newest: number; bulkLast: number }>(shop.db, sql`
      select max(id) filter (where number = '13900000001')::integer as newest, max(id) filter (where number <> '13900000001')::integer as "bulkLast" from numbers`);
    expect(Number(ids?.newest)).toBeGreaterThan(Number(ids?.bulkLast));
  });

  it.each([
    ['a promoter that does not exist', 'foreign key', (_index: number) => ({ promoterId: 999_999 })],
    ['a number the table refuses', 'numbers_number_check', (index: number) => (index === 4_321 ? { number: '23800138000' } : {})],
  ])('writes nothing when a bulk load meets %s, and keeps every index and key', async (_name, refusal, change) => {
    const before = { count: await countOf(), tags: await tagCount(), definitions: await definitions() };
    const [importer] = await queryRows<{ id: number }>(shop.db, sql`select id from promoters where promo_code = 'importer'`);
    // More rows than are on file, so the load takes the bulk path.
    const rows = generateNumbers(Number(before.count) + 5_000, ['importer'], seededRandom(5)).map((n, index) => ({
      ...toNumberRow(n, Number(importer?.id)),
      ...change(index),
    }));
    const failure = await shop.db.transaction((tx) => loadNumbers(tx, rows)).then(() => undefined, (error: unknown) => error);
    expect(messagesOf(failure)).toContain(refusal);
    expect({ count: await countOf(), tags: await tagCount(), definitions: await definitions() }).toEqual(before);
  });
});
