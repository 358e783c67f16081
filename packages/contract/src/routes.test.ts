import { describe, expect, it } from 'vitest';
import {
  CARD_LOGIN_PATH,
  CUSTOMER_PATH,
  DEFAULT_INDEX_PATH,
  findPage,
  HOME_PATH,
  IOT_HOME_PATH,
  isPagePath,
  isTabPage,
  MINE_PATH,
  normalisePath,
  ORDER_LIST_PATH,
  ORDER_LOGIN_PATH,
  pageHref,
  pageUrl,
  pageRoutes,
  parsePageUrl,
  ROOT_PATH,
  SINGLE_PAGE_PATH,
  VANITY_SEARCH_PATH,
  WEBVIEW_PATH,
  withPageQuery,
  type PageFolder,
  type PageUrl,
} from './routes';

const paths = pageRoutes.map((route) => route.path);
const under = (prefix: string) => paths.filter((path) => path.startsWith(prefix));

describe('pageRoutes', () => {
  it('lists every page of spec 2', () => {
    expect(pageRoutes).toHaveLength(100);
    expect(under('/pages/index/VanityNumber/')).toHaveLength(7);
    expect(under('/pages/iot/')).toHaveLength(28);
    expect(under('/pages-sub/')).toHaveLength(41);
    expect(under('/pages-sub/iot/integralShop/')).toHaveLength(11);
    expect(under('/pages-sub/iot/index/')).toHaveLength(11);
    expect(under('/pages-sub/iot/user/')).toHaveLength(6);
    expect(paths[0]).toBe('/');
  });

  it('has each path once, already normalised, each with a Chinese title', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of pageRoutes) {
      expect(normalisePath(route.path)).toBe(route.path);
      expect(route.title).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it.each([
    '/pages/goods/pretty/comment',
    '/pages/goods/pretty/package',
    '/pages/customer/question/detail',
    '/pages/index/VanityNumber/index_mp',
    '/pages/index/VanityNumber/FilterSearch/index',
    '/pages/index/VanityNumber/HeadSearch/index',
    '/pages/iot/login/protocol',
    '/pages/iot/index/balance/pay/index',
    '/pages/iot/index/BalanceLogList',
    '/pages/iot/index/package/details/EffectModal/index',
    '/pages/iot/index/keyboard',
    '/pages/iot/index/validate',
    '/pages/iot/index/switchOfficial/subOfficial/index',
    '/pages-sub/single/single',
    '/pages-sub/iot/deviceManage/setSsidPwd/index',
    '/pages-sub/iot/integralShop/details/cashier',
    '/pages-sub/iot/integralShop/details/selectAddress/edit',
    '/pages-sub/iot/integralShop/details/storePoint',
    '/pages-sub/iot/integralShop/order/orderDetails/logistics',
    '/pages-sub/iot/integralShop/order/orderDetails/pay',
    '/pages-sub/iot/protocol/taskRule',
    '/pages-sub/iot/task/landscape',
    '/pages-sub/iot/user/moreMenu',
    '/pages-sub/iot/index/accelerate/order',
    '/pages-sub/iot/index/couponExchange/order',
    '/pages-sub/iot/index/vip/pay',
  ])('has %s', (path) => {
    expect(findPage(path)?.path).toBe(path);
  });

  it('gives the named paths real pages', () => {
    for (const path of [
      ROOT_PATH,
      HOME_PATH,
      MINE_PATH,
      ORDER_LOGIN_PATH,
      CARD_LOGIN_PATH,
      IOT_HOME_PATH,
      CUSTOMER_PATH,
      SINGLE_PAGE_PATH,
      DEFAULT_INDEX_PATH,
      WEBVIEW_PATH,
      VANITY_SEARCH_PATH,
      ORDER_LIST_PATH,
    ]) {
      expect(findPage(path)?.path).toBe(path);
    }
  });

  it('titles the main pages', () => {
    expect(findPage(HOME_PATH)?.title).toBe('首页');
    expect(findPage(MINE_PATH)?.title).toBe('我的');
    expect(findPage('/pages/goods/pretty/index')?.title).toBe('靓号预约');
    expect(findPage(ORDER_LOGIN_PATH)?.title).toBe('订单查询');
    expect(findPage(CUSTOMER_PATH)?.title).toBe('客服中心');
    expect(findPage('/pages/iot/index/balance/index')?.title).toBe('余额充值');
    expect(findPage('/pages-sub/iot/integralShop/index')?.title).toBe('积分商城');
  });
});

describe('tabs', () => {
  it('puts the root and home on tab 0 and mine on tab 1, nothing else', () => {
    expect(pageRoutes.filter((route) => route.tab !== undefined).map((route) => [route.path, route.tab])).toEqual([
      ['/', 0],
      ['/pages/index/index', 0],
      ['/pages/user/index2', 1],
    ]);
  });

  it('recognises tab pages whatever the query or trailing slash', () => {
    expect(isTabPage('/')).toBe(true);
    expect(isTabPage('pages/index/index?promoCode=A1')).toBe(true);
    expect(isTabPage('#/pages/user/index2/')).toBe(true);
    expect(isTabPage('/pages/user/index')).toBe(false);
    expect(isTabPage('/pages/nowhere')).toBe(false);
  });
});

describe('login flags', () => {
  it('asks for the shop login on the order and user pages only', () => {
    expect(pageRoutes.filter((route) => route.login === 'shop').map((route) => route.path)).toEqual([
      '/pages/order/index',
      '/pages/order/logistics/index',
      '/pages/order/pay/index',
      '/pages/user/index',
    ]);
  });

  it('asks for the card login on the self-service pages', () => {
    const wifiManagement = ['/pages-sub/wifi/index', '/pages-sub/wifi/share'];
    for (const path of [...under('/pages/iot/index/'), ...under('/pages-sub/iot/'), ...wifiManagement]) {
      expect(findPage(path)?.login, path).toBe('card');
    }
    expect(findPage('/pages-sub/ltAuth/index')?.login).toBe('card');
    expect(findPage('/pages-sub/wifi/connect')?.login).toBeUndefined();
    expect(pageRoutes.filter((route) => route.login === 'card')).toHaveLength(25 + 1 + 34 + 1 + 2);
  });

  it('leaves the card login pages, the update prompt, the featured page and the storefront open', () => {
    for (const path of [
      CARD_LOGIN_PATH,
      '/pages/iot/login/protocol',
      '/pages-sub/appUpdate/index',
      SINGLE_PAGE_PATH,
      '/pages-sub/single/single',
      ROOT_PATH,
      HOME_PATH,
      MINE_PATH,
      ORDER_LOGIN_PATH,
      CUSTOMER_PATH,
      '/pages/goods/pretty/index',
      '/pages/index/VanityNumber/index',
    ]) {
      expect(findPage(path)?.login, path).toBeUndefined();
    }
  });
});

describe('normalisePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['/?a=1', '/'],
    ['#/', '/'],
    ['pages/index/index', '/pages/index/index'],
    ['/pages/index/index/', '/pages/index/index'],
    ['/pages/index/index?promoCode=A1#top', '/pages/index/index'],
    ['/pages/index/index#top', '/pages/index/index'],
    ['#/pages/login/index?redirect=%2Fpages%2Forder%2Findex', '/pages/login/index'],
    ['//pages//index///index//', '/pages/index/index'],
    ['/pages/index/VanityNumber/index', '/pages/index/VanityNumber/index'],
  ])('%j -> %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('findPage', () => {
  it('finds by normalised path and keeps case', () => {
    expect(findPage('pages/iot/index/BalanceList/?x=1')?.title).toBe('充值记录');
    expect(findPage('/pages/iot/index/balancelist')).toBeUndefined();
    expect(findPage('/pages/unknown')).toBeUndefined();
  });
});

describe('pageUrl', () => {
  it('is the in-app url without the hash', () => {
    expect(pageUrl(ORDER_LOGIN_PATH, { redirect: '/pages/order/index' })).toBe('/pages/login/index?redirect=%2Fpages%2Forder%2Findex');
    expect(pageHref(HOME_PATH, { group: 2 })).toBe(`#${pageUrl(HOME_PATH, { group: 2 })}`);
  });
});

describe('PageUrl and PageFolder', () => {
  it("take the route table's pages and folders only, so a misspelt one does not compile", () => {
    const urls: PageUrl[] = [ORDER_LIST_PATH, '/pages/order/index?orderSn=S1', pageUrl(ORDER_LIST_PATH, { status: 1 })];
    const folders: PageFolder[] = ['/pages/', '/pages/iot/', '/pages-sub/iot/integralShop/details/'];
    // @ts-expect-error a page the route table does not have
    const misspelt: PageUrl = '/pages/order/indx';
    // @ts-expect-error a page path is not a folder
    const notAFolder: PageFolder = '/pages/order/index';
    expect(urls.every((url) => findPage(url) !== undefined)).toBe(true);
    expect(findPage(misspelt)).toBeUndefined();
    expect(folders.every((folder) => under(folder).length > 0)).toBe(true);
    expect(isPagePath(notAFolder)).toBe(true);
  });
});

describe('pageHref', () => {
  it('writes a hash href', () => {
    expect(pageHref(HOME_PATH)).toBe('#/pages/index/index');
    expect(pageHref('/')).toBe('#/');
    expect(pageHref(HOME_PATH, { group: 2 })).toBe('#/pages/index/index?group=2');
  });

  it('drops empty values and writes numbers and booleans', () => {
    expect(
      pageHref(CUSTOMER_PATH, { promoCode: 'A1', bd_vid: undefined, pageCode: null, autoFilterDelivery: '', agreeAgreement: true, n: 0 }),
    ).toBe('#/pages/customer/index?promoCode=A1&agreeAgreement=true&n=0');
  });

  it('encodes names and values', () => {
    expect(pageHref(ORDER_LOGIN_PATH, { redirect: '/pages/order/index?a=1&b=2' })).toBe(
      '#/pages/login/index?redirect=%2Fpages%2Forder%2Findex%3Fa%3D1%26b%3D2',
    );
    expect(pageHref(HOME_PATH, { 'a b': '靓号' })).toBe('#/pages/index/index?a%20b=%E9%9D%93%E5%8F%B7');
  });

  it('takes only paths of the route table', () => {
    // @ts-expect-error a path outside the route table is refused by the type
    expect(pageHref('/pages/nowhere')).toBe('#/pages/nowhere');
  });
});

describe('withPageQuery', () => {
  it('keeps a query already on a runtime url, the given one winning', () => {
    expect(withPageQuery('/pages/index/index?group=1&promoCode=A1', { group: 2 })).toBe('/pages/index/index?group=2&promoCode=A1');
    expect(withPageQuery('/pages/index/index?group=1', { group: null })).toBe('/pages/index/index');
  });

  it('normalises the path', () => {
    expect(withPageQuery('pages/user/index2/')).toBe('/pages/user/index2');
    expect(withPageQuery('#/pages/login/index?x=1', { y: 2 })).toBe('/pages/login/index?x=1&y=2');
  });
});

describe('isPagePath', () => {
  it('accepts exactly the paths of the route table', () => {
    expect(pageRoutes.every((route) => isPagePath(route.path))).toBe(true);
    expect(isPagePath('/pages/nowhere')).toBe(false);
    expect(isPagePath('/pages/index/index?x=1')).toBe(false);
    expect(isPagePath('pages/index/index')).toBe(false);
  });
});

describe('parsePageUrl', () => {
  it('reads hash hrefs, paths and whole addresses', () => {
    expect(parsePageUrl('#/pages/x?y=1')).toEqual({ path: '/pages/x', query: { y: '1' } });
    expect(parsePageUrl('/pages/x?y=1&z=')).toEqual({ path: '/pages/x', query: { y: '1', z: '' } });
    expect(parsePageUrl('https://shop.example.com/shop/?from=app#/pages/goods/pretty/index?id=9')).toEqual({
      path: '/pages/goods/pretty/index',
      query: { id: '9' },
    });
    expect(parsePageUrl('https://shop.example.com/shop/?from=app')).toEqual({ path: '/', query: {} });
    expect(parsePageUrl('')).toEqual({ path: '/', query: {} });
  });

  it('reads + as a space, keeps malformed escapes as written and the last of repeated names', () => {
    expect(parsePageUrl('#/p?q=a+b&bad=%E9%zz&n=1&n=2&flag')).toEqual({
      path: '/p',
      query: { q: 'a b', bad: '%E9%zz', n: '2', flag: '' },
    });
  });

  it('ignores names that would reach the prototype', () => {
    const { query } = parsePageUrl('#/p?__proto__=x&constructor=y&prototype=z&ok=1');
    expect(query).toEqual({ ok: '1' });
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
  });

  it.each([
    { keyword: '靓号 尾号 8888' },
    { redirect: '#/pages/order/index?promoCode=A1&x=1', text: '&=?#%+ /\\' },
    { '名字': '值', 'a[b]': 'c', emoji: '😀📱' },
    { 'with space': ' leading and trailing ' },
  ])('round-trips %j through pageHref', (query) => {
    expect(parsePageUrl(pageHref(ORDER_LOGIN_PATH, query))).toEqual({ path: ORDER_LOGIN_PATH, query });
  });
});
