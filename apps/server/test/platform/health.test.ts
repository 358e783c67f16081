import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { testDatabaseKind } from '../support/database';

const shop = useTestApp();

describe('GET /health', () => {
  it('answers ok with the database kind after asking the database', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind() });
  });

  it('answers 503 when the database does not answer', async () => {
    await shop.database.handle.close();
    const response = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: testDatabaseKind() });
  });
});
