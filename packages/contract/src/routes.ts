import { encodeQueryComponent, FORBIDDEN_QUERY_NAMES } from './query';

/**
 * The route table of spec 2: every page path of the product, with its Chinese title, its
 * tab and the login it needs. No other file writes a page path or a hash URL by hand.
 */

export type LoginKind = 'shop' | 'card';

interface RouteEntry {
  path: string;
  title: string;
  /** 0 Home, 1 Mine: reached by switching tabs only. */
  tab?: 0 | 1;
  /** Opening the page while logged out goes to that login first. */
  login?: LoginKind;
}

// Generic in the path so each list keeps its paths as literal types, the source of PagePath.
const page = <P extends string>(path: P, title: string) => ({ path, title });
const shopPage = <P extends string>(path: P, title: string) => ({ path, title, login: 'shop' as const });
const cardPage = <P extends string>(path: P, title: string) => ({ path, title, login: 'card' as const });

const mainPages = [
  { path: '/', title: '首页', tab: 0 },
  { path: '/pages/index/index', title: '首页', tab: 0 },
  page('/pages/index/default', '首页'),
  page('/pages/index/loadDomain', '加载中'),
  page('/pages/about/payment', '交易条款'),
  page('/pages/about/promise', '服务承诺'),
  page('/pages/about/textTemplate', '关于我们'),
  page('/pages/authorize/index', '授权登录'),
  page('/pages/customer/code', '客服二维码'),
  page('/pages/customer/index', '客服中心'),
  page('/pages/customer/question/index', '常见问题'),
  page('/pages/customer/question/detail', '问题详情'),
  page('/pages/goods/index', '商品列表'),
  page('/pages/goods/general/index', '商品详情'),
  page('/pages/goods/pretty/index', '靓号预约'),
  page('/pages/goods/pretty/comment', '用户评价'),
  page('/pages/goods/pretty/package', '套餐详情'),
  page('/pages/login/index', '订单查询'),
  shopPage('/pages/order/index', '我的订单'),
  shopPage('/pages/order/logistics/index', '物流信息'),
  shopPage('/pages/order/pay/index', '订单支付'),
  shopPage('/pages/user/index', '个人中心'),
  { path: '/pages/user/index2', title: '我的', tab: 1 },
  page('/pages/webview/index', '网页'),
] as const satisfies readonly RouteEntry[];

const vanityNumberPages = [
  page('/pages/index/VanityNumber/index', '靓号选号'),
  page('/pages/index/VanityNumber/index_mp', '靓号选号'),
  page('/pages/index/VanityNumber/menus', '号码分类'),
  page('/pages/index/VanityNumber/FilterSearch/index', '号码筛选'),
  page('/pages/index/VanityNumber/fullPopup', '号码详情'),
  page('/pages/index/VanityNumber/morePopup', '更多筛选'),
  page('/pages/index/VanityNumber/HeadSearch/index', '号码搜索'),
] as const satisfies readonly RouteEntry[];

/**
 * The spec writes this list relative to /pages/iot/index/, so keyboard and validate sit
 * there too, not under payPassword/.
 */
const iotPages = [
  cardPage('/pages/iot/index/index', '卡片首页'),
  page('/pages/iot/login/index', '卡号登录'),
  page('/pages/iot/login/protocol', '用户协议'),
  cardPage('/pages/iot/index/balance/index', '余额充值'),
  cardPage('/pages/iot/index/balance/pay/index', '充值支付'),
  cardPage('/pages/iot/index/bindPhone/index', '绑定手机'),
  cardPage('/pages/iot/index/couponChoose/index', '购买卡券'),
  cardPage('/pages/iot/index/couponChoose/pay/index', '卡券支付'),
  cardPage('/pages/iot/index/customer/index', '客服中心'),
  cardPage('/pages/iot/index/moreMenu/index', '更多功能'),
  cardPage('/pages/iot/index/orderLogs/index', '订单记录'),
  cardPage('/pages/iot/index/BalanceList', '充值记录'),
  cardPage('/pages/iot/index/BalanceLogList', '余额明细'),
  cardPage('/pages/iot/index/PackageList', '套餐记录'),
  cardPage('/pages/iot/index/package/index', '套餐订购'),
  cardPage('/pages/iot/index/package/details/index', '套餐下单'),
  cardPage('/pages/iot/index/package/details/EffectModal/index', '生效方式'),
  cardPage('/pages/iot/index/package/details/SelectCoupon/index', '选择优惠券'),
  cardPage('/pages/iot/index/payPassword/index', '支付密码'),
  cardPage('/pages/iot/index/keyboard', '输入密码'),
  cardPage('/pages/iot/index/validate', '身份验证'),
  cardPage('/pages/iot/index/realnameAuth/index', '实名认证'),
  cardPage('/pages/iot/index/official/index', '官方认证'),
  cardPage('/pages/iot/index/platform/index', '平台认证'),
  cardPage('/pages/iot/index/switchOfficial/index', '切换认证'),
  cardPage('/pages/iot/index/switchOfficial/subOfficial/index', '副卡认证'),
  cardPage('/pages/iot/index/setRenew/index', '自动续费'),
  cardPage('/pages/iot/index/switchNet/index', '切换网络'),
] as const satisfies readonly RouteEntry[];

/**
 * The sub-package. Where the spec shortens a name ("details/cashier" after
 * "integralShop/details/index"), the name continues the folder of the entry before it.
 */
const subPackagePages = [
  page('/pages-sub/appUpdate/index', '版本更新'),
  cardPage('/pages-sub/ltAuth/index', '实名认证'),
  page('/pages-sub/single/index', '精选推荐'),
  page('/pages-sub/single/single', '精选推荐'),
  // A guest joins a device's Wi-Fi from a shared code; only its holder manages and shares it.
  page('/pages-sub/wifi/connect', '连接 Wi-Fi'),
  cardPage('/pages-sub/wifi/index', 'Wi-Fi 设置'),
  cardPage('/pages-sub/wifi/share', '分享 Wi-Fi'),
  cardPage('/pages-sub/iot/deviceManage/index', '设备管理'),
  cardPage('/pages-sub/iot/deviceManage/setSsidPwd/index', 'Wi-Fi 名称和密码'),
  cardPage('/pages-sub/iot/integralShop/index', '积分商城'),
  cardPage('/pages-sub/iot/integralShop/details/index', '商品详情'),
  cardPage('/pages-sub/iot/integralShop/details/cashier', '收银台'),
  cardPage('/pages-sub/iot/integralShop/details/payment', '确认订单'),
  cardPage('/pages-sub/iot/integralShop/details/selectAddress/index', '收货地址'),
  cardPage('/pages-sub/iot/integralShop/details/selectAddress/edit', '编辑地址'),
  cardPage('/pages-sub/iot/integralShop/details/storePoint', '自提门店'),
  cardPage('/pages-sub/iot/integralShop/order/index', '积分订单'),
  cardPage('/pages-sub/iot/integralShop/order/orderDetails/index', '订单详情'),
  cardPage('/pages-sub/iot/integralShop/order/orderDetails/logistics', '物流信息'),
  cardPage('/pages-sub/iot/integralShop/order/orderDetails/pay', '订单支付'),
  cardPage('/pages-sub/iot/protocol/index', '协议'),
  cardPage('/pages-sub/iot/protocol/taskRule', '任务规则'),
  cardPage('/pages-sub/iot/task/index', '任务中心'),
  cardPage('/pages-sub/iot/task/landscape', '任务中心'),
  cardPage('/pages-sub/iot/user/index', '我的'),
  cardPage('/pages-sub/iot/user/asset', '我的资产'),
  cardPage('/pages-sub/iot/user/carousel', '活动'),
  cardPage('/pages-sub/iot/user/service', '我的服务'),
  cardPage('/pages-sub/iot/user/vip', '会员'),
  cardPage('/pages-sub/iot/user/moreMenu', '更多功能'),
  cardPage('/pages-sub/iot/index/accelerate/index', '网络加速'),
  cardPage('/pages-sub/iot/index/accelerate/cashier', '收银台'),
  cardPage('/pages-sub/iot/index/accelerate/order', '加速订单'),
  cardPage('/pages-sub/iot/index/couponExchange/index', '卡券兑换'),
  cardPage('/pages-sub/iot/index/couponExchange/order', '兑换记录'),
  cardPage('/pages-sub/iot/index/historyLine/index', '历史用量'),
  cardPage('/pages-sub/iot/index/integralLog/index', '积分明细'),
  cardPage('/pages-sub/iot/index/packageInfo/index', '套餐详情'),
  cardPage('/pages-sub/iot/index/vip/index', '会员中心'),
  cardPage('/pages-sub/iot/index/vip/popup', '会员权益'),
  cardPage('/pages-sub/iot/index/vip/pay', '会员支付'),
] as const satisfies readonly RouteEntry[];

type PathsOf<List extends readonly RouteEntry[]> = List[number]['path'];

/** A page path of the route table: the only paths `pageUrl` and `pageHref` take. */
export type PagePath = PathsOf<typeof mainPages> | PathsOf<typeof vanityNumberPages> | PathsOf<typeof iotPages> | PathsOf<typeof subPackagePages>;

/** The folders page paths start with ('/pages/', '/pages/iot/', ...): the only prefixes a page is matched by. */
type FoldersOf<Path extends string, Above extends string = ''> = Path extends `${infer Folder}/${infer Rest}` ? `${Above}${Folder}/` | FoldersOf<Rest, `${Above}${Folder}/`> : never;
export type PageFolder = Exclude<FoldersOf<PagePath>, '/'>;

export interface PageRoute extends RouteEntry {
  path: PagePath;
}

/** Every page of spec 2, the entry route '/' first. */
export const pageRoutes: readonly PageRoute[] = [...mainPages, ...vanityNumberPages, ...iotPages, ...subPackagePages];

export const ROOT_PATH = '/' satisfies PagePath;
export const HOME_PATH = '/pages/index/index' satisfies PagePath;
export const MINE_PATH = '/pages/user/index2' satisfies PagePath;
export const ORDER_LOGIN_PATH = '/pages/login/index' satisfies PagePath;
export const CARD_LOGIN_PATH = '/pages/iot/login/index' satisfies PagePath;
export const IOT_HOME_PATH = '/pages/iot/index/index' satisfies PagePath;
export const CUSTOMER_PATH = '/pages/customer/index' satisfies PagePath;
export const SINGLE_PAGE_PATH = '/pages-sub/single/index' satisfies PagePath;
export const DEFAULT_INDEX_PATH = '/pages/index/default' satisfies PagePath;
export const WEBVIEW_PATH = '/pages/webview/index' satisfies PagePath;
export const VANITY_SEARCH_PATH = '/pages/index/VanityNumber/index' satisfies PagePath;
export const ORDER_LIST_PATH = '/pages/order/index' satisfies PagePath;

/**
 * The path part of a page path or hash href: query and hash removed, one leading '/',
 * repeated slashes merged, no trailing '/' except for the root.
 */
export const normalisePath = (p: string): string => {
  const bare = (p.startsWith('#') ? p.slice(1) : p).split(/[?#]/, 1)[0] ?? '';
  const merged = `/${bare}`.replace(/\/{2,}/g, '/');
  return merged.length > 1 && merged.endsWith('/') ? merged.slice(0, -1) : merged;
};

const routesByPath: ReadonlyMap<string, PageRoute> = new Map(pageRoutes.map((route) => [route.path, route]));

/** The route of a page path or hash href read at runtime (query, hash and trailing '/' ignored). */
export const findPage = (path: string): PageRoute | undefined => routesByPath.get(normalisePath(path));

/** Whether a string read at runtime is exactly a page path of the route table. */
export const isPagePath = (path: string): path is PagePath => routesByPath.has(path);

export const isTabPage = (path: string): boolean => findPage(path)?.tab !== undefined;

/** Address-bar text is typed by people: a malformed escape is kept as written, not thrown. */
const decodeLeniently = (text: string): string => {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

const parseFlatQuery = (qs: string): Record<string, string> => {
  const entries = new Map<string, string>();
  for (const part of qs.split('&')) {
    const eq = part.indexOf('=');
    const name = decodeLeniently(eq === -1 ? part : part.slice(0, eq));
    if (name === '' || FORBIDDEN_QUERY_NAMES.has(name)) continue;
    // A repeated name keeps its last value, as a page reads one value per name.
    entries.set(name, decodeLeniently(eq === -1 ? '' : part.slice(eq + 1)));
  }
  return Object.fromEntries(entries);
};

const WHOLE_ADDRESS = /^[a-z][a-z\d+.-]*:\/\//i;

/** The page part of a URL: after the first '#'; a whole address without one shows the root. */
const pagePartOf = (url: string): string => {
  const hashAt = url.indexOf('#');
  if (hashAt !== -1) return url.slice(hashAt + 1);
  return WHOLE_ADDRESS.test(url) ? ROOT_PATH : url;
};

/**
 * Reads a page URL: a hash href ('#/pages/x?y=1'), a page path with a query, or a whole
 * address whose hash holds the page ('https://host/shop/#/pages/x?y=1').
 */
export const parsePageUrl = (url: string): { path: string; query: Record<string, string> } => {
  const pageUrl = pagePartOf(url);
  const queryAt = pageUrl.indexOf('?');
  return {
    path: normalisePath(queryAt === -1 ? pageUrl : pageUrl.slice(0, queryAt)),
    query: queryAt === -1 ? {} : parseFlatQuery(pageUrl.slice(queryAt + 1)),
  };
};

export type PageQueryValue = string | number | boolean | undefined | null;
export type PageQuery = Record<string, PageQueryValue>;

const isPresent = (entry: [string, PageQueryValue]): entry is [string, string | number | boolean] =>
  entry[1] !== undefined && entry[1] !== null && entry[1] !== '';

/**
 * A page url read at runtime (a redirect, the current location) with `query` added: its own
 * query is kept and the given one overrides it; undefined, null and '' are dropped; names and
 * values are URI-encoded; the path is normalised.
 */
export const withPageQuery = (url: string, query: PageQuery = {}): string => {
  const parsed = parsePageUrl(url);
  const merged: PageQuery = { ...parsed.query, ...query };
  const pairs = Object.entries(merged)
    .filter(isPresent)
    .map(([name, value]) => `${encodeQueryComponent(name)}=${encodeQueryComponent(String(value))}`);
  return `${parsed.path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
};

/** A page's url inside the app, e.g. '/pages/x?y=1': what the navigation API takes, so a misspelt page does not compile. */
export type PageUrl = PagePath | `${PagePath}?${string}`;

export const pageUrl = (path: PagePath, query: PageQuery = {}): PageUrl => withPageQuery(path, query) as PageUrl;

/** The same as a link target in hash mode (`#/pages/x?y=1`). */
export const pageHref = (path: PagePath, query: PageQuery = {}): string => `#${pageUrl(path, query)}`;
