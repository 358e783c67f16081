import { fileURLToPath } from 'node:url';
import {
  APP_VERSION,
  CARD_TOKEN_HEADER,
  type Endpoint,
  endpointsByName,
  integerParams,
  LOCALE_HEADER,
  LOCALES,
  paymentCallbacks,
  REALNAME_SANDBOX_NOTIFY_PATH,
  RequestHeader,
  SandboxSignatureHeader,
  SERVER_DEFAULT_LOCALE,
} from '@shop/contract';
import { z } from 'zod';
import { type Content, envelopeSchema, errorResponses, gatewayRefusal, type JsonSchema, refusalSchema, type Response, responseRef } from './responses';

/** The committed copy, checked against the contract by the tests. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

export interface Parameter {
  name: string;
  in: 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'deepObject';
  explode?: boolean;
}

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-access': Endpoint['access'];
  /** In the spec but not built yet: every call answers code 40001. */
  'x-not-open'?: true;
  parameters: (Parameter | { $ref: string })[];
  requestBody?: { required: true; content: Content };
  responses: Record<string, { $ref: string } | Response>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>;
  components: { parameters: Record<string, Parameter>; responses: Record<string, Response>; schemas: Record<string, JsonSchema> };
}

/** An integer parameter travels as digits; the document calls it an integer with its range, as a client should send it. */
const integerParam: NonNullable<z.core.JSONSchemaGeneratorParams['override']> = ({ zodSchema, jsonSchema }) => {
  const range = integerParams.get(zodSchema);
  if (!range) return;
  for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
  Object.assign(jsonSchema, { type: 'integer', ...range });
};

/** The JSON Schema of a zod schema, as a request sends it or as a response carries it. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', override: integerParam });
  return rest;
};

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

const textHeader = (name: string, description?: string): Parameter => ({
  name,
  in: 'header',
  required: false,
  ...(description && { description }),
  schema: { type: 'string' },
});

const headerParameters: Record<string, Parameter> = {
  ...Object.fromEntries(Object.values(RequestHeader).map((name) => [name, textHeader(name)])),
  [CARD_TOKEN_HEADER]: textHeader(CARD_TOKEN_HEADER, `The card session's token, sent with \`${RequestHeader.simNo}\` on card endpoints.`),
  [LOCALE_HEADER]: textHeader(
    LOCALE_HEADER,
    `The app's locale (${LOCALES.join(', ')}); every message is answered in it, ${SERVER_DEFAULT_LOCALE} without one.`,
  ),
};

const takesIdempotencyKey = (body: JsonSchema | undefined): boolean => body?.properties?.idempotencyKey !== undefined;

const operation = (name: string, endpoint: Endpoint): Operation => {
  const body = endpoint.body && jsonSchema(endpoint.body, 'input');
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    'x-access': endpoint.access,
    ...(endpoint.notOpen && { 'x-not-open': true }),
    parameters: [
      ...queryParameters(endpoint.query),
      ...Object.keys(headerParameters).map((header) => ({ $ref: `#/components/parameters/${header}` })),
    ],
    ...(body && { requestBody: { required: true, content: { 'application/json': { schema: body } } } }),
    responses: {
      '200': {
        description: 'The envelope: `data` as below when `code` is 0; otherwise a refusal from the error catalogue with `data: null`.',
        content: { 'application/json': { schema: envelopeSchema(jsonSchema(endpoint.data, 'output')) } },
      },
      '400': responseRef('BadRequest'),
      '404': responseRef('NotFound'),
      ...(takesIdempotencyKey(body) && { '409': responseRef('IdempotencyKeyReused') }),
      ...(body && { '413': responseRef('TooLarge'), '415': responseRef('UnsupportedMediaType') }),
      '429': responseRef('TooManyRequests'),
      '500': responseRef('Fault'),
    },
  };
};

const signatureHeaders = (names: readonly string[]): Parameter[] =>
  names.map((name) => ({ name, in: 'header', required: true, description: 'Part of the signature.', schema: { type: 'string' } }));

/** Gateways' notifications: signed bytes in the gateway's format, answered in its own words. */
const callbackOperation = (name: string, summary: string, headers: readonly string[]): Operation => {
  const form = name === 'alipay';
  const body = { type: 'object', description: 'Signed by the gateway; checked against the raw bytes.' } as const;
  const taken: Record<string, Response> = form
    ? {
        '200': {
          description: 'The text `success` when the notification was taken (or was a duplicate), `failure` otherwise.',
          content: { 'text/plain': { schema: { type: 'string', enum: ['success', 'failure'] } } },
        },
      }
    : {
        '204': { description: 'Taken (or a duplicate of one already taken).' },
        '400': gatewayRefusal('Refused (signature, timestamp, payment or amount); the gateway retries.'),
      };
  return {
    operationId: `paymentNotify_${name}`,
    summary,
    tags: ['payments'],
    'x-access': 'public',
    parameters: signatureHeaders(headers),
    requestBody: { required: true, content: form ? { 'application/x-www-form-urlencoded': { schema: body } } : { 'application/json': { schema: body } } },
    responses: {
      ...taken,
      '404': gatewayRefusal('This gateway is not configured on this server.'),
      '413': responseRef('TooLarge'),
      '429': responseRef('TooManyRequests'),
      '500': responseRef('Fault'),
    },
  };
};

const pathsOf = (): OpenApiDocument['paths'] => {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, callback] of Object.entries(paymentCallbacks)) paths[callback.path] = { post: callbackOperation(name, callback.summary, callback.headers) };
  const realnameSummary = "Sandbox real-name operator's verdict (HMAC-SHA256 signed JSON, as the payment sandbox signs)";
  const realname = callbackOperation('sandbox', realnameSummary, Object.values(SandboxSignatureHeader));
  paths[REALNAME_SANDBOX_NOTIFY_PATH] = { post: { ...realname, operationId: 'realnameNotify_sandbox', tags: ['realname'] } };
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
      'Every answer is an envelope `{code, message, data}`; a refusal is HTTP 200 with a non-zero code and `data: null`. ' +
      'A known path asked with a method it does not take answers 405 with `Allow` (components.responses.MethodNotAllowed). ' +
      'Query strings use nested-bracket notation. ' +
      'The spec-7 request headers are listed on every operation; values with non-ASCII text are URI-encoded. ' +
      'Messages are answered in the locale of `Accept-Language` (zh-Hans without one).',
  },
  paths: pathsOf(),
  components: {
    parameters: headerParameters,
    responses: errorResponses,
    schemas: { Refusal: refusalSchema },
  },
});

export const serializeOpenApi = (document: OpenApiDocument): string => `${JSON.stringify(document, null, 2)}\n`;
