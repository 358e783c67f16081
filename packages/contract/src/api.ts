import type { HttpMethod } from './endpoint';

interface ApiEntry {
  method: HttpMethod;
  path: `/api/${string}`;
  /** Where the endpoint takes the promoter's code; the web client adds the session's there, once. */
  promoCode?: 'query' | 'body';
  /** In the spec but not built yet: answers 40001 with the catalogue's text until its issue builds it. */
  notOpen?: true;
}

const notOpen = true;

/**
 * Every endpoint's method and path by name, without its schemas: the web client calls by
 * name from this table so that zod stays out of the browser bundle. The endpoint definitions
 * spread these entries, so a path is written only here.
 */
export const api = {
  baseConfig: { method: 'GET', path: '/api/hk/baseConfig', promoCode: 'query' },
  genericConfig: { method: 'GET', path: '/api/hk/genericConfig' },
  pointReport: { method: 'POST', path: '/api/hk/pointReport', promoCode: 'body' },
  dictOptions: { method: 'POST', path: '/api/dictData/options' },
  numberList: { method: 'GET', path: '/api/shop/numberList', promoCode: 'query' },
  ipLocation: { method: 'GET', path: '/api/shop/base/ipLocation' },
  goodsList: { method: 'GET', path: '/api/shop/goodsList', promoCode: 'query' },
  singlePageInfo: { method: 'GET', path: '/api/shop/singlePageInfo', promoCode: 'query' },
  sendCode: { method: 'POST', path: '/api/hk/sendCode' },
  smsSend: { method: 'POST', path: '/api/sms/send' },
  shopLogin: { method: 'POST', path: '/api/shop/login' },
  shopLogout: { method: 'POST', path: '/api/shop/logout' },
  orderCreate: { method: 'POST', path: '/api/shop/order/create', promoCode: 'body' },
  orderPay: { method: 'POST', path: '/api/shop/order/pay' },
  orderList: { method: 'GET', path: '/api/shop/order/list' },
  orderDetail: { method: 'GET', path: '/api/shop/order/detail' },
  orderCancel: { method: 'POST', path: '/api/shop/order/cancel' },
  orderLogistics: { method: 'GET', path: '/api/shop/order/logistics' },
  sandboxCashierAct: { method: 'POST', path: '/api/pay/sandbox/act' },
  aboutText: { method: 'GET', path: '/api/site/aboutText', promoCode: 'query' },
  loginProtocol: { method: 'GET', path: '/api/site/loginProtocol', promoCode: 'query' },
  sysQuestionList: { method: 'GET', path: '/api/shop/sysQuestion/list', promoCode: 'query' },
  sysQuestionView: { method: 'GET', path: '/api/shop/sysQuestion/view', promoCode: 'query' },
  hotQuestionList: { method: 'GET', path: '/api/shop/customer/hotQuestionList', promoCode: 'query' },
  devSmsOutbox: { method: 'GET', path: '/api/dev/smsOutbox' },
  simLoginConfig: { method: 'GET', path: '/api/simLoginConfig', promoCode: 'query' },
  simLoginCode: { method: 'POST', path: '/api/simLoginCode' },
  simLogin: { method: 'POST', path: '/api/simLogin' },
  simLogout: { method: 'POST', path: '/api/iot/simLogout' },
  simInfo: { method: 'GET', path: '/api/iot/simInfo' },
  simRefresh: { method: 'POST', path: '/api/iot/simRefresh' },
  simLayout: { method: 'GET', path: '/api/iot/simLayout' },
  simHistoryLine: { method: 'GET', path: '/api/iot/simHistoryLine' },
  simPackageList: { method: 'GET', path: '/api/iot/simPackageList' },
  iotOrderPay: { method: 'POST', path: '/api/iot/orderPay' },
  iotOrderDetail: { method: 'GET', path: '/api/iot/orderDetail' },
  iotOrderList: { method: 'GET', path: '/api/iot/orderList' },
  simCouponList: { method: 'GET', path: '/api/iot/simCouponList' },
  payPassCode: { method: 'POST', path: '/api/iot/payPassCode' },
  simRemoveBreak: { method: 'POST', path: '/api/iot/simRemoveBreak' },
  iotProtocol: { method: 'GET', path: '/api/iot/protocol' },
  iotLoginProtocol: { method: 'GET', path: '/api/site/iotLoginProtocol', promoCode: 'query' },
  realnameState: { method: 'GET', path: '/api/iot/realnameState' },
  realnameSandboxAct: { method: 'POST', path: '/api/realname/sandbox/act' },
  bindMobileCode: { method: 'POST', path: '/api/iot/bindMobileCode' },
  bindMobileOldCode: { method: 'POST', path: '/api/iot/bindMobileOldCode' },
  simNetState: { method: 'GET', path: '/api/iot/simNetState' },
  // Spec 7 calls not built yet (notOpen): the site's WeChat, Kuaishou and Wi-Fi calls, then the SIM self-service.
  wifiCreate: { method: 'POST', path: '/api/site/wifiCreate' },
  getWifiCode: { method: 'GET', path: '/api/site/getWifiCode' },
  wxJsSign: { method: 'GET', path: '/api/site/wxJsSign', notOpen },
  wechatInfo: { method: 'GET', path: '/api/site/wechatInfo', notOpen },
  updateAuthorizeStatus: { method: 'POST', path: '/api/site/updateAuthorizeStatus', notOpen },
  checkScanAuthorize: { method: 'POST', path: '/api/site/checkScanAuthorize', notOpen },
  ksUpdateProfile: { method: 'POST', path: '/api/site/ksUpdateProfile', notOpen },
  wechatAuthorize: { method: 'GET', path: '/api/wechat/authorize', notOpen },
  simBindMobile: { method: 'POST', path: '/api/iot/simBindMobile' },
  simPlatformAuth: { method: 'POST', path: '/api/iot/simPlatformAuth' },
  simUpdatePayPass: { method: 'POST', path: '/api/iot/simUpdatePayPass' },
  simUpdateRenewPackage: { method: 'POST', path: '/api/iot/simUpdateRenewPackage' },
  closeVolumePackage: { method: 'POST', path: '/api/iot/closeVolumePackage' },
  createCouponOrder: { method: 'POST', path: '/api/iot/createCouponOrder' },
  createBalanceOrder: { method: 'POST', path: '/api/iot/createBalanceOrder' },
  buyPackage: { method: 'POST', path: '/api/iot/buyPackage' },
  simSwitchNet: { method: 'POST', path: '/api/iot/simSwitchNet' },
  createVipOrder: { method: 'POST', path: '/api/iot/createVipOrder' },
  createAccelerateOrder: { method: 'POST', path: '/api/iot/createAccelerateOrder' },
  exchangeCoupon: { method: 'POST', path: '/api/iot/exchangeCoupon' },
  generalSignIn: { method: 'POST', path: '/api/iot/generalSignIn' },
  buyShopGoods: { method: 'POST', path: '/api/iot/buyShopGoods' },
  cancelShopOrder: { method: 'POST', path: '/api/iot/cancelShopOrder' },
  repayShopOrder: { method: 'POST', path: '/api/iot/repayShopOrder' },
  setSimAddress: { method: 'POST', path: '/api/iot/setSimAddress' },
  delSimAddress: { method: 'POST', path: '/api/iot/delSimAddress' },
  setDefaultSimAddress: { method: 'POST', path: '/api/iot/setDefaultSimAddress' },
  simOfficialAuth: { method: 'GET', path: '/api/iot/simOfficialAuth' },
  deviceOfficialAuth: { method: 'GET', path: '/api/iot/deviceOfficialAuth' },
  couponChoose: { method: 'GET', path: '/api/iot/couponChoose' },
  renewPackageOption: { method: 'GET', path: '/api/iot/renewPackageOption' },
  packageChoose: { method: 'GET', path: '/api/iot/packageChoose' },
  packageDetails: { method: 'GET', path: '/api/iot/packageDetails' },
  balanceChoose: { method: 'GET', path: '/api/iot/balanceChoose' },
  accelerateOrderList: { method: 'GET', path: '/api/iot/accelerateOrderList' },
  simBalanceList: { method: 'GET', path: '/api/iot/simBalanceList' },
  simBalanceLogList: { method: 'GET', path: '/api/iot/simBalanceLogList' },
  simIntegralLogList: { method: 'GET', path: '/api/iot/simIntegralLogList' },
  integralShopIndex: { method: 'GET', path: '/api/iot/integralShopIndex' },
  integralShopGoodsDetails: { method: 'GET', path: '/api/iot/integralShopGoodsDetails' },
  simAddressList: { method: 'GET', path: '/api/iot/simAddressList' },
  goodsShopStore: { method: 'GET', path: '/api/iot/goodsShopStore' },
  shopOrderList: { method: 'GET', path: '/api/iot/shopOrderList' },
  shopOrderDetails: { method: 'GET', path: '/api/iot/shopOrderDetails' },
  vipList: { method: 'GET', path: '/api/iot/vipList' },
  taskCenter: { method: 'GET', path: '/api/iot/taskCenter' },
  accelerateList: { method: 'GET', path: '/api/iot/accelerateList' },
  couponExchangeList: { method: 'GET', path: '/api/iot/couponExchangeList' },
  couponCoinLogList: { method: 'GET', path: '/api/iot/couponCoinLogList' },
  deviceSetWiFiSsidPwd: { method: 'POST', path: '/api/iot/iotDevice/setWiFiSsidPwd' },
  deviceSetWiFiDisplay: { method: 'POST', path: '/api/iot/iotDevice/setWiFiDisplay' },
  deviceRestart: { method: 'POST', path: '/api/iot/iotDevice/restart' },
  deviceClose: { method: 'POST', path: '/api/iot/iotDevice/close' },
  deviceReset: { method: 'POST', path: '/api/iot/iotDevice/reset' },
  deviceInfo: { method: 'GET', path: '/api/iot/iotDevice/info' },
  deviceProofCode: { method: 'POST', path: '/api/iot/iotDevice/proofCode' },
  deviceProve: { method: 'POST', path: '/api/iot/iotDevice/prove' },
  deviceWifiPassword: { method: 'GET', path: '/api/iot/iotDevice/wifiPassword' },
  simUsageAlerts: { method: 'GET', path: '/api/iot/simUsageAlerts' },
  setSimUsageAlerts: { method: 'POST', path: '/api/iot/setSimUsageAlerts' },
  dismissSimUsageAlert: { method: 'POST', path: '/api/iot/dismissSimUsageAlert' },
} as const satisfies Record<string, ApiEntry>;

export type ApiName = keyof typeof api;

/** Endpoints of the spec that are not built yet (marked `notOpen`). */
export type NotOpenApiName = { [N in ApiName]: (typeof api)[N] extends { notOpen: true } ? N : never }[ApiName];

/** Endpoints that are built: each has its own handler. */
export type BuiltApiName = Exclude<ApiName, NotOpenApiName>;

export const isNotOpen = (name: ApiName): name is NotOpenApiName => 'notOpen' in api[name];
