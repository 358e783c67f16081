import type { BaseConfig, GoodsItem, NumberItem } from '@shop/contract';
import { vi } from 'vitest';
import { everyPack, initI18n, loadPacks } from '../i18n';
import { history } from './navigation';

/** Set-up for page tests: Chinese texts, a page address, and the browser parts jsdom lacks. */

/** Every text in Chinese, the packs' too: a page test renders parts of other pages as well. */
export async function showChineseTexts(): Promise<void> {
  localStorage.setItem('locale', 'zh-Hans');
  await Promise.all([initI18n(), everyPack().then(loadPacks)]);
}

/** Shows `href` in the address bar, as if the visitor had opened it. */
export const openAt = (href: string): Promise<void> => history.port.replace(href);

/** Lists load their next page from an IntersectionObserver, which jsdom does not have. */
export function stubIntersectionObserver(): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly root = null;
      readonly rootMargin = '';
      readonly thresholds = [];
      observe = vi.fn();
      unobserve = vi.fn();
      disconnect = vi.fn();
      takeRecords = () => [];
    },
  );
}

/** A promoter's storefront configuration with nothing switched on, any field of it or of its front overridden. */
export const aBaseConfig = (overrides: Partial<Omit<BaseConfig, 'front'>> = {}, front: Partial<BaseConfig['front']> = {}): BaseConfig => ({
  promoCode: '',
  promoName: '示例号卡',
  isAgent: false,
  domain: '',
  inviteCode: '',
  douyinMpImId: '',
  kuaishouMpImId: '',
  showPaymentType: [],
  shopMenu: [],
  ...overrides,
  front: {
    title: '示例号卡商城',
    keywords: '',
    description: '',
    logo: '',
    indexCarousel: [],
    bottomTips: '',
    ipcCode: '',
    kefuUrl: '',
    kefuQr: '',
    kefuMobile: '',
    followQr: '',
    shopTemplate: 1,
    fastNav: [],
    suggest: false,
    indexSearch: false,
    indexFirstGroup: 0,
    showInviteRegister: false,
    ...front,
  },
});

/** A product on sale, with any field overridden. */
export const aGoods = (overrides: Partial<GoodsItem> = {}): GoodsItem => ({
  id: 5,
  name: '5G 畅享卡',
  subtitle: '月租低，流量多',
  group: 2,
  operator: 1,
  priceFen: 0,
  monthlyFen: 2900,
  dataMb: 30720,
  voiceMinutes: 100,
  cover: '/shop/goods/mobile-5g.svg',
  images: ['/shop/goods/mobile-5g.svg'],
  details: ['首月免月租。'],
  tags: ['包邮'],
  stock: 12,
  ...overrides,
});

/** A number on sale, with any field overridden. */
export const aNumber = (overrides: Partial<NumberItem> = {}): NumberItem => ({
  id: 77,
  number: '13800138888',
  operator: 1,
  provinceCode: '440000',
  provinceName: '广东',
  cityCode: '440300',
  cityName: '深圳',
  priceFen: 88800,
  planFen: 5900,
  planName: '5G 畅享 59 元套餐',
  patterns: ['AAAA', 'L888'],
  ...overrides,
});

/** A page of a paged list answer. */
export const aPage = <T>(list: T[], hasMore = false) => ({ list, page: 1, pageSize: 20, hasMore });
