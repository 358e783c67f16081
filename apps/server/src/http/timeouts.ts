/**
 * How long the server waits on a client, in milliseconds. A phone on a slow mobile network
 * sends the headers in a second or two and the largest body (64 KiB) in under 30 s at 20 kbit/s;
 * a client slower than these holds a connection on purpose, and is cut off with 408.
 */
export interface HttpTimeouts {
  /** From the connection's first byte to the end of the request's headers. */
  headersMs: number;
  /** From the first byte to the end of the body. */
  requestMs: number;
  /** A connection with nothing sent either way for this long is closed. */
  idleMs: number;
  /** An idle keep-alive connection is kept this long for the visitor's next call. */
  keepAliveMs: number;
  /** How often the server looks for requests past their time (Node checks on a timer, not per byte). */
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: Readonly<HttpTimeouts> = {
  headersMs: 20_000,
  requestMs: 60_000,
  idleMs: 120_000,
  // Longer than the 60 s idle time of common load balancers, so they close first and never reuse a closed socket.
  keepAliveMs: 72_000,
  checkEveryMs: 5_000,
};

/** The Fastify options that apply the timeouts to its node:http server. */
export const timeoutOptions = (timeouts: HttpTimeouts) => ({
  connectionTimeout: timeouts.idleMs,
  requestTimeout: timeouts.requestMs,
  keepAliveTimeout: timeouts.keepAliveMs,
  http: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkEveryMs },
});
