import type { HttpMethod } from './endpoint';

/**
 * Every endpoint's method and path by name, without its schemas: the web client calls by
 * name from this table so that zod stays out of the browser bundle. The endpoint definitions
 * spread these entries, so a path is written only here.
 */
export const api = {
  baseConfig: { method: 'GET', path: '/api/hk/baseConfig' },
  genericConfig: { method: 'GET', path: '/api/hk/genericConfig' },
  pointReport: { method: 'POST', path: '/api/hk/pointReport' },
  dictOptions: { method: 'POST', path: '/api/dictData/options' },
  numberList: { method: 'GET', path: '/api/shop/numberList' },
  ipLocation: { method: 'GET', path: '/api/shop/base/ipLocation' },
  goodsList: { method: 'GET', path: '/api/shop/goodsList' },
  singlePageInfo: { method: 'GET', path: '/api/shop/singlePageInfo' },
  sendCode: { method: 'POST', path: '/api/hk/sendCode' },
  smsSend: { method: 'POST', path: '/api/sms/send' },
  shopLogin: { method: 'POST', path: '/api/shop/login' },
  shopLogout: { method: 'POST', path: '/api/shop/logout' },
  orderCreate: { method: 'POST', path: '/api/shop/order/create' },
  orderPay: { method: 'POST', path: '/api/shop/order/pay' },
  orderList: { method: 'GET', path: '/api/shop/order/list' },
  orderDetail: { method: 'GET', path: '/api/shop/order/detail' },
  orderCancel: { method: 'POST', path: '/api/shop/order/cancel' },
  orderLogistics: { method: 'GET', path: '/api/shop/order/logistics' },
  sandboxCashierAct: { method: 'POST', path: '/api/pay/sandbox/act' },
  aboutText: { method: 'GET', path: '/api/site/aboutText' },
  loginProtocol: { method: 'GET', path: '/api/site/loginProtocol' },
  sysQuestionList: { method: 'GET', path: '/api/shop/sysQuestion/list' },
  sysQuestionView: { method: 'GET', path: '/api/shop/sysQuestion/view' },
  hotQuestionList: { method: 'GET', path: '/api/shop/customer/hotQuestionList' },
  devSmsOutbox: { method: 'GET', path: '/api/dev/smsOutbox' },
  simLoginConfig: { method: 'GET', path: '/api/simLoginConfig' },
  simLoginCode: { method: 'POST', path: '/api/simLoginCode' },
  simLogin: { method: 'POST', path: '/api/simLogin' },
  simLogout: { method: 'POST', path: '/api/iot/simLogout' },
  simInfo: { method: 'GET', path: '/api/iot/simInfo' },
  simRefresh: { method: 'POST', path: '/api/iot/simRefresh' },
  simLayout: { method: 'GET', path: '/api/iot/simLayout' },
  simHistoryLine: { method: 'GET', path: '/api/iot/simHistoryLine' },
  simPackageList: { method: 'GET', path: '/api/iot/simPackageList' },
  simRemoveBreak: { method: 'POST', path: '/api/iot/simRemoveBreak' },
  iotProtocol: { method: 'GET', path: '/api/iot/protocol' },
  iotLoginProtocol: { method: 'GET', path: '/api/site/iotLoginProtocol' },
} as const satisfies Record<string, { method: HttpMethod; path: `/api/${string}` }>;

export type ApiName = keyof typeof api;
