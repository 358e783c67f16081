import { CARD_TOKEN_HEADER, endpointsByName, paymentCallbacks, RequestHeader } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi, type OpenApiDocument, type Operation } from '../../src/docs/openapi';
import { anIdCard } from '../../src/seed/factories';
import { useTestApp } from '../support/app';
import { documentChecker } from '../support/document-answers';
import { type KnownValues, probesOf } from '../support/document-probes';
import { cardLogin, insertSim } from '../support/iot';
import { aMobile, anIp, loginAs } from '../support/shop-login';

// A client generated from /api/docs/json must work: every operation is sent valid and hostile
// requests derived from the document, and every answer must be one the document describes.

const shop = useTestApp();

const DEMO_PROMO_CODE = 'demo';

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  );

/** Listed from the contract when the file is collected; the served document must hold exactly these. */
const listed = operationsOf(buildOpenApi());

interface Caller {
  headers: Record<string, string>;
  known: KnownValues;
}

let cards = 0;
/** A demo card of its own for each operation, so no card's budget or state is shared between operations. */
const aCardNumber = (): string => `89860177${String((cards += 1)).padStart(11, '0')}`;

/** A fresh caller of the operation's kind (a logout among the probes ends only its own session). */
const callerFor = async (access: Operation['x-access']): Promise<Caller> => {
  const simNo = aCardNumber();
  await insertSim(shop.db, simNo);
  const known = { promoCode: DEMO_PROMO_CODE, simNo, idCard: anIdCard(), mobile: aMobile() };
  if (access === 'shop') {
    const token = await loginAs(shop.app, shop.db, known.mobile);
    return { headers: { [RequestHeader.orderSessionId]: token }, known };
  }
  if (access === 'card') {
    const token = await cardLogin(shop.app, simNo);
    return { headers: { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: token }, known };
  }
  return { headers: {}, known };
};

let served: OpenApiDocument;
let check: ReturnType<typeof documentChecker>;
const exercised = new Set<string>();

beforeAll(async () => {
  served = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  check = documentChecker(served);
});

describe('every operation in the served API document', () => {
  it.each(listed.map(({ path, method }) => [`${method.toUpperCase()} ${path}`, path, method]))(
    '%s answers valid and hostile requests as the document says',
    async (_name, path, method) => {
      const operation = served.paths[path]?.[method as 'get' | 'post'];
      if (!operation) throw new Error(`${method} ${path} is not in the served document`);
      const caller = await callerFor(operation['x-access']);
      const problems: string[] = [];
      for (const probe of probesOf(operation, caller.known)) {
        const answer = await shop.app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: probe.query ? `${path}?${probe.query}` : path,
          headers: { ...(probe.session ? caller.headers : {}), ...probe.headers, ...(probe.body && { 'content-type': probe.body.type }) },
          payload: probe.body?.text,
          // Each request from its own address, so the per-address limits meet none of them.
          remoteAddress: anIp(),
        });
        const problem = answer.statusCode >= 500 ? `answered ${answer.statusCode}` : check.operationProblem(path, method, answer);
        if (problem) problems.push(`${probe.label}: ${problem}`);
      }
      expect(problems).toEqual([]);
      exercised.add(operation.operationId);
    },
  );

  it('were all exercised: the contract endpoints and the gateways’ notifications', () => {
    const count = operationsOf(served).length;
    expect(count).toBe(Object.keys(endpointsByName).length + Object.keys(paymentCallbacks).length + 1);
    expect(exercised.size).toBe(count);
  });
});

describe('a documented path asked with TRACE', () => {
  it('answers 405 with Allow and the envelope the document describes', async () => {
    const problems: string[] = [];
    for (const path of Object.keys(served.paths)) {
      const answer = await shop.app.inject({ method: 'TRACE', url: path, remoteAddress: anIp() });
      const problem = answer.statusCode === 405 ? check.componentProblem('MethodNotAllowed', answer) : `answered ${answer.statusCode}`;
      if (problem) problems.push(`${path}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('an idempotency key reused for another request', () => {
  it('answers 409 with the envelope the document describes', async () => {
    const caller = await callerFor('card');
    const path = '/api/iot/createBalanceOrder';
    const topUp = (amountFen: number) =>
      shop.app.inject({ method: 'POST', url: path, headers: caller.headers, payload: { amountFen, idempotencyKey: 'document-reused-key-0001' }, remoteAddress: anIp() });
    expect((await topUp(1000)).json()).toMatchObject({ code: 0 });
    const reused = await topUp(2000);
    expect(reused.statusCode).toBe(409);
    expect(check.operationProblem(path, 'post', reused)).toBeUndefined();
  });
});
