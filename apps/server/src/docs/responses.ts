import type { z } from 'zod';

// The answers the API document describes: the envelope, its refusals, and the gateways' own words.

export type JsonSchema = z.core.JSONSchema.BaseSchema;

export type Content = Partial<Record<'application/json' | 'application/x-www-form-urlencoded' | 'text/plain', { schema: JsonSchema }>>;

export interface Response {
  description: string;
  headers?: Record<string, { description: string; required: boolean; schema: JsonSchema }>;
  content?: Content;
}

/** A code-0 answer carries the endpoint's data; a refusal (still HTTP 200) carries `data: null` and a catalogue code. */
export const envelopeSchema = (data: JsonSchema): JsonSchema => ({
  anyOf: [
    {
      type: 'object',
      properties: { code: { const: 0 }, message: { type: 'string' }, data },
      required: ['code', 'message', 'data'],
      additionalProperties: false,
    },
    { $ref: '#/components/schemas/Refusal' },
  ],
});

export const refusalSchema: JsonSchema = {
  type: 'object',
  properties: { code: { type: 'integer', not: { const: 0 } }, message: { type: 'string', minLength: 1 }, data: { type: 'null' } },
  required: ['code', 'message', 'data'],
  additionalProperties: false,
};

const refusalContent = { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } };

const errorResponse = (description: string, headers?: Response['headers']): Response => ({
  description,
  ...(headers && { headers }),
  content: refusalContent,
});

export const responseRef = (name: keyof typeof errorResponses) => ({ $ref: `#/components/responses/${name}` });

/** The statuses the server answers besides 200, each with the refusal envelope. */
export const errorResponses = {
  BadRequest: errorResponse('Input that breaks the schema: code -1 and a message naming the field. Nothing is written.'),
  NotFound: errorResponse('Something the request names does not exist: a promo code, an order, a page, a question, a Wi-Fi card.'),
  MethodNotAllowed: errorResponse('A known path asked with a method it does not take (TRACE, PUT, …).', {
    Allow: { description: 'The methods the path takes.', required: true, schema: { type: 'string' } },
  }),
  IdempotencyKeyReused: errorResponse('The idempotency key was used for a different request, or its first request is still running.'),
  TooLarge: errorResponse('The body is over 64 KiB.'),
  UnsupportedMediaType: errorResponse('The body is not sent as application/json.'),
  TooManyRequests: errorResponse('Over the general rate limit for this address or card; try again after `Retry-After` seconds.', {
    'Retry-After': { description: 'Seconds until a request is taken again.', required: true, schema: { type: 'integer', minimum: 0 } },
  }),
  Fault: errorResponse('An unexpected fault; the message carries the request id (also in `x-request-id`).'),
} satisfies Record<string, Response>;

export const gatewayRefusal = (description: string): Response => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', properties: { code: { const: 'FAIL' }, message: { type: 'string' } }, required: ['code', 'message'] },
    },
  },
});
