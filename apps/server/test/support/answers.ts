import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type ApiName, type Endpoint, endpointsByName, paymentCallbacks, REALNAME_SANDBOX_NOTIFY_PATH } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** What one answer looked like when it left the app. */
export interface SentAnswer {
  method: string;
  /** The route that answered, as registered (no query); undefined when no route matched. */
  route: string | undefined;
  status: number;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  payload: unknown;
}

const endpointByRoute = new Map<string, { name: ApiName; endpoint: Endpoint }>(
  (Object.entries(endpointsByName) as [ApiName, Endpoint][]).map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, { name, endpoint }]),
);

/** Routes whose answers follow someone else's format: load balancers, and the payment gateways' callbacks. */
const FOREIGN_FORMAT_ROUTES: ReadonlySet<string> = new Set(['/health', ...Object.values(paymentCallbacks).map((callback) => callback.path), REALNAME_SANDBOX_NOTIFY_PATH]);

const anyEnvelope = z.strictObject({ code: z.number().int(), message: z.string(), data: z.unknown() });
const refusal = z.strictObject({ code: z.number().int().refine((code) => code !== 0, 'a refusal has a non-zero code'), message: z.string().min(1), data: z.null() });

const bodyText = (answer: SentAnswer): string | undefined => {
  const raw = typeof answer.payload === 'string' ? Buffer.from(answer.payload) : Buffer.isBuffer(answer.payload) ? answer.payload : undefined;
  if (!raw) return undefined;
  if (answer.contentEncoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (answer.contentEncoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  return raw.toString('utf8');
};

const parsedJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

const issues = (error: z.ZodError): string => z.prettifyError(error);

/** The envelope rules one endpoint's answer breaks, or undefined when it keeps them. */
const endpointProblem = (name: ApiName, endpoint: Endpoint, answer: SentAnswer): string | undefined => {
  const label = `${name} (${endpoint.method} ${endpoint.path}) answered ${answer.status}`;
  const text = bodyText(answer);
  if (text === undefined) return `${label} with no readable body`;
  const json = parsedJson(text);
  if (!json.ok) return `${label} with a body that is not JSON: ${text.slice(0, 200)}`;
  const envelope = anyEnvelope.safeParse(json.value);
  if (!envelope.success) return `${label} with no envelope:\n${issues(envelope.error)}`;
  if (envelope.data.code !== 0) {
    const refused = refusal.safeParse(json.value);
    return refused.success ? undefined : `${label} with a malformed refusal:\n${issues(refused.error)}`;
  }
  if (answer.status !== 200) return `${label} with code 0`;
  const data = endpoint.data.safeParse(envelope.data.data);
  if (!data.success) return `${label} with data its contract schema refuses:\n${issues(data.error)}`;
  const undeclared = undeclaredKeys(envelope.data.data, data.data, 'data');
  return undeclared.length === 0 ? undefined : `${label} with keys its contract schema does not declare: ${undeclared.join(', ')}`;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body that says it is a refusal: a numeric, non-zero code (a region file's `code` is text). */
const hasRefusalCode = (value: unknown): boolean => isRecord(value) && typeof value.code === 'number' && value.code !== 0;

/**
 * Where the data sent holds keys its schema does not declare (zod strips them without a word):
 * answers carry nothing the contract does not promise. Array items share one path.
 */
const undeclaredKeys = (sent: unknown, kept: unknown, path: string): string[] => {
  if (Array.isArray(sent) && Array.isArray(kept)) return [...new Set(sent.flatMap((item, index) => undeclaredKeys(item, kept[index], `${path}[]`)))];
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => (key in kept ? undeclaredKeys(value, kept[key], `${path}.${key}`) : [`${path}.${key}`]));
};

/**
 * Routes outside the contract (the fault and not-found handlers, a test's own routes): an
 * error status, or a body with a non-zero code, must be a well-formed refusal.
 */
const refusalProblem = (answer: SentAnswer): string | undefined => {
  if (!answer.contentType?.startsWith('application/json')) return undefined;
  if (answer.route !== undefined && FOREIGN_FORMAT_ROUTES.has(answer.route)) return undefined;
  const label = `${answer.method} ${answer.route ?? '(no route)'} answered ${answer.status}`;
  const text = bodyText(answer);
  const json = text === undefined ? undefined : parsedJson(text);
  if (!json?.ok) return answer.status >= 400 ? `${label} with a body that is not JSON` : undefined;
  const refuses = answer.status >= 400 || hasRefusalCode(json.value);
  if (!refuses) return undefined;
  const refused = refusal.safeParse(json.value);
  return refused.success ? undefined : `${label} with a malformed refusal:\n${issues(refused.error)}`;
};

/**
 * What is wrong with an answer, or undefined: an endpoint's code-0 answer must carry data its
 * contract schema accepts, and every refusal must be a well-formed envelope with a non-zero code.
 */
export const answerProblem = (answer: SentAnswer): string | undefined => {
  if (answer.method === 'HEAD') return undefined;
  const known = answer.route === undefined ? undefined : endpointByRoute.get(`${answer.method} ${answer.route}`);
  return known ? endpointProblem(known.name, known.endpoint, answer) : refusalProblem(answer);
};

const header = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Checks every answer `app` sends and reports each problem found (a hook cannot fail a test itself). */
export const checkAnswers = (app: FastifyInstance, report: (problem: string) => void): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    const problem = answerProblem({
      method: request.method,
      route: request.routeOptions.url,
      status: reply.statusCode,
      contentType: header(reply.getHeader('content-type')),
      contentEncoding: header(reply.getHeader('content-encoding')),
      payload,
    });
    if (problem) report(`${problem}\n  (request ${request.method} ${request.url})`);
    return payload;
  });
};
