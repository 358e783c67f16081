import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { logOptions } from '../../src/lib/log';
import { createServices, type ServiceOptions, type Services } from '../../src/services';
import { checkAnswers } from './answers';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestAppOptions {
  /** A built web app to serve; by default a directory that does not exist. */
  webDist?: string;
  trustProxy?: Config['trustProxy'];
  /** The general rate limit, on as in production unless a file makes more calls than any visitor could. */
  rateLimits?: boolean;
  logger?: FastifyBaseLogger;
  /** Extra routes for one test file, added before the app starts. */
  routes?: (app: FastifyInstance) => void;
  /** How long the config answers stay cached (the product's default when unset). */
  cacheTtlMs?: number;
  /** More service options for one test file, made on its database (a provider's test knobs). */
  services?: (db: Database) => ServiceOptions;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly database: TestDatabase;
  /** The very services behind the app's routes. */
  readonly services: Services;
}

/** Log lines as parsed objects, for asserting what was logged. */
export const capturedLogger = (): { logger: FastifyBaseLogger; lines: Record<string, unknown>[] } => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(logOptions('info'), { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
};

export const testConfig = (options: TestAppOptions = {}): Pick<Config, 'webDist' | 'trustProxy' | 'logLevel' | 'rateLimits'> => ({
  webDist: options.webDist ?? join(tmpdir(), 'shop-test-no-web-build'),
  trustProxy: options.trustProxy ?? false,
  rateLimits: options.rateLimits ?? true,
  logLevel: 'silent',
});

/** Fails the running test (or the file's hooks) with every answer that broke the contract since the last check. */
const failOnBrokenAnswers = (problems: string[]): void => {
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(`The app answered outside its contract:\n\n${found.join('\n\n')}`);
};

/**
 * A fresh seeded database and an app on it for the enclosing test file. Every answer the app
 * sends is checked against the contract (support/answers.ts); a test fails on a broken one.
 */
export const useTestApp = (options: TestAppOptions = {}): TestApp => {
  let current: { app: FastifyInstance; database: TestDatabase; services: Services } | undefined;
  const problems: string[] = [];
  beforeAll(async () => {
    const database = await createTestDatabase();
    const services = createServices(database.handle.db, {
      ...options.services?.(database.handle.db),
      cacheTtlMs: options.cacheTtlMs,
      logger: options.logger,
    });
    const app = await buildApp({
      db: database.handle,
      config: testConfig(options),
      logger: options.logger ?? pino({ level: 'silent' }),
      services,
    });
    checkAnswers(app, (problem) => problems.push(problem));
    options.routes?.(app);
    await app.ready();
    current = { app, database, services };
  });
  afterEach(() => failOnBrokenAnswers(problems));
  afterAll(async () => {
    await current?.app.close();
    await current?.database.drop();
    failOnBrokenAnswers(problems);
  });
  const get = () => {
    if (!current) throw new Error('The test app exists only inside tests (after beforeAll).');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().database.handle.db;
    },
    get database() {
      return get().database;
    },
    get services() {
      return get().services;
    },
  };
};
