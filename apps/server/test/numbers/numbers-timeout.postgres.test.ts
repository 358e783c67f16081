import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { NumberText } from '../../src/modules/numbers/service';
import { useTestApp } from '../support/app';
import { searchNumbers, seedNumbers } from '../support/numbers';

// PGlite runs single-user, without the timer behind statement_timeout (there,
// `set statement_timeout = 100; select pg_sleep(1)` returns after a second), so this is PostgreSQL's.
describe('a search that runs too long', () => {
  const shop = useTestApp();
  beforeAll(() => seedNumbers(shop));

  it('is cut off by the statement timeout and answers a clear envelope', async () => {
    const blocker = new pg.Client({ connectionString: shop.database.url });
    await blocker.connect();
    try {
      // Another session holds the table, so the search waits on its lock until the timeout stops it.
      await blocker.query('begin');
      await blocker.query('lock table numbers in access exclusive mode');
      const { status, body } = await searchNumbers(shop, { startsWith: '138' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: -1, message: NumberText.narrow(['startsWith']) });
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    expect((await searchNumbers(shop, { startsWith: '138' })).body.code).toBe(0);
  });
});
