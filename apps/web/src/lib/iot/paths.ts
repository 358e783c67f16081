/** Pages the SIM home and user centre link to. */
export const IotPath = {
  moreMenu: '/pages/iot/index/moreMenu/index',
  userMoreMenu: '/pages-sub/iot/user/moreMenu',
  realnameAuth: '/pages/iot/index/realnameAuth/index',
  package: '/pages/iot/index/package/index',
  balance: '/pages/iot/index/balance/index',
  deviceManage: '/pages-sub/iot/deviceManage/index',
  customer: '/pages/iot/index/customer/index',
  historyLine: '/pages-sub/iot/index/historyLine/index',
  packageInfo: '/pages-sub/iot/index/packageInfo/index',
  protocol: '/pages-sub/iot/protocol/index',
  taskRule: '/pages-sub/iot/protocol/taskRule',
  vip: '/pages-sub/iot/index/vip/index',
  couponExchange: '/pages-sub/iot/index/couponExchange/index',
  integralLog: '/pages-sub/iot/index/integralLog/index',
} as const;
