import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { api } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';

/** The product's figures scaled down, so a test sees a slow client cut off in a few seconds. */
const SHORT = { headersMs: 600, requestMs: 1_200, idleMs: 5_000, keepAliveMs: 5_000, checkEveryMs: 100 };

let database: TestDatabase;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.handle, config: testConfig(), logger: pino({ level: 'silent' }), timeouts: SHORT });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/**
 * Sends `head` over a real socket, then `drip` one byte every `everyMs`, as a slow-loris client
 * does; answers what the server sent back and how many dripped bytes went out before it closed.
 */
const dripFeed = (head: string, drip: string, everyMs: number): Promise<{ answer: string; sent: number }> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++] ?? '');
    }, everyMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
  });

const BODY_BYTES = 400;
const HEAD = `POST ${api.simLogin.path} HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`;

describe('a client that sends its request one byte at a time', () => {
  it('is cut off with 408 while still sending its body', async () => {
    const { answer, sent } = await dripFeed(HEAD, '{"simNo":"1"}'.padEnd(BODY_BYTES, ' '), 20);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(BODY_BYTES);
  }, 20_000);

  it('is cut off with 408 while still sending its headers', async () => {
    const { answer, sent } = await dripFeed('', HEAD, 20);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(HEAD.length);
  }, 20_000);

  it('is answered when it sends the request at a normal pace', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    expect(response.status).toBe(200);
  });
});
