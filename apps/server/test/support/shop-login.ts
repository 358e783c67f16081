import { RequestHeader } from '@shop/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { smsOutbox } from '../../src/db/schema';

/** A different valid mobile on every call, so tests in one file never share send limits. */
let nextMobile = 13_900_000_000;
export const aMobile = (): string => String((nextMobile += 1));

let nextIp = 0;
/** A different client address on every call (a TEST-NET-2 range). */
export const anIp = (): string => `198.51.${Math.floor((nextIp += 1) / 250)}.${nextIp % 250}`;

export const post = (
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { ip?: string; token?: string } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    // inject types its payload narrower than JSON; the tests send bad bodies on purpose.
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.token === undefined ? {} : { [RequestHeader.orderSessionId]: options.token },
  });

/** The code in the newest message the sandbox delivered to a mobile. */
export const lastCodeSentTo = async (db: Database, mobile: string): Promise<string> => {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
  if (!row) throw new Error(`no SMS was sent to ${mobile}`);
  return row.code;
};

/** Logs a mobile in by SMS code as the order-lookup page does; answers the session token. */
export const loginAs = async (app: FastifyInstance, db: Database, mobile: string, ip = anIp()): Promise<string> => {
  expect((await post(app, '/api/sms/send', { mobile }, { ip })).json()).toMatchObject({ code: 0 });
  const code = await lastCodeSentTo(db, mobile);
  const answer = (await post(app, '/api/shop/login', { mode: 'sms', mobile, code }, { ip })).json();
  expect(answer).toMatchObject({ code: 0 });
  return answer.data.token;
};
