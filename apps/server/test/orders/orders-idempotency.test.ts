import { Code } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/db/schema';
import { BusinessError } from '../../src/errors';
import { IdempotencyText } from '../../src/modules/idempotency/messages';
import { withIdempotency } from '../../src/modules/idempotency/service';
import { useTestApp } from '../support/app';

const shop = useTestApp();
let nextKey = 0;
const aKey = () => `test-key-${String((nextKey += 1)).padStart(8, '0')}`;

describe('withIdempotency', () => {
  it('treats bodies that differ only in key order as the same request', async () => {
    const key = aKey();
    let runs = 0;
    const run = async () => ({ run: (runs += 1) });
    expect(await withIdempotency(shop.db, 'test', key, { a: 1, b: { c: 2, d: 3 } }, run)).toEqual({ run: 1 });
    expect(await withIdempotency(shop.db, 'test', key, { b: { d: 3, c: 2 }, a: 1 }, run)).toEqual({ run: 1 });
    expect(runs).toBe(1);
  });

  it('keeps keys apart by scope', async () => {
    const key = aKey();
    expect(await withIdempotency(shop.db, 'one', key, { x: 1 }, async () => 'one')).toBe('one');
    expect(await withIdempotency(shop.db, 'two', key, { x: 2 }, async () => 'two')).toBe('two');
  });

  it('gives the key back after an unexpected failure, so a retry runs', async () => {
    const key = aKey();
    await expect(withIdempotency(shop.db, 'test', key, {}, () => Promise.reject(new Error('database went away')))).rejects.toThrow('database went away');
    expect(await withIdempotency(shop.db, 'test', key, {}, async () => 'second try')).toBe('second try');
  });

  it('makes a duplicate wait for the first answer while it runs', async () => {
    const key = aKey();
    let finish: (value: string) => void = () => undefined;
    const first = withIdempotency(shop.db, 'test', key, {}, () => new Promise<string>((resolve) => (finish = resolve)));
    // Let the first request take the key before the duplicate arrives.
    await expect.poll(async () => (await shop.db.select().from(idempotencyKeys).where(sql`key = ${key}`)).length).toBe(1);
    const duplicate = withIdempotency(shop.db, 'test', key, {}, async () => 'ran twice');
    finish('first answer');
    expect(await Promise.all([first, duplicate])).toEqual(['first answer', 'first answer']);
  });

  it('replays a business error with its HTTP status', async () => {
    const key = aKey();
    const refuse = () => Promise.reject(new BusinessError(Code.soldOut, '卖光了', 200));
    await expect(withIdempotency(shop.db, 'test', key, {}, refuse)).rejects.toMatchObject({ code: Code.soldOut });
    await expect(withIdempotency(shop.db, 'test', key, {}, async () => 'later')).rejects.toMatchObject({ code: Code.soldOut, message: '卖光了', httpStatus: 200 });
  });

  it('forgets a key after 24 hours', async () => {
    const key = aKey();
    await withIdempotency(shop.db, 'test', key, { day: 1 }, async () => 'yesterday');
    await shop.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(sql`key = ${key}`);
    expect(await withIdempotency(shop.db, 'test', key, { day: 2 }, async () => 'today')).toBe('today');
  });

  it('refuses another body under a used key with HTTP 409', async () => {
    const key = aKey();
    await withIdempotency(shop.db, 'test', key, { n: 1 }, async () => 'first');
    await expect(withIdempotency(shop.db, 'test', key, { n: 2 }, async () => 'second')).rejects.toMatchObject({
      code: Code.failed,
      message: IdempotencyText.reused,
      httpStatus: 409,
    });
  });
});
