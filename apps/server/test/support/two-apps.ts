import { api, CARD_TOKEN_HEADER, RequestHeader } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { testConfig } from './app';
import { createTestDatabase, type TestDatabase } from './database';

export type RaceAnswer = { code: number; message: string; data: Record<string, unknown> };

export interface TwoApps {
  /** The test database, as the first app's pool reaches it. */
  db(): Database;
  /** Request `i` goes to app `i % 2`, from an address of its own. */
  call(i: number, method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: Record<string, unknown>): Promise<RaceAnswer>;
  /** Logs the card in through request `i`; answers its card headers. */
  loginOn(i: number, simNo: string): Promise<Record<string, string>>;
}

/**
 * Two apps, each with its own connection pool, on one new PostgreSQL database (two server
 * processes' worth of connections), for the file's races: requests alternate between them.
 */
export const useTwoApps = (races: string): TwoApps => {
  let database: TestDatabase | undefined;
  let second: DatabaseHandle | undefined;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    if (!database.url) throw new Error(`${races} need PostgreSQL`);
    second = await openDatabase({ kind: 'postgres', url: database.url });
    apps = await Promise.all(
      [database.handle, second].map(async (db) => {
        const app = await buildApp({ db, config: testConfig(), logger: pino({ level: 'silent' }) });
        await app.ready();
        return app;
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await second?.close();
    await database?.drop();
  });

  const call: TwoApps['call'] = async (i, method, url, headers, body) => {
    const app = apps[i % 2];
    if (!app) throw new Error('the apps are not started');
    return (await app.inject({ method, url, headers, payload: body, remoteAddress: `192.0.2.${(i % 200) + 1}` })).json();
  };

  return {
    db: () => {
      if (!database) throw new Error('the test database is not created');
      return database.handle.db;
    },
    call,
    loginOn: async (i, simNo) => {
      const answer = await call(i, 'POST', api.simLogin.path, {}, { simNo, agreeProtocol: true });
      if (answer.code !== 0) throw new Error(`login of ${simNo} refused: ${answer.message}`);
      return { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: String(answer.data.token) };
    },
  };
};
