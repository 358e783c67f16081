import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig, useTestApp } from './support/app';
import { createTestDatabase, testDatabaseKind } from './support/database';

const shop = useTestApp();

describe('GET /health', () => {
  it('answers ok with the database kind after asking the database', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind() });
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await createTestDatabase({ seed: false });
    const app = await buildApp({ db: database.handle, config: testConfig(), logger: pino({ level: 'silent' }) });
    await database.handle.close();
    const response = await app.inject({ method: 'GET', url: '/health' });
    await app.close();
    await database.drop();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: testDatabaseKind() });
  });
});
