import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The server's own address as a sandbox reaches it: a wildcard listen is reached on loopback. */
export const loopbackOrigin = (app: FastifyInstance): string => {
  const { address, family, port } = app.server.address() as AddressInfo;
  if (family === 'IPv6') return `http://[${address === '::' ? '::1' : address}]:${port}`;
  return `http://${address === '0.0.0.0' ? '127.0.0.1' : address}:${port}`;
};
