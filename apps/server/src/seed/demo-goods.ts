import type { Database } from '../db/client';
import { createPromoterService } from '../modules/promoter/service';
import { createGoodsService, type GoodsInput, type SinglePageInput } from '../modules/goods/service';
import { aGoods } from './factories';

const GB = 1024;

/** What every plan's page says about who may order and how activation works. */
const ORDER_RULES = '需本人持二代身份证实名办理，16 周岁以上，同一身份证限办 1 张；收货后请在 15 天内激活。';
const TARIFF_NOTE = '资费以运营商公示为准，首月按天折算；不含港澳台及国际漫游。';
const ORDER_RULES_EN =
  'Order in your own name with your second-generation identity card, aged 16 or over, one card per identity card; activate within 15 days of delivery.';
const TARIFF_NOTE_EN =
  "Tariffs as published by the carrier; the first month is charged by the day. Hong Kong, Macao, Taiwan and international roaming are not included.";

/** Prices beyond the plan, in yuan: data per GB, and calls per minute when the plan has minutes. */
interface Overage {
  dataPerGb: number;
  voicePerMinute?: number;
}

const overageZh = ({ dataPerGb, voicePerMinute }: Overage): string =>
  `流量 ${dataPerGb} 元/GB${voicePerMinute === undefined ? '' : `，通话 ${voicePerMinute} 元/分钟`}`;

const overageEn = ({ dataPerGb, voicePerMinute }: Overage): string =>
  `data ¥${dataPerGb}/GB${voicePerMinute === undefined ? '' : `, calls ¥${voicePerMinute}/minute`}`;

const plan = (input: {
  name: string;
  subtitle: string;
  operator: GoodsInput['operator'];
  cover: string;
  monthlyFen: number;
  dataMb: number;
  voiceMinutes: number;
  overage: Overage;
  tags: string[];
  stock: number;
  sort: number;
  promoCode?: string;
  /** The English name, subtitle and tags (fr and es visitors read these too). */
  en: { name: string; subtitle: string; tags: string[] };
}): GoodsInput => {
  const { overage, promoCode = 'demo', en, ...rest } = input;
  const yuan = input.monthlyFen / 100;
  const gb = input.dataMb / GB;
  const voice = input.voiceMinutes > 0 ? `和 ${input.voiceMinutes} 分钟国内通话` : '，不含通话分钟（通话 0.15 元/分钟）';
  const voiceEn = input.voiceMinutes > 0 ? ` and ${input.voiceMinutes} minutes of domestic calls` : ' and no call minutes (calls ¥0.15/minute)';
  return aGoods({
    ...rest,
    promoCode,
    // The card ships free; what is paid at the order is the first month's fee.
    priceFen: input.monthlyFen,
    images: [input.cover],
    details: [`月租 ${yuan} 元，每月含 ${gb}GB 全国通用流量${voice}。`, `套餐外资费：${overageZh(overage)}。`, ORDER_RULES, TARIFF_NOTE],
    translations: {
      en: {
        ...en,
        details: [
          `¥${yuan} a month, with ${gb} GB of nationwide data${voiceEn} each month.`,
          `Beyond the plan: ${overageEn(overage)}.`,
          ORDER_RULES_EN,
          TARIFF_NOTE_EN,
        ],
      },
    },
  });
};

export const demoGoods: readonly GoodsInput[] = [
  plan({
    name: '移动 5G 畅享卡 · 月租 29 元',
    subtitle: '30GB 通用流量 + 100 分钟通话',
    operator: 1,
    cover: '/shop/goods/mobile-5g.svg',
    monthlyFen: 2900,
    dataMb: 30 * GB,
    voiceMinutes: 100,
    overage: { dataPerGb: 5, voicePerMinute: 0.15 },
    tags: ['5G', '全国通用', '可选号'],
    stock: 500,
    sort: 1,
    en: { name: 'China Mobile 5G Plus · ¥29 a month', subtitle: '30 GB nationwide data + 100 minutes', tags: ['5G', 'Nationwide', 'Choose your number'] },
  }),
  plan({
    name: '移动大流量卡 · 月租 19 元',
    subtitle: '20GB 通用流量，适合上网为主',
    operator: 1,
    cover: '/shop/goods/mobile-data.svg',
    monthlyFen: 1900,
    dataMb: 20 * GB,
    voiceMinutes: 0,
    overage: { dataPerGb: 5 },
    tags: ['流量卡', '全国通用'],
    stock: 800,
    sort: 2,
    en: { name: 'China Mobile Big Data · ¥19 a month', subtitle: '20 GB nationwide data, for going online', tags: ['Data SIM', 'Nationwide'] },
  }),
  plan({
    name: '联通 5G 畅享卡 · 月租 39 元',
    subtitle: '40GB 通用流量 + 200 分钟通话',
    operator: 2,
    cover: '/shop/goods/unicom-5g.svg',
    monthlyFen: 3900,
    dataMb: 40 * GB,
    voiceMinutes: 200,
    overage: { dataPerGb: 3, voicePerMinute: 0.1 },
    tags: ['5G', '全国通用'],
    stock: 300,
    sort: 3,
    en: { name: 'China Unicom 5G Plus · ¥39 a month', subtitle: '40 GB nationwide data + 200 minutes', tags: ['5G', 'Nationwide'] },
  }),
  plan({
    name: '联通大流量卡 · 月租 29 元',
    subtitle: '50GB 通用流量，本月已售罄',
    operator: 2,
    cover: '/shop/goods/unicom-data.svg',
    monthlyFen: 2900,
    dataMb: 50 * GB,
    voiceMinutes: 0,
    overage: { dataPerGb: 3 },
    tags: ['流量卡', '售罄'],
    stock: 0,
    sort: 4,
    en: { name: 'China Unicom Big Data · ¥29 a month', subtitle: '50 GB nationwide data, sold out this month', tags: ['Data SIM', 'Sold out'] },
  }),
  plan({
    name: '电信 5G 畅享卡 · 月租 49 元',
    subtitle: '60GB 通用流量 + 300 分钟通话',
    operator: 3,
    cover: '/shop/goods/telecom-5g.svg',
    monthlyFen: 4900,
    dataMb: 60 * GB,
    voiceMinutes: 300,
    overage: { dataPerGb: 3, voicePerMinute: 0.1 },
    tags: ['5G', '全国通用', '可选号'],
    stock: 200,
    sort: 5,
    en: { name: 'China Telecom 5G Plus · ¥49 a month', subtitle: '60 GB nationwide data + 300 minutes', tags: ['5G', 'Nationwide', 'Choose your number'] },
  }),
  plan({
    name: '电信大流量卡 · 月租 19 元',
    subtitle: '25GB 通用流量，电信 5G 网络',
    operator: 3,
    cover: '/shop/goods/telecom-data.svg',
    monthlyFen: 1900,
    dataMb: 25 * GB,
    voiceMinutes: 0,
    overage: { dataPerGb: 5 },
    tags: ['流量卡'],
    stock: 600,
    sort: 6,
    en: { name: 'China Telecom Big Data · ¥19 a month', subtitle: '25 GB nationwide data on China Telecom 5G', tags: ['Data SIM'] },
  }),
  plan({
    name: '广电 5G 畅享卡 · 月租 38 元',
    subtitle: '30GB 通用流量 + 100 分钟通话，192 号段',
    operator: 4,
    cover: '/shop/goods/broadcast-5g.svg',
    monthlyFen: 3800,
    dataMb: 30 * GB,
    voiceMinutes: 100,
    overage: { dataPerGb: 5, voicePerMinute: 0.15 },
    tags: ['5G', '192 号段'],
    stock: 150,
    sort: 7,
    en: { name: 'China Broadnet 5G Plus · ¥38 a month', subtitle: '30 GB nationwide data + 100 minutes, 192 numbers', tags: ['5G', '192 numbers'] },
  }),
  plan({
    name: '广电流量卡 · 月租 9 元',
    subtitle: '10GB 通用流量，副卡备用之选',
    operator: 4,
    cover: '/shop/goods/broadcast-data.svg',
    monthlyFen: 900,
    dataMb: 10 * GB,
    voiceMinutes: 0,
    overage: { dataPerGb: 5 },
    tags: ['流量卡', '低月租'],
    stock: 1000,
    sort: 8,
    en: { name: 'China Broadnet Data SIM · ¥9 a month', subtitle: '10 GB nationwide data, a handy second SIM', tags: ['Data SIM', 'Low monthly fee'] },
  }),
  plan({
    promoCode: 'sunrise',
    name: '朝阳 · 移动本地卡 · 月租 18 元',
    subtitle: '北京本地号码，15GB 通用流量 + 50 分钟通话',
    operator: 1,
    cover: '/shop/goods/mobile-data.svg',
    monthlyFen: 1800,
    dataMb: 15 * GB,
    voiceMinutes: 50,
    overage: { dataPerGb: 5, voicePerMinute: 0.15 },
    tags: ['本地号码'],
    stock: 120,
    sort: 1,
    en: { name: 'Sunrise · China Mobile Local · ¥18 a month', subtitle: 'Beijing local number, 15 GB nationwide data + 50 minutes', tags: ['Local number'] },
  }),
  plan({
    promoCode: 'sunrise',
    name: '朝阳 · 联通 5G 卡 · 月租 59 元',
    subtitle: '100GB 通用流量 + 500 分钟通话',
    operator: 2,
    cover: '/shop/goods/unicom-5g.svg',
    monthlyFen: 5900,
    dataMb: 100 * GB,
    voiceMinutes: 500,
    overage: { dataPerGb: 3, voicePerMinute: 0.1 },
    tags: ['5G', '本地号码'],
    stock: 80,
    sort: 2,
    en: { name: 'Sunrise · China Unicom 5G · ¥59 a month', subtitle: '100 GB nationwide data + 500 minutes', tags: ['5G', 'Local number'] },
  }),
];

/** A featured page whose products are named (the seed turns names into ids). */
export type DemoSinglePage = Omit<SinglePageInput, 'goodsIds'> & { goodsNames: readonly string[] };

export const demoSinglePages: readonly DemoSinglePage[] = [
  {
    promoCode: 'demo',
    pageCode: 'spring',
    title: '春季生日号专场',
    cover: '/shop/brand/banner-1.svg',
    intro: [
      '把生日写进手机号：尾号是月日（MMDD）的号码集中上架。',
      '选好号码后搭配下方任一套餐办理，号码与套餐一起实名开通。',
    ],
    themeColor: '#e4572e',
    goodsNames: ['移动 5G 畅享卡 · 月租 29 元', '联通 5G 畅享卡 · 月租 39 元', '电信 5G 畅享卡 · 月租 49 元'],
    numberSearch: { pattern: 'MMDD' },
    translations: {
      en: {
        title: 'Spring birthday numbers',
        intro: [
          'Put your birthday in your phone number: numbers ending in a month and day (MMDD), all in one place.',
          'Pick a number, then order it with any plan below; the number and the plan are registered together in your name.',
        ],
      },
      fr: { title: 'Numéros anniversaire de printemps' },
      es: { title: 'Números de cumpleaños de primavera' },
    },
  },
  {
    promoCode: 'sunrise',
    pageCode: 'local',
    title: '北京本地号专场',
    cover: '/shop/brand/sunrise-banner.svg',
    intro: ['北京本地号码，到店或邮寄办理均可。', '号码归属北京，适合在京工作和生活的用户。'],
    themeColor: '#f0a020',
    goodsNames: ['朝阳 · 移动本地卡 · 月租 18 元', '朝阳 · 联通 5G 卡 · 月租 59 元'],
    numberSearch: { province: '110000' },
    translations: {
      en: {
        title: 'Beijing local numbers',
        intro: ['Beijing local numbers, ordered in our shop or delivered by post.', 'The numbers belong to Beijing: right for anyone who lives or works there.'],
      },
      fr: { title: 'Numéros locaux de Pékin' },
      es: { title: 'Números locales de Pekín' },
    },
  },
];

/** Writes the demo products and featured pages through the goods service. */
export const seedDemoGoods = async (db: Database): Promise<void> => {
  const service = createGoodsService(db, createPromoterService(db));
  const ids = new Map<string, number>();
  for (const product of demoGoods) ids.set(product.name, await service.addGoods(product));
  for (const { goodsNames, ...page } of demoSinglePages) {
    const goodsIds = goodsNames.map((name) => {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`The featured page ${page.pageCode} names an unknown product: ${name}`);
      return id;
    });
    await service.saveSinglePage({ ...page, goodsIds });
  }
};
