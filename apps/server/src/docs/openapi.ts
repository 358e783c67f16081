import { fileURLToPath } from 'node:url';
import { APP_VERSION, type Endpoint, endpointsByName, LOCALE_HEADER, LOCALES, paymentCallbacks, REALNAME_SANDBOX_NOTIFY_PATH, RequestHeader, SERVER_DEFAULT_LOCALE } from '@shop/contract';
import { z } from 'zod';

/** The committed copy, checked against the contract by the tests. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

type JsonSchema = z.core.JSONSchema.BaseSchema;

interface Parameter {
  name: string;
  in: 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'deepObject';
  explode?: boolean;
}

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-access': Endpoint['access'];
  /** In the spec but not built yet: every call answers code 40001. */
  'x-not-open'?: true;
  parameters: (Parameter | { $ref: string })[];
  requestBody?: { required: true; content: { 'application/json'?: { schema: JsonSchema }; 'application/x-www-form-urlencoded'?: { schema: JsonSchema } } };
  responses: Record<string, { $ref: string } | { description: string; content?: { 'application/json': { schema: JsonSchema } } }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>;
  components: { parameters: Record<string, Parameter>; responses: Record<string, unknown>; schemas: Record<string, JsonSchema> };
}

/** The JSON Schema of a zod schema, as a request sends it or as a response carries it. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

const envelopeSchema = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
  required: ['code', 'message', 'data'],
});

/** Nested values travel in bracket notation (`a[b]=1`), which OpenAPI calls deepObject. */
const queryParameters = (query: z.ZodType | undefined): Parameter[] => {
  if (!query) return [];
  const schema = jsonSchema(query, 'input');
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const nested = typeof property === 'object' && (property.type === 'object' || property.type === 'array');
    return {
      name,
      in: 'query',
      required: required.has(name),
      schema: typeof property === 'object' ? property : {},
      ...(nested ? { style: 'deepObject' as const, explode: true } : {}),
    };
  });
};

const headerParameters: Record<string, Parameter> = {
  ...Object.fromEntries(Object.values(RequestHeader).map((name) => [name, { name, in: 'header', required: false, schema: { type: 'string' } }])),
  [LOCALE_HEADER]: {
    name: LOCALE_HEADER,
    in: 'header',
    required: false,
    description: `The app's locale (${LOCALES.join(', ')}); every message is answered in it, ${SERVER_DEFAULT_LOCALE} without one.`,
    schema: { type: 'string' },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

const operation = (name: string, endpoint: Endpoint): Operation => ({
  operationId: name,
  summary: endpoint.summary,
  tags: [endpoint.tag],
  'x-access': endpoint.access,
  ...(endpoint.notOpen && { 'x-not-open': true }),
  parameters: [
    ...queryParameters(endpoint.query),
    ...Object.keys(headerParameters).map((header) => ({ $ref: `#/components/parameters/${header}` })),
  ],
  ...(endpoint.body && {
    requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } },
  }),
  responses: {
    '200': {
      description: 'The envelope; `data` is meaningful when `code` is 0, otherwise see the error catalogue.',
      content: { 'application/json': { schema: envelopeSchema(jsonSchema(endpoint.data, 'output')) } },
    },
    '400': { $ref: '#/components/responses/BadRequest' },
    ...(endpoint.body && { '413': { $ref: '#/components/responses/TooLarge' } }),
    '500': { $ref: '#/components/responses/Fault' },
  },
});

/** Gateways' notifications: signed bytes in the gateway's format, answered in its own words. */
const callbackOperation = (name: string, summary: string): Operation => {
  const form = name === 'alipay';
  const body = { type: 'object', description: 'Signed by the gateway; checked against the raw bytes.' } as const;
  return {
    operationId: `paymentNotify_${name}`,
    summary,
    tags: ['payments'],
    'x-access': 'public',
    parameters: [],
    requestBody: { required: true, content: form ? { 'application/x-www-form-urlencoded': { schema: body } } : { 'application/json': { schema: body } } },
    responses: form
      ? { '200': { description: 'The text `success` when the notification was taken (or was a duplicate), `failure` otherwise.' } }
      : {
          '204': { description: 'Taken (or a duplicate of one already taken).' },
          '400': { description: 'Refused (signature, timestamp, payment or amount): `{"code":"FAIL","message":…}`; the gateway retries.' },
        },
  };
};

const pathsOf = (): OpenApiDocument['paths'] => {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, callback] of Object.entries(paymentCallbacks)) paths[callback.path] = { post: callbackOperation(name, callback.summary) };
  const realnameSummary = "Sandbox real-name operator's verdict (HMAC-SHA256 signed JSON, as the payment sandbox signs)";
  paths[REALNAME_SANDBOX_NOTIFY_PATH] = { post: { ...callbackOperation('sandbox', realnameSummary), operationId: 'realnameNotify_sandbox', tags: ['realname'] } };
  for (const [name, endpoint] of Object.entries(endpointsByName)) {
    const method = endpoint.method === 'GET' ? 'get' : 'post';
    paths[endpoint.path] = { ...paths[endpoint.path], [method]: operation(name, endpoint) };
  }
  return paths;
};

/** The API document, generated from the contract; committed as apps/server/openapi.json. */
export const buildOpenApi = (): OpenApiDocument => ({
  openapi: '3.1.0',
  info: {
    title: 'Shop API',
    version: APP_VERSION,
    description:
      'Every answer is an envelope `{code, message, data}`. Query strings use nested-bracket notation. ' +
      'The spec-7 request headers are listed on every operation; values with non-ASCII text are URI-encoded. ' +
      'Messages are answered in the locale of `Accept-Language` (zh-Hans without one).',
  },
  paths: pathsOf(),
  components: {
    parameters: headerParameters,
    responses: {
      BadRequest: errorResponse('Input that breaks the schema: code -1 and a message naming the field. Nothing is written.'),
      TooLarge: errorResponse('The body is over 64 KiB.'),
      Fault: errorResponse('An unexpected fault; the message carries the request id (also in `x-request-id`).'),
    },
    schemas: { ErrorEnvelope: envelopeSchema({ type: 'null' }) },
  },
});

export const serializeOpenApi = (document: OpenApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;
