import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

/**
 * Whether a request's direct peer is a proxy the shop trusts (TRUST_PROXY): only then are its
 * forwarding headers believed. Fastify applies the same setting to `request.ip` and `request.protocol`.
 */
export const trustsPeer = (trustProxy: Config['trustProxy']): ((peer: string | undefined) => boolean) => {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const trusted = proxyAddr.compile(trustProxy);
  return (peer) => peer !== undefined && trusted(peer, 0);
};

/** TRUST_PROXY as Fastify takes it; a hop count trusts that many proxies nearest the server. */
export const fastifyTrustProxy = (trustProxy: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
