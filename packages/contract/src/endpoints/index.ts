import type { ApiName } from '../api';
import type { Endpoint } from '../endpoint';
import * as accelerate from './accelerate';
import * as account from './account';
import * as addresses from './addresses';
import * as auth from './auth';
import * as coupons from './coupons';
import * as customer from './customer';
import * as device from './device';
import * as dev from './dev';
import * as dict from './dict';
import * as goods from './goods';
import * as hk from './hk';
import * as iot from './iot';
import * as network from './network';
import * as numbers from './numbers';
import * as orders from './orders';
import * as payments from './payments';
import * as points from './points';
import * as pointsShop from './pointsShop';
import * as realname from './realname';
import * as site from './site';
import * as usage from './usage';
import * as vip from './vip';
import * as wallet from './wallet';

export { accelerate, account, addresses, auth, coupons, customer, dev, device, dict, goods, hk, iot, network, numbers, orders, payments, points, pointsShop, realname, site, usage, vip, wallet };

/** Every endpoint of the product by name; the server registers exactly these. */
export const endpointsByName = {
  baseConfig: hk.baseConfig,
  genericConfig: hk.genericConfig,
  pointReport: hk.pointReport,
  dictOptions: dict.dictOptions,
  numberList: numbers.numberList,
  ipLocation: numbers.ipLocation,
  goodsList: goods.goodsList,
  singlePageInfo: goods.singlePageInfo,
  sendCode: auth.sendCode,
  smsSend: auth.smsSend,
  shopLogin: auth.shopLogin,
  shopLogout: auth.shopLogout,
  orderCreate: orders.orderCreate,
  orderPay: payments.orderPay,
  orderList: orders.orderList,
  orderDetail: orders.orderDetail,
  orderCancel: orders.orderCancel,
  orderLogistics: orders.orderLogistics,
  sandboxCashierAct: payments.sandboxCashierAct,
  aboutText: site.aboutText,
  loginProtocol: site.loginProtocol,
  sysQuestionList: customer.sysQuestionList,
  sysQuestionView: customer.sysQuestionView,
  hotQuestionList: customer.hotQuestionList,
  devSmsOutbox: dev.devSmsOutbox,
  simLoginConfig: iot.simLoginConfig,
  simLoginCode: iot.simLoginCode,
  simLogin: iot.simLogin,
  simLogout: iot.simLogout,
  simInfo: iot.simInfo,
  simRefresh: iot.simRefresh,
  simLayout: iot.simLayout,
  simHistoryLine: iot.simHistoryLine,
  simPackageList: iot.simPackageList,
  iotOrderPay: wallet.iotOrderPay,
  iotOrderDetail: wallet.iotOrderDetail,
  iotOrderList: wallet.iotOrderList,
  simCouponList: coupons.simCouponList,
  payPassCode: wallet.payPassCode,
  simRemoveBreak: iot.simRemoveBreak,
  iotProtocol: iot.iotProtocol,
  iotLoginProtocol: iot.iotLoginProtocol,
  realnameState: realname.realnameState,
  realnameSandboxAct: realname.realnameSandboxAct,
  bindMobileCode: account.bindMobileCode,
  bindMobileOldCode: account.bindMobileOldCode,
  simNetState: network.simNetState,
  wifiCreate: site.wifiCreate,
  getWifiCode: site.getWifiCode,
  wxJsSign: site.wxJsSign,
  wechatInfo: site.wechatInfo,
  updateAuthorizeStatus: site.updateAuthorizeStatus,
  checkScanAuthorize: site.checkScanAuthorize,
  ksUpdateProfile: site.ksUpdateProfile,
  wechatAuthorize: site.wechatAuthorize,
  simBindMobile: account.simBindMobile,
  simPlatformAuth: realname.simPlatformAuth,
  simUpdatePayPass: wallet.simUpdatePayPass,
  simUpdateRenewPackage: wallet.simUpdateRenewPackage,
  closeVolumePackage: wallet.closeVolumePackage,
  createCouponOrder: coupons.createCouponOrder,
  createBalanceOrder: wallet.createBalanceOrder,
  buyPackage: wallet.buyPackage,
  simSwitchNet: network.simSwitchNet,
  createVipOrder: vip.createVipOrder,
  createAccelerateOrder: accelerate.createAccelerateOrder,
  exchangeCoupon: coupons.exchangeCoupon,
  generalSignIn: points.generalSignIn,
  buyShopGoods: pointsShop.buyShopGoods,
  cancelShopOrder: pointsShop.cancelShopOrder,
  repayShopOrder: pointsShop.repayShopOrder,
  setSimAddress: addresses.setSimAddress,
  delSimAddress: addresses.delSimAddress,
  setDefaultSimAddress: addresses.setDefaultSimAddress,
  simOfficialAuth: realname.simOfficialAuth,
  deviceOfficialAuth: realname.deviceOfficialAuth,
  couponChoose: coupons.couponChoose,
  renewPackageOption: wallet.renewPackageOption,
  packageChoose: wallet.packageChoose,
  packageDetails: wallet.packageDetails,
  balanceChoose: wallet.balanceChoose,
  accelerateOrderList: accelerate.accelerateOrderList,
  simBalanceList: wallet.simBalanceList,
  simBalanceLogList: wallet.simBalanceLogList,
  simIntegralLogList: points.simIntegralLogList,
  integralShopIndex: pointsShop.integralShopIndex,
  integralShopGoodsDetails: pointsShop.integralShopGoodsDetails,
  simAddressList: addresses.simAddressList,
  goodsShopStore: pointsShop.goodsShopStore,
  shopOrderList: pointsShop.shopOrderList,
  shopOrderDetails: pointsShop.shopOrderDetails,
  vipList: vip.vipList,
  taskCenter: points.taskCenter,
  accelerateList: accelerate.accelerateList,
  couponExchangeList: coupons.couponExchangeList,
  couponCoinLogList: coupons.couponCoinLogList,
  deviceSetWiFiSsidPwd: device.deviceSetWiFiSsidPwd,
  deviceSetWiFiDisplay: device.deviceSetWiFiDisplay,
  deviceRestart: device.deviceRestart,
  deviceClose: device.deviceClose,
  deviceReset: device.deviceReset,
  deviceInfo: device.deviceInfo,
  deviceProofCode: device.deviceProofCode,
  deviceProve: device.deviceProve,
  deviceWifiPassword: device.deviceWifiPassword,
  simUsageAlerts: usage.simUsageAlerts,
  setSimUsageAlerts: usage.setSimUsageAlerts,
  dismissSimUsageAlert: usage.dismissSimUsageAlert,
} satisfies Record<ApiName, Endpoint>;

export type EndpointOf<N extends ApiName> = (typeof endpointsByName)[N];

export const endpoints: readonly Endpoint[] = Object.values(endpointsByName);
