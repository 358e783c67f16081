import type { QueryClient } from '@tanstack/react-query';
import type { api, ApiName } from '@shop/contract';

/** An endpoint whose answer the cache keeps: a read. */
type CardRead = { [N in ApiName]: (typeof api)[N]['method'] extends 'GET' ? N : never }[ApiName];

/** Every card read money moving changes: the SIM home's figures, the lists and the choices, coupons, membership and speed add-ons included. */
const MONEY: readonly CardRead[] = [
  'simInfo',
  'simPackageList',
  'simBalanceList',
  'simBalanceLogList',
  'iotOrderList',
  'iotOrderDetail',
  'balanceChoose',
  'packageChoose',
  'packageDetails',
  'renewPackageOption',
  'couponChoose',
  'simCouponList',
  'couponExchangeList',
  'couponCoinLogList',
  'vipList',
  'accelerateList',
  'accelerateOrderList',
];

/** Every card read that shows the card's points or what they bought: the SIM home, the shop, its orders, the tasks and the points log. */
const POINTS: readonly CardRead[] = ['simInfo', 'integralShopIndex', 'integralShopGoodsDetails', 'shopOrderList', 'shopOrderDetails', 'taskCenter', 'simIntegralLogList'];

/** The SIM home shows the device's bands. */
const DEVICE: readonly CardRead[] = ['simInfo'];

/**
 * The card reads each change makes stale, by the contract's endpoint names: a feature says what it
 * changed, and whoever shows one of these reads it again. The reads belong to many features; only
 * this table names them for another.
 */
const CHANGES = {
  simRefresh: ['simInfo'],
  simRemoveBreak: ['simInfo'],
  // Usage alerts are texted to the bound mobile, and the device's proof code is sent to it.
  simBindMobile: ['simInfo', 'taskCenter', 'simUsageAlerts', 'deviceInfo'],
  // Once the carrier has switched, the home, the packages and the real-name follow the network.
  simSwitchNet: ['simInfo', 'simPackageList', 'packageChoose', 'realnameState'],
  simUpdateRenewPackage: ['renewPackageOption', 'simInfo'],
  simUpdatePayPass: ['simInfo', 'packageDetails'],
  simPlatformAuth: ['realnameState', 'simInfo'],
  // The operator's verdict arrives after its page: the home banner follows it.
  simOfficialAuth: ['simInfo'],
  setSimUsageAlerts: ['simUsageAlerts', 'simInfo'],
  dismissSimUsageAlert: ['simInfo'],
  deviceSetWiFiSsidPwd: DEVICE,
  deviceSetWiFiDisplay: DEVICE,
  deviceRestart: DEVICE,
  deviceClose: DEVICE,
  deviceReset: DEVICE,
  // The device applies what it accepted later: its report says when it has.
  deviceInfo: DEVICE,
  // Paid from the balance or at the cashier (iotOrderPay), a purchase moves money; a points shop order moves points too.
  createBalanceOrder: MONEY,
  createCouponOrder: MONEY,
  buyPackage: MONEY,
  createVipOrder: MONEY,
  createAccelerateOrder: MONEY,
  iotOrderPay: MONEY,
  exchangeCoupon: MONEY,
  buyShopGoods: [...MONEY, ...POINTS],
  repayShopOrder: [...MONEY, ...POINTS],
  generalSignIn: POINTS,
  // Also when an unpaid order's time is up: the server closes it as a cancel would.
  cancelShopOrder: POINTS,
} as const satisfies { readonly [C in ApiName]?: readonly CardRead[] };

/** A change of the card, named by the endpoint that makes it. */
export type CardChange = keyof typeof CHANGES;

/** After a change: every read it made stale is read again by whoever shows it. */
export async function afterCardChange(client: QueryClient, change: CardChange): Promise<void> {
  await Promise.all([...new Set(CHANGES[change])].map((name) => client.invalidateQueries({ queryKey: [name] })));
}
