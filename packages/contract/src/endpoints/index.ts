import type { ApiName } from '../api';
import type { Endpoint } from '../endpoint';
import * as auth from './auth';
import * as customer from './customer';
import * as dev from './dev';
import * as dict from './dict';
import * as goods from './goods';
import * as hk from './hk';
import * as iot from './iot';
import * as numbers from './numbers';
import * as orders from './orders';
import * as payments from './payments';
import * as site from './site';

export { auth, customer, dev, dict, goods, hk, iot, numbers, orders, payments, site };

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
  orderPay: orders.orderPay,
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
  simRemoveBreak: iot.simRemoveBreak,
  iotProtocol: iot.iotProtocol,
  iotLoginProtocol: iot.iotLoginProtocol,
} satisfies Record<ApiName, Endpoint>;

export type EndpointOf<N extends ApiName> = (typeof endpointsByName)[N];

export const endpoints: readonly Endpoint[] = Object.values(endpointsByName);
