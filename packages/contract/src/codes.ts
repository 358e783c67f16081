/** Envelope codes of spec 8. The client reacts to each as the catalogue says. */
export const Code = {
  ok: 0,
  failed: -1,
  sessionExpired: 61,
  cardSessionExpired: 34061,
  soldOut: 30001,
  orderRejected: 30003,
  numberTaken: 32001,
  notDirectDownstream: 33001,
  moduleClosed: 40001,
  silentA: 41001,
  silentB: 41002,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/** Codes the client drops without telling the user. */
export const silentCodes: readonly number[] = [Code.silentA, Code.silentB];

/** The catalogue's texts, exactly as the spec writes them. */
export const CatalogueText = {
  failed: '操作失败',
  sessionExpired: '登录超时，请重新登录！',
  soldOut: '哎呀！客官来晚了，该商品卖光啦！',
  orderRejected: '订单受理失败，请联系客服处理！',
  numberTaken: '哎呀！客官来晚了，号码被他人抢先预约！',
  moduleClosed: '当前访问的功能模块暂未开放，敬请期待！',
  notDirectDownstream: '该代理商不是你的直属下游，你无需关注TA的定价！',
  other: '其他错误',
  http500: '网络错误，请更换网络或稍后重试',
  httpOther: '请求错误',
  networkFailure: '网络错误，换个网络试试。',
  emptyBody: '数据响应异常',
  appDomainFailed: '获取访问节点失败，请稍后重试或联系管理员!',
  appDomainNetwork: '内部网络故障，请稍后重试！',
} as const;

/** Framework-level texts of spec 8. */
export const FrameworkText = {
  pageLoadTimeout: 'The connection timed out, click the screen to try again.',
  missingUrl: 'Missing required args: "url"',
  pageNotFound: 'page is not found',
} as const;

/** Generic runtime error codes of spec 8. */
export const RuntimeCode = {
  timeout: 5,
  networkError: 5,
  abort: 600003,
  transferFailed: 602001,
  socketConnectFailed: 600009,
  socketClosed: 10002,
} as const;
