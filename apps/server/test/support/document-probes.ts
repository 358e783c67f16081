import { stringifyQuery } from '@shop/contract';
import fc from 'fast-check';
import type { Operation, Parameter } from '../../src/docs/openapi';

/**
 * Requests derived from an OpenAPI operation: one that keeps its schemas, and hostile ones
 * that break them a part at a time. Deterministic: the same document gives the same requests.
 */

type Schema = Record<string, unknown>;

export interface Probe {
  /** What the probe tries, for failure messages. */
  label: string;
  /** The query text, without `?`. */
  query: string;
  /** The raw body and its type; none on a GET. */
  body?: { text: string; type: string };
  /** Send the caller's session headers (a probe without them tests the refusal). */
  session: boolean;
  /** Headers the operation itself requires (a gateway's signature parts). */
  headers: Record<string, string>;
}

/** Values of the shop's demo data for fields a random value would never match, so valid requests reach the rules. */
export type KnownValues = Readonly<Record<string, unknown>>;

/** Nesting this deep is far past any schema, yet within what the body and query readers survive today. */
const DEEP = 64;

const HOSTILE_TEXT = {
  huge: 'x'.repeat(10_000),
  unicode: '号码𠀀\u202Eﾟ\uFEFF😀',
  nul: 'a\u0000b',
};

const asSchema = (value: unknown): Schema => (typeof value === 'object' && value !== null ? (value as Schema) : {});

const sampleMatching = (pattern: string): string => fc.sample(fc.stringMatching(new RegExp(pattern, 'u')), { seed: 7, numRuns: 1 })[0] ?? '';

const validNumber = (schema: Schema): number => {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
  return typeof schema.maximum === 'number' ? Math.min(minimum, schema.maximum) : minimum;
};

const validString = (schema: Schema): string => {
  if (typeof schema.pattern === 'string') return sampleMatching(schema.pattern);
  const length = Math.max(typeof schema.minLength === 'number' ? schema.minLength : 1, 1);
  return 'a'.repeat(typeof schema.maxLength === 'number' ? Math.min(length, schema.maxLength) : length);
};

/** A value the schema accepts, preferring the shop's known values by field name. */
export const validValue = (schemaValue: unknown, known: KnownValues, name?: string): unknown => {
  const schema = asSchema(schemaValue);
  if (name !== undefined && name in known) return known[name];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (options) return validValue(options.find((option) => asSchema(option).type !== 'null') ?? options[0], known, name);
  const type = Array.isArray(schema.type) ? schema.type.find((item) => item !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 1, 1);
      return Array.from({ length: count }, () => validValue(schema.items, known));
    }
    case 'object':
      return validObject(schema, known);
    case 'null':
      return null;
    default:
      return 1;
  }
};

/** The required properties, and the optional ones the shop has a known value for. */
const validObject = (schema: Schema, known: KnownValues): Record<string, unknown> => {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const properties = Object.entries(asSchema(schema.properties)).filter(([name]) => required.has(name) || name in known);
  return Object.fromEntries(properties.map(([name, property]) => [name, validValue(property, known, name)]));
};

/** A value of another type than the schema takes. */
const wrongType = (schemaValue: unknown): unknown => {
  const type = asSchema(schemaValue).type;
  if (type === 'string') return 12345;
  if (type === 'object') return ['not', 'an', 'object'];
  if (type === 'array') return { not: 'a list' };
  return 'not a number';
};

const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

/** Each hostile value a field is given in turn. */
const hostileValues = (schema: unknown): [string, unknown][] => [
  ['of the wrong type', wrongType(schema)],
  ['huge', HOSTILE_TEXT.huge],
  ['a huge number', 2 ** 64],
  ['negative', -1],
  ['unicode', HOSTILE_TEXT.unicode],
  ['holding NUL', HOSTILE_TEXT.nul],
  ['nested deep', nested(DEEP)],
  ['null', null],
];

const parametersIn = (operation: Operation, place: Parameter['in']): Parameter[] =>
  operation.parameters.filter((parameter): parameter is Parameter => 'in' in parameter && parameter.in === place);

const queryParameters = (operation: Operation): Parameter[] => parametersIn(operation, 'query');

const requiredHeaders = (operation: Operation, known: KnownValues): Record<string, string> =>
  Object.fromEntries(
    parametersIn(operation, 'header')
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, String(validValue(parameter.schema, known, parameter.name))]),
  );

const validQuery = (operation: Operation, known: KnownValues): Record<string, unknown> => {
  const parameters = queryParameters(operation).filter((parameter) => parameter.required || parameter.name in known);
  return Object.fromEntries(parameters.map((parameter) => [parameter.name, validValue(parameter.schema, known, parameter.name)]));
};

const json = (value: unknown) => ({ text: JSON.stringify(value), type: 'application/json' });

const queryProbes = (operation: Operation, known: KnownValues, body: Probe['body'], headers: Probe['headers']): Probe[] => {
  const valid = validQuery(operation, known);
  const withQuery = (label: string, query: string): Probe => ({ label, query, body, session: true, headers });
  return queryParameters(operation).flatMap((parameter) => {
    const { name } = parameter;
    const others = stringifyQuery({ ...valid, [name]: undefined });
    const join = (part: string) => [others, part].filter(Boolean).join('&');
    return [
      ...hostileValues(parameter.schema)
        .filter(([, value]) => value !== null && !Array.isArray(value))
        .map(([label, value]) => withQuery(`query ${name} ${label}`, join(stringifyQuery({ [name]: value })))),
      withQuery(`query ${name} as an object`, join(`${name}[x]=1`)),
      withQuery(`query ${name} nested deep`, join(`${name}${'[a]'.repeat(DEEP)}=1`)),
      withQuery(`query ${name} under __proto__`, join(`__proto__[${name}]=1&${name}[__proto__][x]=1`)),
    ];
  });
};

const bodyProbes = (bodySchema: unknown, known: KnownValues, query: string, headers: Probe['headers']): Probe[] => {
  const valid = validValue(bodySchema, known);
  const validRecord = typeof valid === 'object' && valid !== null && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {};
  const withBody = (label: string, body: Probe['body']): Probe => ({ label, query, body, session: true, headers });
  const fieldProbes = Object.entries(asSchema(asSchema(bodySchema).properties)).flatMap(([name, schema]) =>
    hostileValues(schema).map(([label, value]) => withBody(`body ${name} ${label}`, json({ ...validRecord, [name]: value }))),
  );
  const rest = JSON.stringify(validRecord).slice(1);
  return [
    ...fieldProbes,
    withBody('body without its fields', json({})),
    withBody('body a list', json([validRecord])),
    withBody('body nested deep', json(nested(DEEP))),
    withBody('body with __proto__', { text: `{"__proto__":{"admin":true}${rest === '}' ? '}' : `,${rest}`}`, type: 'application/json' }),
    withBody('body with constructor.prototype', { text: `{"constructor":{"prototype":{"admin":true}}${rest === '}' ? '}' : `,${rest}`}`, type: 'application/json' }),
    withBody('body broken JSON', { text: '{"a":', type: 'application/json' }),
    withBody('body as XML', { text: '<order/>', type: 'application/xml' }),
  ];
};

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A form body (a gateway's notification): plain, then hostile field values. */
const formProbes = (query: string, headers: Probe['headers']): Probe[] =>
  Object.entries({ plain: 'notify_id=1&sign=x', unicode: `notify_id=${encodeURIComponent(HOSTILE_TEXT.unicode)}`, 'holding NUL': 'notify_id=a%00b', huge: `notify_id=${HOSTILE_TEXT.huge}` }).map(
    ([label, text]) => ({ label: `form ${label}`, query, body: { text, type: FORM_TYPE }, session: false, headers }),
  );

/** Every probe of one operation: the valid request with and without a session, then the hostile ones. */
export const probesOf = (operation: Operation, known: KnownValues): Probe[] => {
  const query = stringifyQuery(validQuery(operation, known));
  const headers = requiredHeaders(operation, known);
  const content = operation.requestBody?.content;
  const bodySchema = content?.['application/json']?.schema;
  const body = bodySchema && json(validValue(bodySchema, known));
  return [
    { label: 'valid, with a session', query, body, session: true, headers },
    { label: 'valid, without a session', query, body, session: false, headers },
    ...(Object.keys(headers).length > 0 ? [{ label: 'without its headers', query, body, session: false, headers: {} }] : []),
    ...queryProbes(operation, known, body, headers),
    ...(bodySchema ? bodyProbes(bodySchema, known, query, headers) : []),
    ...(content?.[FORM_TYPE] ? formProbes(query, headers) : []),
  ];
};
