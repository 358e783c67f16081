import { cleanup } from '@testing-library/react';
import type { AccelerateOrder, SimInfo, SimLayout, VipOrder } from '@shop/contract';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { showChineseTexts } from '../../shared/pageTesting';
import { fakeFetch, recordingUi } from '../../shared/request/testing';
import { useIotStore } from '../../stores/iot';

/** Fixtures for SIM page tests: a normal data card and the demo promoter's layout, any field overridden. */

export const aSimInfo = (overrides: Partial<SimInfo> = {}): SimInfo => ({
  simNo: '8986011234567890001',
  iccid: '8986011234567890001',
  imsi: '460011234567890',
  imei: '',
  mobile: '14412345678',
  balance: 2350,
  arrearsBalance: 0,
  integral: 120,
  couponCoin: 8,
  simStatus: 1,
  authStatus: 1,
  authPlatformStatus: 1,
  internetStatus: 1,
  onlineStatus: 1,
  cancelStatus: 0,
  replaceStatus: 0,
  totalFlow: 102400,
  useFlow: 25600,
  surplusFlow: 76800,
  surplusTime: 45,
  surplusUnit: 1,
  status: 1,
  endAt: '2025-04-15T15:59:59.000Z',
  lastRobinAt: '2025-03-01T02:00:00.000Z',
  createdAt: '2024-10-01T00:00:00.000Z',
  operatorType: 2,
  needBuyCoupon: false,
  bindPhoneMode: 0,
  boundMobile: null,
  apn: '3gnet',
  promoCode: 'demo',
  needBuyPackage: false,
  needAuth: false,
  needPlatformAuth: false,
  platformAuthType: 0,
  existPayPassword: false,
  cardPasswordMode: 'none',
  sourceType: 1,
  deviceNo: '',
  isInfiniteFlow: false,
  rechargeTimes: 2,
  numbAuth: true,
  breakRuleId: null,
  breakTips: '',
  renewal: null,
  usageAlert: null,
  allowRemoveBreak: false,
  device: null,
  viceSims: [],
  volumePackageId: null,
  volume: null,
  simShopLayout: { domain: '' },
  vipOrder: null,
  accelerateOrder: null,
  ...overrides,
});

const menu = (title: string, link: string) => ({ title, icon: '', link });

/** What a membership and a speed add-on share (spec 3's vip and accelerate orders): in force until 2099. */
const aPerkTerm = {
  id: 1,
  simId: 1,
  uuid: 'u-1',
  orderSn: 'IOT20250301100000777777',
  placeType: 1,
  actualPayMoney: 990,
  logo: '',
  packagePrice: 990,
  privileges: { gi: '', items: [] },
  startAt: '2025-03-01T02:00:00.000Z',
  endAt: '2099-03-01T08:00:00.000Z',
  validTag: true,
  refundAt: null,
  refundRemark: '',
  refundType: null,
  remark: '',
  status: 1,
  updatedAt: '2025-03-01T02:00:00.000Z',
  createdAt: '2025-03-01T02:00:00.000Z',
};

export const aVipOrder = (overrides: Partial<VipOrder> = {}): VipOrder => ({ ...aPerkTerm, vipId: 2, vipName: '黄金会员', ...overrides });

export const anAccelerateOrder = (overrides: Partial<AccelerateOrder> = {}): AccelerateOrder => ({
  ...aPerkTerm,
  accelerateId: 4,
  accelerateName: '5G 极速 1 天',
  speedCode: '5G-MAX',
  ...overrides,
});

export const aSimLayout = (overrides: Partial<SimLayout> = {}): SimLayout => ({
  name: '示例物联卡',
  logo: '',
  refreshSwitch: true,
  packageLamp: true,
  kefuUrl: 'https://kefu.example.com/chat',
  notice: '春季流量包限时八折',
  maxMenuTimes: 10,
  menus: [menu('套餐订购', '/pages/iot/index/package/index'), menu('余额充值', '/pages/iot/index/balance/index')],
  carousels: [],
  popup: { switch: false, title: '', content: '' },
  tabBar: { switch: false, middleBulge: false, items: [] },
  user: { elements: ['asset', 'service', 'vip', 'moreMenu'], carousels: [], maxMenuTimes: 0, service: [menu('历史用量', '/pages-sub/iot/index/historyLine/index')] },
  ...overrides,
});

/**
 * Each test of the file runs as the holder of card 001, logged in, with Chinese texts: returns
 * the test's fake fetch, which answers the page's calls.
 */
export function asCardHolder(): () => ReturnType<typeof fakeFetch> {
  let fetch: ReturnType<typeof fakeFetch> | undefined;
  beforeAll(showChineseTexts);
  beforeEach(() => {
    fetch = fakeFetch();
    recordingUi();
    useIotStore.getState().login(aSimInfo().simNo, 'token');
  });
  afterEach(cleanup);
  return () => {
    if (!fetch) throw new Error('The card holder exists only inside tests.');
    return fetch;
  };
}
