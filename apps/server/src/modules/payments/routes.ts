import type { AddressInfo } from 'node:net';
import { type PaymentProviderName, paymentCallbacks, paymentSnSchema, SANDBOX_CASHIER_PATH } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from '../../http/faults';
import type { Handlers } from '../../http/handler';
import { httpDelivery } from '../../providers/payment';
import { policyAllowingScript } from '../../http/headers';
import { CASHIER_SCRIPT, renderCashierMissing, renderCashierPage } from '../../providers/payment/sandbox/cashier-page';
import type { PaymentService } from './service';

export const paymentHandlers = (service: PaymentService): Pick<Handlers, 'orderPay' | 'sandboxCashierAct'> => ({
  orderPay: ({ body, shop, context }) => service.start(shop, body, context.ip),
  sandboxCashierAct: ({ body }) => service.gateway.act(body.paymentSn, body.action),
});

const HTML_TYPE = 'text/html; charset=utf-8';
const CASHIER_POLICY = policyAllowingScript(CASHIER_SCRIPT);

/** Gateways sign the exact bytes they send, so these routes read the body raw, whatever its type. */
const registerCallbacks = async (scope: FastifyInstance, service: PaymentService): Promise<void> => {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  for (const [name, callback] of Object.entries(paymentCallbacks) as [PaymentProviderName, (typeof paymentCallbacks)[PaymentProviderName]][]) {
    scope.post(callback.path, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { reply: answer, refused } = await service.notify(name, raw, request.headers);
      if (refused) request.log.warn({ provider: name, reason: refused }, 'payment notification refused');
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
  }
};

/** The server's own address as the sandbox reaches it: a wildcard listen is reached on loopback. */
const loopbackOrigin = (app: FastifyInstance): string => {
  const { address, family, port } = app.server.address() as AddressInfo;
  if (family === 'IPv6') return `http://[${address === '::' ? '::1' : address}]:${port}`;
  return `http://${address === '0.0.0.0' ? '127.0.0.1' : address}:${port}`;
};

/**
 * The gateways' notification routes, the sandbox cashier page, and the sandbox gateway wired
 * to this server: once it listens, notifications go over HTTP to its own address.
 */
export const registerPayments = (app: FastifyInstance, service: PaymentService): void => {
  void app.register((scope) => registerCallbacks(scope, service));
  app.get(SANDBOX_CASHIER_PATH, async (request, reply) => {
    const given = String((request.query as Record<string, unknown>).paymentSn ?? '');
    const paymentSn = paymentSnSchema.safeParse(given);
    const payment = paymentSn.success ? await service.gateway.find(paymentSn.data) : undefined;
    if (!payment) return reply.code(404).type(HTML_TYPE).send(renderCashierMissing(given.slice(0, 40)));
    return reply.type(HTML_TYPE).header('cache-control', 'no-store').header('content-security-policy', CASHIER_POLICY).send(renderCashierPage(payment));
  });
  app.addHook('onListen', async () => {
    await service.gateway.connect({ deliver: httpDelivery(() => loopbackOrigin(app)) });
  });
  app.addHook('onClose', () => service.gateway.close());
};
