import type { IotOrder, ShopOrder } from '@shop/contract';

/** Fixtures for the points order tests: an order of a physical item, waiting for its cash part, any field overridden. */

export const aCashOrder = (overrides: Partial<IotOrder> = {}): IotOrder => ({
  orderSn: 'IOT20250301100000444444',
  kind: 'pointsShop',
  title: '积分商城 · 保温杯',
  status: 'unpaid',
  payWith: 'online',
  amountFen: 990,
  bonusFen: 0,
  discountFen: 0,
  vipDiscountFen: 0,
  paymentType: null,
  expiresAt: '2099-03-01T02:30:00.000Z',
  paidAt: null,
  createdAt: '2025-03-01T02:00:00.000Z',
  ...overrides,
});

export const aShopOrder = (overrides: Partial<ShopOrder> = {}): ShopOrder => ({
  orderSn: 'PS20250301100000123456',
  status: 'unpaid',
  goodsId: 7,
  kind: 'physical',
  goodsName: '保温杯',
  cover: '/shop/points/cup.svg',
  quantity: 1,
  points: 300,
  cashFen: 990,
  delivery: 'express',
  expiresAt: '2099-03-01T02:30:00.000Z',
  createdAt: '2025-03-01T02:00:00.000Z',
  address: { name: '王小明', mobile: '13923456789', provinceCode: '440000', cityCode: '440300', countyCode: '440305', region: '广东省深圳市南山区', detail: '科技园 1 号' },
  pickupPoint: null,
  pickupCode: null,
  gives: null,
  cashOrder: aCashOrder(),
  tracking: null,
  paidAt: null,
  cancelledAt: null,
  ...overrides,
});

/** A paid order to collect at a pick-up point. */
export const aPickupOrder = (overrides: Partial<ShopOrder> = {}): ShopOrder =>
  aShopOrder({
    status: 'paid',
    delivery: 'pickup',
    address: null,
    pickupPoint: { id: 2, name: '南山营业厅', address: '广东省深圳市南山区科技园 2 号', mobile: '075512345678', hours: '09:00-18:00' },
    pickupCode: '835201',
    cashFen: 0,
    cashOrder: null,
    expiresAt: null,
    paidAt: '2025-03-01T02:01:00.000Z',
    ...overrides,
  });

/** A data package credited to the card at once. */
export const aVirtualOrder = (overrides: Partial<ShopOrder> = {}): ShopOrder =>
  aShopOrder({
    status: 'completed',
    kind: 'dataPack',
    goodsName: '10GB 流量包',
    delivery: 'card',
    address: null,
    gives: '10GB 30 天',
    cashFen: 0,
    cashOrder: null,
    expiresAt: null,
    paidAt: '2025-03-01T02:01:00.000Z',
    ...overrides,
  });
