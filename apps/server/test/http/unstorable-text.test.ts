import { CARD_TOKEN_HEADER, Code, RequestHeader, stringifyQuery } from '@shop/contract';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows';
import { pointEvents } from '../../src/db/schema';
import type { OpenApiDocument } from '../../src/docs/openapi';
import { useTestApp } from '../support/app';
import { cardLogin, DemoCard } from '../support/iot';
import { addNumber, createOrder, verifiedOrder } from '../support/orders';
import { aMobile, loginAs } from '../support/shop-login';

const shop = useTestApp();

const NUL = 'a\u0000b';
const refusalOf = (field: string) => ({ code: Code.failed, message: `${field}：不能含有空字符（U+0000）或残缺的 Unicode 字符`, data: null });

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; additionalProperties?: Schema | boolean };
type Path = readonly (string | number)[];

const takesText = (schema: Schema): boolean =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')) || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(takesText);

/** Every place in a JSON schema a string can go: object properties, list items, record values. */
const textPaths = (schema: Schema, path: Path = []): Path[] => {
  const here = takesText(schema) ? [path] : [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((option) => (takesText(option) ? [] : textPaths(option, path)));
  const properties = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => textPaths(property, [...path, name]));
  const items = schema.items ? textPaths(schema.items, [...path, 0]) : [];
  const values = typeof schema.additionalProperties === 'object' ? textPaths(schema.additionalProperties, [...path, 'key']) : [];
  return [...here, ...nested, ...properties, ...items, ...values];
};

/** The value with NUL text at `path` and nothing else. */
const withText = (path: Path, text: string): unknown =>
  path.reduceRight<unknown>((inner, segment) => (typeof segment === 'number' ? [inner] : { [segment]: inner }), text);

const fieldName = (path: Path): string =>
  path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${segment}`)).join('');

/** Rows in every table: a refused request writes none. */
const rowCounts = async (): Promise<Record<string, number>> => {
  const tables = await queryRows<{ name: string }>(shop.db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(shop.db, sql`select count(*)::integer as n from ${sql.identifier(name)}`);
    counts[name] = Number(row?.n);
  }
  return counts;
};

interface Probe {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  access: string;
  part: 'query' | 'body';
  field: Path;
}

describe('text the databases cannot keep, sent to every string field the OpenAPI document lists', () => {
  let probes: Probe[] = [];
  let shopToken: string;
  let cardToken: string;

  beforeAll(async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    probes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        // Gateways' notifications are signed bytes in their own formats, not envelope calls.
        if (operation.operationId.startsWith('paymentNotify_')) return [];
        const base = { method: method.toUpperCase() as Probe['method'], path, access: operation['x-access'] };
        const query = operation.parameters.flatMap((parameter) =>
          'in' in parameter && parameter.in === 'query'
            ? textPaths(parameter.schema as Schema, [parameter.name]).map((field) => ({ ...base, part: 'query' as const, field }))
            : [],
        );
        const bodySchema = operation.requestBody?.content['application/json']?.schema as Schema | undefined;
        const body = bodySchema ? textPaths(bodySchema).map((field) => ({ ...base, part: 'body' as const, field })) : [];
        return [...query, ...body].map((probe) => ({ ...probe, label: `${operation.operationId} ${probe.part} ${fieldName(probe.field)}` }));
      }),
    );
    shopToken = await loginAs(shop.app, shop.db, aMobile());
    cardToken = await cardLogin(shop.app, DemoCard.normal);
  });

  it('finds string fields in queries and bodies alike', () => {
    expect(probes.length).toBeGreaterThan(40);
    expect(probes.map((probe) => probe.label)).toEqual(
      expect.arrayContaining(['sysQuestionList query keyword', 'orderCreate body address.detail', 'pointReport body props.key', 'simLogin body simNo']),
    );
  });

  it('refuses each with 400 naming the field, before any handler runs, and writes nothing', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    for (const probe of probes) {
      const value = withText(probe.field, NUL) as Record<string, unknown>;
      const headers = {
        ...(probe.access === 'shop' ? { [RequestHeader.orderSessionId]: shopToken } : {}),
        ...(probe.access === 'card' ? { [CARD_TOKEN_HEADER]: cardToken, [RequestHeader.simNo]: DemoCard.normal } : {}),
      };
      const response = await shop.app.inject({
        method: probe.method,
        url: probe.part === 'query' ? `${probe.path}?${stringifyQuery(value)}` : probe.path,
        ...(probe.part === 'body' ? { payload: value } : {}),
        headers,
      });
      const expected = { status: 400, body: refusalOf(fieldName(probe.field)) };
      const answer = { status: response.statusCode, body: response.json<unknown>() };
      if (JSON.stringify(answer) !== JSON.stringify(expected)) failures.push(`${probe.label}: ${response.statusCode} ${response.body}`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('the examples of the report', () => {
  const pointCount = async (): Promise<number> => (await shop.db.select({ n: count() }).from(pointEvents))[0]?.n ?? -1;
  const report = (payload: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url: '/api/hk/pointReport', payload, headers: { 'content-type': 'application/json', ...headers } });

  it.each([
    ['NUL in page', JSON.stringify({ event: 'view', page: NUL }), 'page'],
    ['NUL in a props value', JSON.stringify({ event: 'view', props: { slot: NUL } }), 'props.slot'],
    ['NUL in a props key', JSON.stringify({ event: 'view', props: { [NUL]: 1 } }), 'props.a\ufffdb'],
    ['a lone surrogate in page', '{"event": "view", "page": "x\\ud800y"}', 'page'],
  ])('pointReport refuses %s with 400 and stores nothing', async (_case, payload, field) => {
    const before = await pointCount();
    const response = await report(payload);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: refusalOf(field) });
    expect(await pointCount()).toBe(before);
  });

  it('pointReport refuses NUL in the page-url header it would store, and takes a pair of surrogates (an emoji)', async () => {
    const before = await pointCount();
    const refused = await report(JSON.stringify({ event: 'view' }), { [RequestHeader.pageUrl]: '%2Fpages%00' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 400, body: refusalOf('page-url') });
    expect(await pointCount()).toBe(before);
    const emoji = await report(JSON.stringify({ event: 'view', page: '/pages/index/index?tag=😀' }));
    expect(emoji.json()).toMatchObject({ code: 0 });
    expect(await pointCount()).toBe(before + 1);
  });

  it('sysQuestion/list refuses keyword=%00 with 400', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/shop/sysQuestion/list?keyword=%00' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: refusalOf('keyword') });
  });

  it('order/create refuses NUL in address.detail before the SMS code is used, so the same code then places the order', async () => {
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const refused = await createOrder(shop, { ...body, address: { ...body.address, detail: `科技园${NUL}` } });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 400, body: refusalOf('address.detail') });
    const placed = await createOrder(shop, body);
    expect(placed.json()).toMatchObject({ code: 0, data: { order: { status: 'unpaid' } } });
  });
});
