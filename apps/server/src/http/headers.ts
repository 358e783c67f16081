import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The content security policy of every answer. Session tokens live in the browser's storage,
 * so no script runs but the shop's own files: no inline script, no eval, no other origin.
 * Images, frames and fetches may reach other sites (promoters' images, the web-view page's links,
 * saving an image): none of their code runs in the shop's pages. Over https the browser keeps
 * http ones out anyway (mixed content).
 */
const SCRIPT_SOURCES = ["'self'"];
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': SCRIPT_SOURCES,
  // antd-mobile and React set style attributes; a style cannot read storage.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https:', 'http:'],
  'frame-src': ["'self'", 'https:', 'http:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // No page of the shop is shown inside another site's frame (taps caught under a disguise).
  'frame-ancestors': ["'none'"],
};

const render = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');

/** The policy as sent on every answer but the pages with an inline script of their own. */
export const CONTENT_SECURITY_POLICY = render(DIRECTIVES);

/** `'sha256-…'` of an inline script, the one way such a script is allowed to run. */
export const scriptHash = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The policy of a page that runs one inline script of ours (the sandbox pages), allowed by its hash. */
export const policyAllowingScript = (script: string): string =>
  render({ ...DIRECTIVES, 'script-src': [...SCRIPT_SOURCES, scriptHash(script)] });

/** One year; sent only on answers that came over https, as browsers ignore it on http anyway. */
const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers for these options, worked out once at start. As a middleware on every request
 * (`@fastify/helmet`) helmet cost 30 µs of CPU a request, doubling the cost of the shop's
 * cheapest answer (bench:http); the same headers set from this object cost about 1 µs.
 */
const helmetHeaders = (options: HelmetOptions): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
};

/**
 * Security headers on every answer: the policy above, `nosniff`, no framing, and a referrer
 * cut to the origin across sites (WeChat Pay's H5 page checks the shop's origin), as helmet
 * sets them. HSTS goes only on requests that came over https, directly or through a trusted proxy.
 */
export const installSecurityHeaders = (app: FastifyInstance): void => {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    // For browsers long gone (IE's download prompt and XSS filter, Flash's policy files) or that
    // change nothing here (DNS prefetch, origin-keyed agent clusters): each header costs every answer.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
    originAgentCluster: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT);
    done();
  });
};
