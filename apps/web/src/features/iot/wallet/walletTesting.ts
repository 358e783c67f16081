import type { DataOf, EndpointOf, IotOrder, PackageOffer } from '@shop/contract';

/** Fixtures for the wallet's page tests, any field overridden. */

export const anIotOrder = (overrides: Partial<IotOrder> = {}): IotOrder => ({
  orderSn: 'IOT20250301100000123456',
  kind: 'recharge',
  title: '余额充值 ¥100.00',
  status: 'unpaid',
  payWith: 'online',
  amountFen: 10000,
  bonusFen: 1000,
  discountFen: 0,
  vipDiscountFen: 0,
  paymentType: null,
  expiresAt: '2025-03-01T02:35:00.000Z',
  paidAt: null,
  createdAt: '2025-03-01T02:05:00.000Z',
  ...overrides,
});

export const anOffer = (overrides: Partial<PackageOffer> = {}): PackageOffer => ({
  id: 7,
  kind: 'base',
  name: '30GB 月包',
  flowMb: 30720,
  validity: { count: 1, unit: 2 },
  priceFen: 2900,
  originalFen: 3900,
  vipPriceFen: null,
  effects: ['now', 'nextCycle'],
  renewable: true,
  description: '全国通用流量',
  ...overrides,
});

type Details = DataOf<EndpointOf<'packageDetails'>>;

export const packageDetails = (overrides: Partial<Details> = {}): Details => ({
  offer: anOffer(),
  balanceFen: 5000,
  payPassword: { set: true, lockedUntil: null, triesLeft: 5 },
  coupons: [],
  paymentTypes: ['wechat', 'alipay'],
  cycleEndsAt: '2025-03-31T15:59:59.000Z',
  ...overrides,
});

/** The JSON body of a fetch's request. */
export const bodyOf = (init: RequestInit | undefined): Record<string, unknown> => JSON.parse(String(init?.body)) as Record<string, unknown>;
