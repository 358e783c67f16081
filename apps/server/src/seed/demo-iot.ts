import { AUTH_STATUS, INTERNET_STATUS, ONLINE_STATUS, SIM_STATUS } from '@shop/contract';
import type { Database } from '../db/client';
import { type SimDevice, simLayouts, simPackages, simUsageMonths, sims } from '../db/schema';
import { chinaDateTime } from '../lib/china-time';
import { hashCardPassword, newCardPasswordSalt } from '../modules/iot/secrets';

const DAY_MS = 86_400_000;
const GB = 1024;

/** The demo cards, by what a holder meets with each (the server README lists them). */
export const DemoCard = {
  normal: '8986011234567890001',
  wifi: '8986011234567890002',
  needAuth: '8986011234567890003',
  arrears: '8986011234567890004',
  password: '8986011234567890005',
  viceAndBreak: '8986011234567890006',
} as const;
export const DEMO_CARD_PASSWORD = '123456';

type SimInsert = typeof sims.$inferInsert;

const band = (name: string, password: string, connCount: number, maxConnCount: number) => ({
  name,
  password,
  encryption: 'WPA2-PSK',
  switch: true,
  show: true,
  connCount,
  maxConnCount,
});

const wifiDevice: SimDevice = {
  wifiEncrypt: 'WPA2-PSK',
  band2g: band('SunMiFi-0002', '88886666', 3, 10),
  band5g: band('SunMiFi-0002-5G', '88886666', 1, 10),
};

/** A card in service with all the usual fields; each demo card (and test card) overrides what makes it itself. */
export const aCard = (simNo: string, now: Date, overrides: Partial<SimInsert>): SimInsert => ({
  simNo,
  iccid: simNo,
  imsi: `46004${simNo.slice(-10)}`,
  imei: '',
  mobile: `1440${simNo.slice(-9)}`,
  promoCode: 'demo',
  operatorType: 1,
  balance: 3650,
  integral: 120,
  couponCoin: 0,
  simStatus: SIM_STATUS.normal,
  authStatus: AUTH_STATUS.verified,
  authPlatformStatus: AUTH_STATUS.verified,
  internetStatus: INTERNET_STATUS.on,
  onlineStatus: ONLINE_STATUS.online,
  totalFlow: 100 * GB,
  useFlow: 23 * GB,
  endAt: new Date(now.getTime() + 213 * DAY_MS),
  apn: 'CMIOT',
  dailyUsageMb: 800,
  lastUsageAt: now,
  lastReadAt: new Date(now.getTime() - 2 * 3600_000),
  ...overrides,
});

const demoCards = (now: Date): SimInsert[] => {
  const salt = newCardPasswordSalt();
  return [
    aCard(DemoCard.normal, now, { couponCoin: 200, rechargeTimes: 3 }),
    aCard(DemoCard.wifi, now, {
      sourceType: 2,
      deviceNo: 'SMF5G20260002',
      imei: '860123045678902',
      operatorType: 2,
      apn: '3GNET',
      totalFlow: 300 * GB,
      useFlow: 87 * GB,
      dailyUsageMb: 3 * GB,
      device: wifiDevice,
    }),
    aCard(DemoCard.needAuth, now, {
      simStatus: SIM_STATUS.notActivated,
      authStatus: AUTH_STATUS.none,
      authPlatformStatus: AUTH_STATUS.none,
      internetStatus: INTERNET_STATUS.off,
      onlineStatus: ONLINE_STATUS.offline,
      needAuth: true,
      useFlow: 0,
      balance: 0,
    }),
    aCard(DemoCard.arrears, now, {
      operatorType: 3,
      apn: 'CTNET',
      simStatus: SIM_STATUS.arrears,
      internetStatus: INTERNET_STATUS.off,
      onlineStatus: ONLINE_STATUS.offline,
      balance: 0,
      arrearsBalance: 1580,
      needBuyPackage: true,
      totalFlow: 30 * GB,
      useFlow: 30 * GB,
      endAt: new Date(now.getTime() - 6 * DAY_MS),
    }),
    aCard(DemoCard.password, now, {
      cardPasswordMode: 'password',
      cardPasswordSalt: salt,
      cardPasswordHash: hashCardPassword(DEMO_CARD_PASSWORD, salt),
      totalFlow: 50 * GB,
      useFlow: 12 * GB,
      balance: 990,
    }),
    aCard(DemoCard.viceAndBreak, now, {
      promoCode: 'sunrise',
      simStatus: SIM_STATUS.suspended,
      internetStatus: INTERNET_STATUS.off,
      onlineStatus: ONLINE_STATUS.offline,
      breakRuleId: 1,
      breakTips: '检测到本卡在非约定设备中使用，已触发机卡分离保护停机。如为本人正常使用，可自助解除。',
      allowRemoveBreak: true,
      viceSims: [
        { simNo: '1440234560061', iccid: '89860220123456700061', operatorType: 2, simStatus: SIM_STATUS.normal },
        { simNo: '1440334560062', iccid: '89860320123456700062', operatorType: 3, simStatus: SIM_STATUS.normal },
      ],
      isInfiniteFlow: true,
      totalFlow: 0,
      useFlow: 41 * GB,
      endAt: null,
    }),
  ];
};

/** 'YYYY-MM' in China time, `back` months before `now`. */
const monthBefore = (now: Date, back: number): string => {
  const [year, month] = chinaDateTime(now).slice(0, 7).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** Six months of use, oldest the lightest, a fixed share of the monthly plan each. */
const historyOf = (simId: number, card: SimInsert, now: Date) => {
  const monthly = card.isInfiniteFlow ? 0 : Math.round(card.totalFlow / 6);
  const shares = [0.42, 0.63, 0.55, 0.81, 0.7, 0.36];
  return shares.map((share, back) => ({
    simId,
    month: monthBefore(now, back),
    totalFlow: monthly,
    useFlow: Math.round((monthly || 12 * GB) * share),
  }));
};

const packagesOf = (simId: number, card: SimInsert, now: Date) => {
  const end = card.endAt ?? new Date(now.getTime() + 3650 * DAY_MS);
  const start = new Date(end.getTime() - 365 * DAY_MS);
  return [
    { simId, name: `年卡 ${Math.round(card.totalFlow / GB) || '不限'}GB`, totalFlow: card.totalFlow, useFlow: card.useFlow ?? 0, startAt: start, endAt: end },
    { simId, name: '体验包 10GB', totalFlow: 10 * GB, useFlow: 10 * GB, startAt: new Date(start.getTime() - 30 * DAY_MS), endAt: start },
  ];
};

/** A banner drawn inline, so the demo needs no image files. */
const banner = (title: string, subtitle: string, from: string, to: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" rx="24" fill="url(#g)"/><text x="56" y="140" font-size="56" font-weight="700" fill="#fff" font-family="sans-serif">${title}</text><text x="56" y="208" font-size="30" fill="#fff" opacity=".85" font-family="sans-serif">${subtitle}</text></svg>`,
  )}`;

const menu = (title: string, icon: string, link: string) => ({ title, icon, link });
const P = '/pages/iot/index';

const packageMenu = menu('套餐订购', 'package', `${P}/package/index`);
const rechargeMenu = menu('余额充值', 'recharge', `${P}/balance/index`);
const historyMenu = menu('用量记录', 'history', '/pages-sub/iot/index/historyLine/index');
const orderMenu = menu('订单记录', 'order', `${P}/orderLogs/index`);
const serviceMenu = menu('客服中心', 'service', `${P}/customer/index`);

/** Thirteen menus: more than the ten the home shows before "more". */
const demoMenus = [
  packageMenu,
  rechargeMenu,
  menu('实名认证', 'realname', `${P}/realnameAuth/index`),
  historyMenu,
  menu('套餐详情', 'packageInfo', '/pages-sub/iot/index/packageInfo/index'),
  menu('套餐记录', 'packageList', `${P}/PackageList`),
  orderMenu,
  menu('余额明细', 'balanceLog', `${P}/BalanceLogList`),
  menu('购买卡券', 'coupon', `${P}/couponChoose/index`),
  menu('绑定手机', 'phone', `${P}/bindPhone/index`),
  menu('切换网络', 'network', `${P}/switchNet/index`),
  menu('积分商城', 'integral', '/pages-sub/iot/integralShop/index'),
  serviceMenu,
];

const updatedAt = '2026-01-15T00:00:00.000Z';

const demoLayout: typeof simLayouts.$inferInsert = {
  promoCode: 'demo',
  name: '号码优选 · 流量卡自助',
  logo: '/shop/brand/demo-logo.svg',
  refreshSwitch: true,
  packageLamp: true,
  kefuUrl: serviceMenu.link,
  notice: '流量卡须完成实名认证后使用；欠费停机的卡充值到账后约 10 分钟恢复上网。',
  loginNotice: '输入卡背面的 ICCID 或 13 位卡号登录，查询流量、余额，办理套餐。',
  maxMenuTimes: 10,
  menus: demoMenus,
  carousels: [
    { image: banner('年卡限时 8 折', '100GB 全国通用流量', '#018d71', '#35c49a'), link: `${P}/package/index`, title: '年卡限时 8 折' },
    { image: banner('充值送积分', '每充 10 元送 10 积分', '#f08a24', '#f5b453'), link: `${P}/balance/index`, title: '充值送积分' },
  ],
  popup: { switch: true, title: '实名认证提醒', content: '根据工信部要求，物联网卡须完成实名认证后方可上网，未实名的卡请尽快认证。' },
  tabBar: {
    switch: true,
    middleBulge: false,
    items: [menu('首页', 'home', `${P}/index`), menu('套餐', 'package', packageMenu.link), menu('我的', 'user', '/pages-sub/iot/user/index')],
  },
  userElements: ['asset', 'carousel', 'service', 'vip', 'moreMenu'],
  userCarousels: [{ image: banner('邀请好友得积分', '好友开卡，双方各得 100 积分', '#3a7bd5', '#5fa3f0'), title: '邀请好友得积分' }],
  userMaxMenuTimes: 0,
  userService: [
    orderMenu,
    menu('余额明细', 'balanceLog', `${P}/BalanceLogList`),
    menu('支付密码', 'password', `${P}/payPassword/index`),
    serviceMenu,
  ],
  loginProtocol: {
    title: '号码优选流量卡用户协议',
    paragraphs: [
      '欢迎使用号码优选流量卡自助服务（以下简称“本服务”）。您登录即表示已阅读并同意本协议全部条款。',
      '一、卡号与卡密码是您使用本服务的凭证，请妥善保管，因您泄露造成的损失由您自行承担。',
      '二、依据《中华人民共和国网络安全法》及工信部相关规定，流量卡须实名登记后方可使用，实名信息须真实、准确。',
      '三、本卡仅限在约定终端中用于数据上网，不得用于电话卡、短信群发、网络攻击等违法违规用途，违者将被停机处理。',
      '四、套餐内流量按订购周期计算，到期未用完部分不结转；超出套餐部分按所购加油包计费。',
      '五、我们仅为提供本服务收集必要信息，并按《个人信息保护法》的要求保护您的个人信息。',
    ],
    updatedAt,
  },
  serviceProtocol: {
    title: '号码优选流量卡服务协议',
    paragraphs: [
      '一、服务内容：本公司为您提供流量卡的套餐订购、余额充值、用量查询等服务，网络服务由基础电信运营商提供。',
      '二、计费规则：套餐费用在订购时一次性支付，余额用于自动续费和加油包，余额不支持提现。',
      '三、停机与复机：欠费、违规使用或未实名的卡将被暂停服务，处理完毕后自动恢复。',
      '四、退款：已生效的套餐不支持退款；因网络原因无法使用的，可联系客服核实后办理。',
    ],
    updatedAt,
  },
  taskRule: {
    title: '积分任务规则',
    paragraphs: [
      '一、完成实名认证、首次充值、邀请好友等任务可获得积分，每项任务每张卡限领一次。',
      '二、积分可在积分商城兑换礼品和卡券，有效期至次年 12 月 31 日。',
      '三、通过作弊等不正当方式获得的积分将被收回，情节严重的取消参与资格。',
    ],
    updatedAt,
  },
};

const sunriseLayout: typeof simLayouts.$inferInsert = {
  promoCode: 'sunrise',
  name: '朝阳通信 · 卡务中心',
  logo: '/shop/brand/sunrise-logo.svg',
  refreshSwitch: true,
  packageLamp: false,
  kefuUrl: serviceMenu.link,
  notice: '朝阳通信客服热线 010-8000-5678，工作日 9:00-18:00。',
  loginNotice: '朝阳通信卡务中心：输入卡号即可登录。',
  maxMenuTimes: 4,
  menus: [packageMenu, rechargeMenu, historyMenu, orderMenu, serviceMenu],
  carousels: [{ image: '/shop/brand/sunrise-banner.svg', link: `${P}/package/index`, title: '好卡好套餐' }],
  popup: { switch: false, title: '', content: '' },
  tabBar: { switch: false, middleBulge: false, items: [] },
  userElements: ['asset', 'service'],
  userCarousels: [],
  userMaxMenuTimes: 3,
  userService: [
    orderMenu,
    menu('余额明细', 'balanceLog', `${P}/BalanceLogList`),
    menu('绑定手机', 'phone', `${P}/bindPhone/index`),
    serviceMenu,
  ],
  loginProtocol: {
    title: '朝阳通信用户服务协议',
    paragraphs: [
      '朝阳通信卡务中心为您提供流量卡查询与业务办理服务，登录即表示您同意本协议。',
      '请勿将卡号及验证码告知他人；流量卡须实名后使用，且仅限约定设备上网。',
    ],
    updatedAt,
  },
  serviceProtocol: null,
  taskRule: null,
};

/** The demo SIMs with their use history and packages, and the two promoters' SIM layouts. */
export const seedDemoIot = async (db: Database, now = new Date()): Promise<void> => {
  await db.insert(simLayouts).values([demoLayout, sunriseLayout]);
  for (const card of demoCards(now)) {
    const [row] = await db.insert(sims).values(card).returning({ id: sims.id });
    if (!row) throw new Error(`demo card ${card.simNo} was not stored`);
    await db.insert(simUsageMonths).values(historyOf(row.id, card, now));
    await db.insert(simPackages).values(packagesOf(row.id, card, now));
  }
};
