import { randomUUID } from 'node:crypto';
import { type BaseConfig, DEFAULT_INDEX_GROUP, type EndpointOf, type GenericConfig, idCardCheckDigit, type ParsedBodyOf } from '@shop/contract';
import type { realnameRequests } from '../db/schema';
import type { PointEvent } from '../modules/hk/service';
import type { DictOptionInput } from '../modules/dict/service';
import type { NumberInput } from '../modules/numbers/catalogue';
import type { GoodsInput, SinglePageInput } from '../modules/goods/service';

type Front = BaseConfig['front'];
export type PromoterOverrides = Partial<Omit<BaseConfig, 'front'>> & { front?: Partial<Front> };

/** A complete, valid promoter; override only what a test or the demo cares about. */
export const aPromoter = (overrides: PromoterOverrides = {}): BaseConfig => {
  const { front, ...rest } = overrides;
  const promoCode = rest.promoCode ?? 'promoter';
  return {
    promoCode,
    promoName: `推广商 ${promoCode}`,
    isAgent: false,
    domain: '',
    inviteCode: '',
    douyinMpImId: '',
    kuaishouMpImId: '',
    showPaymentType: ['wechat'],
    shopMenu: [],
    ...rest,
    front: {
      title: '号码商城',
      keywords: '手机号码,靓号,流量卡',
      description: '在线选号，快速下单',
      logo: '',
      indexCarousel: [],
      bottomTips: '',
      ipcCode: '',
      kefuUrl: '',
      kefuQr: '',
      kefuMobile: '',
      followQr: '',
      shopTemplate: 1,
      fastNav: [],
      suggest: false,
      indexSearch: true,
      indexFirstGroup: 2,
      showInviteRegister: false,
      ...front,
    },
  };
};

export const someGenericSettings = (overrides: Partial<GenericConfig> = {}): GenericConfig => ({
  orderQueryMode: 'sms',
  loginAvatar: '',
  defaultPromoCode: 'demo',
  ...overrides,
});

export const aDictOption = (overrides: Partial<DictOptionInput> = {}): DictOptionInput => ({
  label: '选项',
  value: '1',
  ...overrides,
});

export const aPointEvent = (overrides: Partial<PointEvent> = {}): PointEvent => ({
  event: 'page_view',
  ...overrides,
});

/** A valid product on sale for `demo`; override only what a test or the demo cares about. */
export const aGoods = (overrides: Partial<GoodsInput> = {}): GoodsInput => ({
  promoCode: 'demo',
  name: '移动流量卡 · 月租 19 元',
  subtitle: '20GB 通用流量',
  group: DEFAULT_INDEX_GROUP,
  operator: 1,
  priceFen: 1900,
  monthlyFen: 1900,
  dataMb: 20 * 1024,
  voiceMinutes: 0,
  cover: '/shop/goods/mobile-data.svg',
  images: [],
  details: [],
  tags: [],
  stock: 100,
  sort: 0,
  onSale: true,
  ...overrides,
});

/** A valid featured page of `demo` with no products and no number search. */
export const aSinglePage = (overrides: Partial<SinglePageInput> = {}): SinglePageInput => ({
  promoCode: 'demo',
  pageCode: 'page',
  title: '专题页',
  cover: '',
  intro: [],
  themeColor: '#1677ff',
  goodsIds: [],
  numberSearch: null,
  ...overrides,
});

/** An available China Mobile number in Shenzhen owned by `promoter`, with no price and a 19-yuan plan. */
export const aNumber = (overrides: Partial<NumberInput> = {}): NumberInput => ({
  number: '13800138027',
  operator: 1,
  provinceCode: '440000',
  cityCode: '440300',
  priceFen: 0,
  planFen: 1_900,
  promoCode: 'promoter',
  status: 'available',
  ...overrides,
});

export type OrderCreateBody = ParsedBodyOf<EndpointOf<'orderCreate'>>;

/**
 * A valid identity number: issued in Beijing's Dongcheng district (`region`) to someone born on
 * 7 March 1990 (`birth`, yyyyMMdd); the 3-digit `serial` keeps buyers apart.
 */
export const anIdCard = (overrides: { region?: string; birth?: string; serial?: string } = {}): string => {
  const { region = '110101', birth = '19900307', serial = '123' } = overrides;
  const first17 = `${region}${birth}${serial}`;
  return `${first17}${idCardCheckDigit(first17)}`;
};

/**
 * A valid order of demo's `13800138027` for a 36-year-old in Shenzhen, with a fresh
 * idempotency key; the SMS code must be one really sent to the buyer's mobile.
 */
export const anOrder = (overrides: Partial<Omit<OrderCreateBody, 'buyer'>> & { buyer?: Partial<OrderCreateBody['buyer']> } = {}): OrderCreateBody => {
  const { buyer, ...rest } = overrides;
  return {
    idempotencyKey: randomUUID(),
    item: { kind: 'number', number: '13800138027' },
    address: { provinceCode: '440000', cityCode: '440300', countyCode: '440305', detail: '科技园南区高新南七道 1 栋 101 室' },
    agreeAgreement: true,
    ...rest,
    buyer: { name: '张伟', idCard: anIdCard(), mobile: '13912345678', smsCode: '000000', ...buyer },
  };
};

/** A holder's real-name request (an operator request just opened for the card's own number, unless overridden). */
export const aRealnameRequest = (simId: number, simNo: string, overrides: Partial<typeof realnameRequests.$inferInsert> = {}): typeof realnameRequests.$inferInsert => ({
  requestSn: `RN${randomUUID().replace(/-/g, '').slice(0, 24).toUpperCase()}`,
  simId,
  kind: 'official',
  channelSimNo: simNo,
  operatorType: 1,
  status: 'opened',
  ...overrides,
});
