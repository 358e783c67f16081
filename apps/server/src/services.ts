import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Database } from './db/client';
import { createAccountService } from './modules/account/service';
import { createAuthService } from './modules/auth/service';
import { couponFulfiler, couponHoldingOf, couponItemNames, createCouponService, releaseHeldCoupons } from './modules/coupons/service';
import { createCustomerService } from './modules/customer/service';
import { createDictService } from './modules/dict/service';
import { createGoodsService } from './modules/goods/service';
import { createHkService } from './modules/hk/service';
import { createIotService } from './modules/iot/service';
import { createNetworkService } from './modules/network/service';
import { createNumberService } from './modules/numbers/service';
import { createOrderService } from './modules/orders/service';
import { createPaymentService } from './modules/payments/service';
import { createPromoterService } from './modules/promoter/service';
import { createSiteService } from './modules/site/service';
import { createWifiCardService } from './modules/site/wifi-cards';
import { createDeviceService } from './modules/device/service';
import { addonOffersAmong, createPackageService, needBuyPackageOf, offerNamesOf, packageFulfiler, packageItemNames, packagesOfSim, takePlanUse } from './modules/packages/service';
import { completeTask, createPointsService, pointsOf } from './modules/points/service';
import { createPayPasswordService } from './modules/wallet/pay-password';
import { composeItemNames, createWalletService, moneyOf } from './modules/wallet/service';
import { createVipService, currentMembership, vipFulfiler, vipItemNames, vipPercentOf } from './modules/vip/service';
import { createAddressService } from './modules/addresses/service';
import { createPointsShopService, pointsOrderSubjects, pointsShopFulfiler, pointsShopItemNames, releasePointsOrders } from './modules/pointsShop/service';
import { createCardCheckout, payPasswordSet } from './modules/checkout/service';
import { createUsageService } from './modules/usage/service';
import { accelerateFulfiler, accelerateItemNames, createAccelerateService, currentAcceleration } from './modules/accelerate/service';
import {
  type CarrierAcceptance,
  createSandboxCarrier,
  createSandboxNetworkSwitcher,
  createSandboxSimPlatform,
  type NetworkSwitcher,
  type SimPlatform,
} from './providers/carrier';
import { createGeoip } from './providers/geoip';
import { createSandboxLogistics } from './providers/logistics';
import { createPaymentProviders, type PaymentConfig } from './providers/payment';
import { createSandboxDeviceControl, type DeviceControl, type SandboxDeviceOptions } from './providers/device';
import { createRealnameProviders, type SandboxOperatorTuning } from './providers/realname';
import { createRealnameService, realnameStatusOf, storeReadStatus } from './modules/realname/service';
import { createSmsProvider, type SmsProvider, type SmsProviderName } from './providers/sms';

/** One instance of each module's service per app, so in-memory caches are shared by its routes. */
export interface ServiceOptions {
  /** How long promoters and the shared settings stay cached (5 s by default); changes made through the services drop them at once. */
  cacheTtlMs?: number;
  /** Where services and providers log (the app's logger); silent by default. */
  logger?: FastifyBaseLogger;
  /** SMS_PROVIDER's choice (the sandbox by default), or a ready provider (a test's failure knob). */
  sms?: SmsProviderName | SmsProvider;
  /** Whether the sandbox's outbox is served (config smsOutbox); yes by default. */
  smsOutbox?: boolean;
  /** Payment settings from config (PAYMENT variables); only the sandbox by default. */
  payments?: PaymentConfig;
  orders?: {
    /** Key of the identity numbers' keyed hash (config shopSecret); a random one per instance by default. */
    secret?: string;
    /** The sandbox courier's minutes between tracking events (5 by default). */
    logisticsMinutesPerStep?: number;
    /** The carrier's order acceptance (the sandbox by default). */
    carrier?: CarrierAcceptance;
  };
  iot?: {
    /** The carrier's SIM platform (the sandbox on the shop's database by default). */
    platform?: SimPlatform;
    /** The time the SIM rules see (tests move it); the system clock by default. */
    clock?: () => Date;
    /** The carrier's network switching (the sandbox on the shop's database by default). */
    switcher?: NetworkSwitcher;
    /** How long the sandbox carrier takes to switch a network (config networkSwitchSeconds; 5 s by default). */
    networkSwitchMs?: number;
  };
  device?: {
    /** The device control platform (the sandbox on the shop's database by default). */
    control?: DeviceControl;
    /** The sandbox's delays (config deviceSandbox). */
    sandbox?: SandboxDeviceOptions;
  };
  /** The sandbox real-name operator's knobs (decision delay, failures); its notifications are signed with the payment sandbox's secret. */
  realname?: SandboxOperatorTuning;
}

/** The real-name owner's part of a card for the SIM module: its standing, and its statuses a reading stores. */
export const cardRealname = (db: Database) => ({
  statusOf: (simId: number) => realnameStatusOf(db, simId),
  storeRead: storeReadStatus,
});

/** The packages owner's part of a card for the SIM module: what it holds, the plan's use from a reading, whether it must buy one. */
export const cardPlans = (db: Database) => ({
  packagesOf: (simId: number) => packagesOfSim(db, simId),
  takeUse: takePlanUse,
  needBuyPackage: (simId: number) => needBuyPackageOf(db, simId),
});

export const createServices = (db: Database, options: ServiceOptions = {}) => {
  const logger = options.logger ?? pino({ level: 'silent' });
  const promoter = createPromoterService(db, { cacheTtlMs: options.cacheTtlMs });
  const hk = createHkService(db, { promoters: promoter, cacheTtlMs: options.cacheTtlMs });
  const sms = typeof options.sms === 'object' ? options.sms : createSmsProvider(options.sms ?? 'sandbox', db, logger);
  const auth = createAuthService(db, {
    sms,
    orderQueryMode: async () => (await hk.genericConfig()).orderQueryMode,
    outboxOpen: options.smsOutbox ?? true,
    logger,
  });
  const goods = createGoodsService(db, promoter);
  // One courier for shop orders and points shop parcels.
  const logistics = createSandboxLogistics({ minutesPerStep: options.orders?.logisticsMinutesPerStep ?? 5 });
  // One key for every identity number the shop keeps (orders and real-name).
  const shopSecret = options.orders?.secret ?? randomBytes(32).toString('hex');
  const orders = createOrderService(db, {
    auth,
    carrier: options.orders?.carrier ?? createSandboxCarrier(),
    logistics,
    promoters: promoter,
    secret: shopSecret,
  });
  const paymentProviders = createPaymentProviders(db, options.payments);
  const platform = options.iot?.platform ?? createSandboxSimPlatform(db);
  const wallet = createWalletService(db, {
    providers: paymentProviders,
    platform,
    logger,
    clock: options.iot?.clock,
    fulfilers: {
      package: packageFulfiler(platform, completeTask),
      coupon: couponFulfiler,
      vip: vipFulfiler,
      accelerate: accelerateFulfiler(platform),
      pointsShop: pointsShopFulfiler({ platform, logistics }),
    },
    itemNames: composeItemNames(packageItemNames(db), couponItemNames(db), vipItemNames(db), accelerateItemNames(db), pointsShopItemNames(db)),
    completeTask,
    releasers: { pointsShop: releasePointsOrders },
    releaseHeld: releaseHeldCoupons,
  });
  const packages = createPackageService(db, {
    platform,
    providers: paymentProviders,
    sms,
    logger,
    clock: options.iot?.clock,
    vipPercentOf: vipPercentOf(db),
    completeTask,
  });
  const coupons = createCouponService(db, { providers: paymentProviders, offerNames: offerNamesOf, clock: options.iot?.clock });
  const vip = createVipService(db, { providers: paymentProviders, clock: options.iot?.clock });
  const accelerate = createAccelerateService(db, { platform, providers: paymentProviders, addonOffersAmong, clock: options.iot?.clock });
  const points = createPointsService(db, { clock: options.iot?.clock, orderSubjects: pointsOrderSubjects(db) });
  const usage = createUsageService(db, { sms, addonOffersAmong, logger, clock: options.iot?.clock });
  const payments = createPaymentService(db, { providers: paymentProviders, orders, cardOrders: wallet });
  const pointsShop = createPointsShopService(db, {
    platform,
    logistics,
    checkout: createCardCheckout(db, { providers: paymentProviders, clock: options.iot?.clock ?? (() => new Date()) }),
    payments,
    wallet,
    clock: options.iot?.clock,
  });
  return {
    promoter,
    hk,
    dict: createDictService(db),
    goods,
    orders,
    payments,
    numbers: createNumberService(db, { geoip: createGeoip(), promoters: promoter }),
    auth,
    iot: createIotService(db, {
      auth,
      platform,
      logger,
      clock: options.iot?.clock,
      realname: cardRealname(db),
      plans: cardPlans(db),
      renewalOf: packages.renewalOf,
      defaultPromoCode: async () => (await promoter.resolve(undefined, 'defaultOrNone'))?.promoCode,
      // The membership and the speed add-on in force: one indexed look-up each.
      perksOf: async (sim, now, locale) => {
        const [vipOrder, accelerateOrder] = await Promise.all([currentMembership(db, sim.id, now, locale), currentAcceleration(db, sim.id, now, locale)]);
        return { vipOrder, accelerateOrder };
      },
      // What the card holds, each from its owner, read side by side.
      holdingsOf: async (simId) => {
        const [money, integral, coupons, existPayPassword] = await Promise.all([
          moneyOf(db, simId),
          pointsOf(db, simId),
          couponHoldingOf(db, simId),
          payPasswordSet(db, simId),
        ]);
        return { ...money, integral, ...coupons, existPayPassword };
      },
      usageAlertOf: usage.noticeOf,
      afterReading: usage.afterReading,
    }),
    wallet,
    packages,
    payPassword: createPayPasswordService(db, { auth, providers: paymentProviders, clock: options.iot?.clock }),
    coupons,
    vip,
    accelerate,
    points,
    usage,
    addresses: createAddressService(db, { clock: options.iot?.clock }),
    account: createAccountService(db, { auth, completeTask, clock: options.iot?.clock }),
    network: createNetworkService(db, {
      switcher: options.iot?.switcher ?? createSandboxNetworkSwitcher(db, { delayMs: options.iot?.networkSwitchMs }),
      clock: options.iot?.clock,
    }),
    pointsShop,
    realname: createRealnameService(db, {
      providers: createRealnameProviders(db, options.payments?.sandboxSecret, {
        ...(options.payments && { duplicateRate: options.payments.sandboxDuplicateRate }),
        ...options.realname,
      }),
      secret: shopSecret,
      completeTask,
      publicUrl: paymentProviders.publicUrl,
      clock: options.iot?.clock,
    }),
    site: createSiteService(db, promoter),
    wifiCards: createWifiCardService(db, options.iot?.clock),
    device: createDeviceService(db, {
      control: options.device?.control ?? createSandboxDeviceControl(db, options.device?.sandbox),
      auth,
      logger,
      clock: options.iot?.clock,
    }),
    customer: createCustomerService(db, promoter),
  };
};

export type Services = ReturnType<typeof createServices>;
