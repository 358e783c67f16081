import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerDocs } from './docs/routes';
import { installRequestContext } from './http/context';
import { installSecurityHeaders } from './http/headers';
import { installJsonBody } from './http/json-body';
import { BODY_LIMIT_BYTES, installFaultHandling } from './http/faults';
import type { Handlers } from './http/handler';
import { registerHealth } from './http/health';
import { queryRefusal, querystringParser } from './http/query';
import { installRateLimits, RATE_BUDGETS, type RateBudgets, type RateLimits } from './http/rate-limit';
import { fastifyTrustProxy, trustsPeer } from './http/proxy';
import { registerEndpoints } from './http/register';
import { HTTP_TIMEOUTS, type HttpTimeouts, timeoutOptions } from './http/timeouts';
import { logOptions } from './lib/log';
import { accountHandlers } from './modules/account/routes';
import { authHandlers } from './modules/auth/routes';
import { couponHandlers } from './modules/coupons/routes';
import { customerHandlers } from './modules/customer/routes';
import { devHandlers } from './modules/dev/routes';
import { dictHandlers } from './modules/dict/routes';
import { goodsHandlers } from './modules/goods/routes';
import { hkHandlers } from './modules/hk/routes';
import { iotHandlers } from './modules/iot/routes';
import { networkHandlers } from './modules/network/routes';
import { installNetworkSweeper } from './modules/network/sweeper';
import { numberHandlers } from './modules/numbers/routes';
import { orderHandlers } from './modules/orders/routes';
import { paymentHandlers, registerPayments } from './modules/payments/routes';
import { installOrderSweeper } from './modules/orders/sweeper';
import { siteHandlers } from './modules/site/routes';
import { installRenewalJob } from './modules/packages/scheduler';
import { walletHandlers } from './modules/wallet/routes';
import { vipHandlers } from './modules/vip/routes';
import { accelerateHandlers } from './modules/accelerate/routes';
import { pointsHandlers } from './modules/points/routes';
import { addressHandlers } from './modules/addresses/routes';
import { pointsShopHandlers } from './modules/pointsShop/routes';
import { realnameHandlers, registerRealname } from './modules/realname/routes';
import { usageHandlers } from './modules/usage/routes';
import { installWalletSweeper } from './modules/wallet/sweeper';
import { deviceHandlers } from './modules/device/routes';
import { installDeviceSweeper } from './modules/device/sweeper';
import { installWifiCardSweeper } from './modules/site/sweeper';
import { createRateCounts, type RateCounts } from './modules/rateLimits/service';
import { createServices, type Services } from './services';
import { registerProvinces } from './static/provinces';
import { registerWebApp } from './static/web';

export interface AppOptions {
  db: Pick<DatabaseHandle, 'db' | 'kind'>;
  /** The SMS settings default to the sandbox with its outbox served. */
  config: Pick<Config, 'webDist' | 'trustProxy' | 'logLevel'> &
    Partial<Pick<Config, 'rateLimits' | 'smsProvider' | 'smsOutbox' | 'shopSecret' | 'logisticsMinutesPerStep' | 'payments' | 'deviceSandbox' | 'networkSwitchSeconds'>>;
  /** A pino logger (made with lib/log's logOptions); by default one at config.logLevel writing to stdout. */
  logger?: FastifyBaseLogger;
  /** The services behind the routes; by default new ones on `db`. */
  services?: Services;
  /** Close expired holds and move deliveries along in the background while the app is up (tests sweep by hand). */
  sweepOrders?: boolean;
  /** Build the number search's index before the app is returned, so no visitor waits for it (tests build it on their first search). */
  prepareSearch?: boolean;
  /** How long a client may take to send a request (http/timeouts.ts); tests shorten them. */
  timeouts?: HttpTimeouts;
  /** The general rate limit's budgets, and the counts it keeps (by default new ones on `db`, shared on PostgreSQL). */
  rateBudgets?: RateBudgets;
  rateCounts?: RateCounts;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A proxy's request id is kept when the peer is a trusted proxy; otherwise every request gets a new one. */
const requestIds = (trustProxy: Config['trustProxy']) => {
  const trusted = trustsPeer(trustProxy);
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && REQUEST_ID.test(given) && trusted(request.socket.remoteAddress) ? given : randomUUID();
  };
};

const handlersFor = (services: Services): Handlers => ({
  ...hkHandlers(services.hk),
  ...dictHandlers(services.dict),
  ...goodsHandlers(services.goods),
  ...numberHandlers(services.numbers),
  ...orderHandlers(services.orders),
  ...paymentHandlers(services.payments),
  ...authHandlers(services.auth),
  ...devHandlers(services.auth),
  ...iotHandlers(services.iot),
  ...walletHandlers(services),
  ...couponHandlers(services.coupons),
  ...vipHandlers(services.vip),
  ...accelerateHandlers(services.accelerate),
  ...pointsHandlers(services.points),
  ...addressHandlers(services.addresses),
  ...pointsShopHandlers(services.pointsShop),
  ...realnameHandlers(services.realname),
  ...usageHandlers(services.usage),
  ...siteHandlers(services.site, services.wifiCards),
  ...deviceHandlers(services.device),
  ...customerHandlers(services.customer),
  ...accountHandlers(services.account),
  ...networkHandlers(services.network),
});

/** The general rate limit, counting in memory and sharing the counts through the database (modules/rateLimits). */
const rateLimitsOf = async (
  app: FastifyInstance,
  db: AppOptions['db'],
  on: boolean,
  { rateBudgets = RATE_BUDGETS, rateCounts }: Pick<AppOptions, 'rateBudgets' | 'rateCounts'>,
): Promise<RateLimits | undefined> => {
  if (!on) return undefined;
  const counts = rateCounts ?? createRateCounts(db, { onError: (error) => app.log.warn({ err: error }, 'rate counts not shared this time') });
  app.addHook('onClose', () => counts.close());
  return installRateLimits(app, counts, rateBudgets);
};

/** The whole HTTP application, not yet listening: `listen` or `inject` starts it. */
export const buildApp = async ({ db, config, logger, services, sweepOrders = false, prepareSearch = false, timeouts = HTTP_TIMEOUTS, ...limits }: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    ...timeoutOptions(timeouts),
    ...(logger ? { loggerInstance: logger } : { logger: logOptions(config.logLevel) }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIds(config.trustProxy),
    routerOptions: { querystringParser },
  });
  installSecurityHeaders(app);
  installRequestContext(app);
  installFaultHandling(app);
  installJsonBody(app);
  // One hook for every request: echo its id, and refuse a query the codec could not read.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done(queryRefusal(request));
  });
  const rateLimits = await rateLimitsOf(app, db, config.rateLimits ?? true, limits);
  const shopServices =
    services ??
    createServices(db.db, {
      logger: app.log,
      sms: config.smsProvider,
      smsOutbox: config.smsOutbox,
      orders: { secret: config.shopSecret, logisticsMinutesPerStep: config.logisticsMinutesPerStep },
      payments: config.payments,
      device: { sandbox: config.deviceSandbox },
      iot: config.networkSwitchSeconds === undefined ? undefined : { networkSwitchMs: config.networkSwitchSeconds * 1000 },
    });
  if (sweepOrders) {
    installOrderSweeper(app, shopServices.orders);
    installWalletSweeper(app, shopServices.wallet);
    installRenewalJob(app, shopServices.packages);
    installDeviceSweeper(app, shopServices.device);
    installNetworkSweeper(app, shopServices.network);
    installWifiCardSweeper(app, shopServices.wifiCards);
  }
  if (prepareSearch) await shopServices.numbers.prepare();
  registerEndpoints(app, handlersFor(shopServices), {
    shopUser: (token) => shopServices.auth.resolve(token),
    cardUser: async (token) => {
      const card = await shopServices.iot.resolve(token);
      if (card) rateLimits?.countCard(card);
      return card;
    },
    promoter: (promoCode, rule) => shopServices.promoter.resolve(promoCode, rule),
  });
  registerPayments(app, shopServices.payments);
  registerRealname(app, shopServices.realname);
  registerDocs(app);
  registerHealth(app, db);
  registerProvinces(app);
  await registerWebApp(app, config.webDist);
  return app;
};
