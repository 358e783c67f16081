import type { CardPayment, DataOf, EndpointOf, IotOrder, PickupPoint, ShopGoodsCard, ShopGoodsDetail, ShopOrder, SimAddress } from '@shop/contract';
import { aPage } from '../../../shared/pageTesting';

/** Fixtures for the points shop's page tests, any field overridden. */

export const aShopGoods = (overrides: Partial<ShopGoodsCard> = {}): ShopGoodsCard => ({
  id: 11,
  kind: 'dataPack',
  name: '5GB 流量包',
  cover: '/shop/goods/5gb.png',
  points: 300,
  cashFen: 0,
  marketFen: 1000,
  stock: 50,
  ...overrides,
});

export const aGoodsDetail = (overrides: Partial<ShopGoodsDetail> = {}): ShopGoodsDetail => ({
  ...aShopGoods(),
  images: ['/shop/goods/5gb-1.png', '/shop/goods/5gb-2.png'],
  description: '兑换后立即到账，30 天有效',
  gives: '5GB 30 天',
  limitPerCard: 2,
  boughtByCard: 0,
  canBuy: 2,
  deliveries: ['card'],
  ...overrides,
});

export const aPhysicalGoods = (overrides: Partial<ShopGoodsDetail> = {}): ShopGoodsDetail =>
  aGoodsDetail({ id: 12, kind: 'physical', name: '保温杯', points: 200, cashFen: 990, gives: null, deliveries: ['express', 'pickup'], canBuy: 3, limitPerCard: null, ...overrides });

export const aPayment = (overrides: Partial<CardPayment> = {}): CardPayment => ({
  balanceFen: 5000,
  payPassword: { set: true, lockedUntil: null, triesLeft: 5 },
  paymentTypes: ['wechat'],
  ...overrides,
});

type Details = DataOf<EndpointOf<'integralShopGoodsDetails'>>;

export const goodsDetails = (goods: ShopGoodsDetail = aGoodsDetail(), overrides: Partial<Details> = {}): Details => ({ goods, integral: 1000, payment: aPayment(), ...overrides });

type ShopIndex = DataOf<EndpointOf<'integralShopIndex'>>;

export const aShopIndex = (goods: ShopGoodsCard[] = [aShopGoods()], overrides: Partial<ShopIndex> = {}): ShopIndex => ({
  integral: 1000,
  banners: [{ image: '/shop/banners/points.png', link: '/pages-sub/iot/task/index' }],
  categories: [
    { id: 1, name: '流量' },
    { id: 2, name: '好物' },
  ],
  goods: aPage(goods),
  ...overrides,
});

export const anAddress = (overrides: Partial<SimAddress> = {}): SimAddress => ({
  id: 5,
  name: '王小明',
  mobile: '13912345678',
  provinceCode: '440000',
  cityCode: '440300',
  countyCode: '440305',
  region: '广东省深圳市南山区',
  detail: '科技园南路 1 号',
  isDefault: true,
  ...overrides,
});

export const aPickupPoint = (overrides: Partial<PickupPoint> = {}): PickupPoint => ({
  id: 3,
  name: '南山门店',
  address: '广东省深圳市南山区科技园南路 2 号',
  mobile: '075512345678',
  hours: '09:00-21:00',
  ...overrides,
});

export const aShopOrder = (overrides: Partial<ShopOrder> = {}): ShopOrder => ({
  orderSn: 'PS20250301100000123456',
  status: 'completed',
  goodsId: 11,
  kind: 'dataPack',
  goodsName: '5GB 流量包',
  cover: '/shop/goods/5gb.png',
  quantity: 1,
  points: 300,
  cashFen: 0,
  delivery: 'card',
  expiresAt: null,
  createdAt: '2025-03-01T02:05:00.000Z',
  address: null,
  pickupPoint: null,
  pickupCode: null,
  gives: '5GB 30 天',
  cashOrder: null,
  tracking: null,
  paidAt: '2025-03-01T02:05:00.000Z',
  cancelledAt: null,
  ...overrides,
});

/** The card order of a shop order's cash part, unpaid until paid online. */
export const aCashOrder = (overrides: Partial<IotOrder> = {}): IotOrder => ({
  orderSn: 'IOT20250301100000888888',
  kind: 'pointsShop',
  title: '积分商城 · 保温杯',
  status: 'unpaid',
  payWith: 'online',
  amountFen: 990,
  bonusFen: 0,
  discountFen: 0,
  vipDiscountFen: 0,
  paymentType: null,
  expiresAt: '2025-03-01T02:35:00.000Z',
  paidAt: null,
  createdAt: '2025-03-01T02:05:00.000Z',
  ...overrides,
});

/** The JSON body of a fetch's request. */
export const bodyOf = (init: RequestInit | undefined): Record<string, unknown> => JSON.parse(String(init?.body)) as Record<string, unknown>;
