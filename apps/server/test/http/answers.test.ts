import { gzipSync } from 'node:zlib';
import { api } from '@shop/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someGenericSettings } from '../../src/seed/factories';
import { checkAnswers } from '../support/answers';

// The harness's own check: every test app reports answers that break the contract (support/app.ts).
const reported: string[] = [];
let app: FastifyInstance;
let nextAnswer: { status: number; body: unknown; gzip?: boolean } = { status: 200, body: null };

beforeAll(async () => {
  app = Fastify();
  checkAnswers(app, (problem) => reported.push(problem));
  const answer = async (_request: unknown, reply: FastifyReply) => {
    const json = Buffer.from(JSON.stringify(nextAnswer.body));
    reply.code(nextAnswer.status).type('application/json; charset=utf-8');
    if (nextAnswer.gzip) return reply.header('content-encoding', 'gzip').send(gzipSync(json));
    return reply.send(json);
  };
  app.get(api.genericConfig.path, answer);
  app.get('/api/test/own', answer);
  app.get('/health', answer);
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('application/json').send({ error: 'missing' }));
  await app.ready();
});

afterAll(() => app.close());

const problemsOf = async (url: string, answer: typeof nextAnswer): Promise<string[]> => {
  nextAnswer = answer;
  reported.length = 0;
  await app.inject({ method: 'GET', url });
  return [...reported];
};

const settings = someGenericSettings();

describe('the answer check', () => {
  it("passes an endpoint's code-0 answer whose data its schema accepts, also compressed", async () => {
    expect(await problemsOf(api.genericConfig.path, { status: 200, body: { code: 0, message: 'ok', data: settings } })).toEqual([]);
    expect(await problemsOf(api.genericConfig.path, { status: 200, body: { code: 0, message: 'ok', data: settings }, gzip: true })).toEqual([]);
  });

  it('names the endpoint and the field when the data breaks its schema', async () => {
    const [problem, ...more] = await problemsOf(`${api.genericConfig.path}?x=1`, {
      status: 200,
      body: { code: 0, message: 'ok', data: { ...settings, orderQueryMode: 42 } },
      gzip: true,
    });
    expect(more).toEqual([]);
    expect(problem).toContain('genericConfig (GET /api/hk/genericConfig) answered 200 with data its contract schema refuses');
    expect(problem).toContain('orderQueryMode');
    expect(problem).toContain('(request GET /api/hk/genericConfig?x=1)');
  });

  it('names the keys an answer carries that its schema does not declare', async () => {
    const problems = await problemsOf(api.genericConfig.path, { status: 200, body: { code: 0, message: 'ok', data: { ...settings, secret: 'x' } } });
    expect(problems).toEqual([expect.stringContaining('with keys its contract schema does not declare: data.secret')]);
  });

  it('refuses an answer that is no envelope, and a refusal with data or without a message', async () => {
    expect(await problemsOf(api.genericConfig.path, { status: 200, body: settings })).toEqual([expect.stringContaining('with no envelope')]);
    expect(await problemsOf(api.genericConfig.path, { status: 200, body: { code: 30001, message: '', data: null } })).toEqual([
      expect.stringContaining('with a malformed refusal'),
    ]);
    expect(await problemsOf('/api/test/own', { status: 200, body: { code: -1, message: 'no', data: {} } })).toEqual([
      expect.stringContaining('GET /api/test/own answered 200 with a malformed refusal'),
    ]);
    expect(await problemsOf('/api/test/own', { status: 400, body: { code: 0, message: 'ok', data: null } })).toEqual([
      expect.stringContaining('a refusal has a non-zero code'),
    ]);
  });

  it('refuses a not-found answer that is no envelope, and leaves foreign formats and own successes alone', async () => {
    expect(await problemsOf('/nowhere', nextAnswer)).toEqual([expect.stringContaining('GET (no route) answered 404 with a malformed refusal')]);
    expect(await problemsOf('/health', { status: 503, body: { status: 'unavailable' } })).toEqual([]);
    expect(await problemsOf('/api/test/own', { status: 200, body: { anything: true } })).toEqual([]);
    expect(await problemsOf('/api/test/own', { status: 200, body: { code: '440000', name: '广东省' } })).toEqual([]);
  });
});
