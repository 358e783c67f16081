import {
  CUSTOMER_PATH,
  type GenericConfig,
  ORDER_LIST_PATH,
  ORDER_LOGIN_PATH,
  VANITY_SEARCH_PATH,
} from '@shop/contract';
import type { DictOptionInput } from '../modules/dict/service';
import type { BlacklistEntry } from '../modules/orders/eligibility';
import type { StorefrontInput } from '../modules/promoter/service';
import { aPromoter } from './factories';

const PROMISE_PATH = '/pages/about/promise';

export const demoSettings: GenericConfig = {
  orderQueryMode: 'sms',
  loginAvatar: '/shop/brand/default-avatar.svg',
  defaultPromoCode: 'demo',
};

const demo: StorefrontInput = {
  ...aPromoter({
    promoCode: 'demo',
    promoName: '号码优选',
    showPaymentType: ['wechat', 'alipay'],
    shopMenu: [
      { title: '我的订单', icon: 'order', link: ORDER_LIST_PATH },
      { title: '订单查询', icon: 'search', link: ORDER_LOGIN_PATH },
      { title: '联系客服', icon: 'service', link: CUSTOMER_PATH },
      { title: '服务承诺', icon: 'promise', link: PROMISE_PATH },
    ],
    front: {
      title: '号码优选 · 靓号商城',
      keywords: '靓号,手机号码,选号,流量卡',
      description: '三大运营商正规号码，在线选号，预约办理',
      logo: '/shop/brand/demo-logo.svg',
      indexCarousel: [
        { image: '/shop/brand/banner-1.svg', link: VANITY_SEARCH_PATH, title: '靓号专区' },
        { image: '/shop/brand/banner-2.svg', link: PROMISE_PATH, title: '服务承诺' },
      ],
      bottomTips: '号码由基础电信运营商提供，实名办理，请勿转借他人使用',
      ipcCode: '粤ICP备2024000001号-1',
      // No online chat (the service page would link to itself): visitors scan the QR code or call.
      kefuUrl: '',
      kefuQr: '/shop/brand/demo-kefu-qr.svg',
      kefuMobile: '400-800-1234',
      followQr: '/shop/brand/demo-follow-qr.svg',
      fastNav: [
        { title: '靓号选号', icon: 'number', link: VANITY_SEARCH_PATH },
        { title: '订单查询', icon: 'order', link: ORDER_LOGIN_PATH },
        { title: '客服中心', icon: 'service', link: CUSTOMER_PATH },
        { title: '服务承诺', icon: 'promise', link: PROMISE_PATH },
      ],
      suggest: true,
      indexFirstGroup: 2,
    },
  }),
  // Lists follow the entries one by one: carousel, fast navigation, shop menu.
  translations: {
    en: {
      promoName: 'Best Numbers',
      title: 'Best Numbers · Vanity Number Shop',
      keywords: 'vanity numbers,phone numbers,choose a number,data SIM',
      description: 'Genuine numbers of the major carriers: choose online and book',
      bottomTips: 'Numbers are provided by licensed carriers and registered in your own name; do not lend them to others',
      indexCarousel: ['Vanity numbers', 'Our promise'],
      fastNav: ['Vanity numbers', 'Find orders', 'Help centre', 'Our promise'],
      shopMenu: ['My orders', 'Find orders', 'Contact us', 'Our promise'],
    },
    fr: {
      title: 'Best Numbers · Numéros de prestige',
      indexCarousel: ['Numéros de prestige', 'Nos engagements'],
      fastNav: ['Numéros de prestige', 'Mes commandes', 'Aide', 'Nos engagements'],
      shopMenu: ['Mes commandes', 'Trouver une commande', 'Nous contacter', 'Nos engagements'],
    },
    es: {
      title: 'Best Numbers · Números especiales',
      indexCarousel: ['Números especiales', 'Nuestro compromiso'],
      fastNav: ['Números especiales', 'Buscar pedidos', 'Ayuda', 'Nuestro compromiso'],
      shopMenu: ['Mis pedidos', 'Buscar pedidos', 'Contáctenos', 'Nuestro compromiso'],
    },
  },
};

const sunrise: StorefrontInput = {
  ...aPromoter({
    promoCode: 'sunrise',
    promoName: '朝阳通信',
    isAgent: true,
    showPaymentType: ['alipay'],
    shopMenu: [
      { title: '订单查询', icon: 'search', link: ORDER_LOGIN_PATH },
      { title: '联系客服', icon: 'service', link: CUSTOMER_PATH },
    ],
    front: {
      title: '朝阳通信 · 选号中心',
      keywords: '选号,手机号码,朝阳通信',
      description: '本地号码在线选，专人办理',
      logo: '/shop/brand/sunrise-logo.svg',
      indexCarousel: [{ image: '/shop/brand/sunrise-banner.svg', link: VANITY_SEARCH_PATH, title: '好号等你来选' }],
      bottomTips: '朝阳通信 · 专注号码服务',
      ipcCode: '京ICP备2024000002号-1',
      kefuUrl: '',
      kefuQr: '/shop/brand/sunrise-kefu-qr.svg',
      kefuMobile: '010-8000-5678',
      fastNav: [
        { title: '选号', icon: 'number', link: VANITY_SEARCH_PATH },
        { title: '客服', icon: 'service', link: CUSTOMER_PATH },
      ],
      indexFirstGroup: 1,
    },
  }),
  translations: {
    en: {
      promoName: 'Sunrise Telecom',
      title: 'Sunrise Telecom · Number Centre',
      keywords: 'choose a number,phone numbers,Sunrise Telecom',
      description: 'Local numbers chosen online, handled for you in person',
      bottomTips: 'Sunrise Telecom · Numbers are our business',
      indexCarousel: ['Great numbers are waiting'],
      fastNav: ['Numbers', 'Help'],
      shopMenu: ['Find orders', 'Contact us'],
    },
    fr: {
      promoName: 'Sunrise Télécom',
      title: 'Sunrise Télécom · Centre des numéros',
      indexCarousel: ['De beaux numéros vous attendent'],
      fastNav: ['Numéros', 'Aide'],
      shopMenu: ['Trouver une commande', 'Nous contacter'],
    },
    es: {
      title: 'Sunrise Telecom · Centro de números',
      indexCarousel: ['Grandes números te esperan'],
      fastNav: ['Números', 'Ayuda'],
      shopMenu: ['Buscar pedidos', 'Contáctenos'],
    },
  },
};

export const demoPromoters: readonly StorefrontInput[] = [demo, sunrise];

export const demoDictionary: Readonly<Record<string, readonly DictOptionInput[]>> = {
  operator: [
    { label: '中国移动', value: '1', key: 'mobile', listClass: 'success', translations: { en: { label: 'China Mobile' } } },
    { label: '中国联通', value: '2', key: 'unicom', listClass: 'danger', translations: { en: { label: 'China Unicom' } } },
    { label: '中国电信', value: '3', key: 'telecom', listClass: 'primary', translations: { en: { label: 'China Telecom' } } },
    { label: '中国广电', value: '4', key: 'broadnet', listClass: 'warning', translations: { en: { label: 'China Broadnet' } } },
    { label: '设备', value: '99', key: 'device', listClass: 'default', translations: { en: { label: 'Device' }, fr: { label: 'Appareil' }, es: { label: 'Dispositivo' } } },
  ],
  number_sort: [
    { label: '默认排序', value: '1', key: 'default', translations: { en: { label: 'Default order' }, fr: { label: 'Ordre par défaut' }, es: { label: 'Orden predeterminado' } } },
    { label: '价格从低到高', value: '2', key: 'price_asc', translations: { en: { label: 'Price: low to high' }, fr: { label: 'Prix croissant' }, es: { label: 'Precio: de menor a mayor' } } },
    { label: '价格从高到低', value: '3', key: 'price_desc', translations: { en: { label: 'Price: high to low' }, fr: { label: 'Prix décroissant' }, es: { label: 'Precio: de mayor a menor' } } },
    { label: '最新上架', value: '4', key: 'newest', translations: { en: { label: 'Newest' }, fr: { label: 'Nouveautés' }, es: { label: 'Novedades' } } },
  ],
  pay_type: [
    { label: '微信支付', value: 'wechat', key: 'wechat', listClass: 'success', translations: { en: { label: 'WeChat Pay' } } },
    { label: '支付宝', value: 'alipay', key: 'alipay', listClass: 'primary', translations: { en: { label: 'Alipay' } } },
  ],
};

/** Sunrise sells the demo pool as well as its own. */
export const demoUpstreams: Readonly<Record<string, string>> = { sunrise: 'demo' };

/** Owners of generated demo numbers, one entry per share: four in five are demo's. */
export const demoNumberOwners: readonly string[] = ['demo', 'demo', 'demo', 'demo', 'sunrise'];
export const DEMO_NUMBER_SEED = 20_240_601;
export const DEMO_NUMBER_COUNT = 100_000;

/** A mobile the shop refuses, so the blacklist's refusal can be tried in the demo. */
export const demoBlacklist: readonly BlacklistEntry[] = [{ kind: 'mobile', value: '13000000000', reason: '演示：多次恶意下单' }];
