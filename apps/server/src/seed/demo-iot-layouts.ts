import type { Database } from '../db/client';
import type { SimLayoutTexts } from '../db/schema';
import type { TranslatedLocale } from '../lib/translations';
import { saveSimLayout, type SimLayoutInput } from '../modules/iot/layout';

/** A banner drawn inline, so the demo needs no image files. */
const banner = (title: string, subtitle: string, from: string, to: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" rx="24" fill="url(#g)"/><text x="56" y="140" font-size="56" font-weight="700" fill="#fff" font-family="sans-serif">${title}</text><text x="56" y="208" font-size="30" fill="#fff" opacity=".85" font-family="sans-serif">${subtitle}</text></svg>`,
  )}`;

const menu = (title: string, icon: string, link: string) => ({ title, icon, link });
const P = '/pages/iot/index';

type Foreign = Exclude<TranslatedLocale, 'zh-Hant'>;
const FOREIGN: readonly Foreign[] = ['en', 'fr', 'es'];

/** The menu and tab titles of both layouts in English, French and Spanish (zh-Hant is converted from the Chinese). */
const menuTitles: Readonly<Record<string, Readonly<Record<Foreign, string>>>> = {
  套餐订购: { en: 'Buy a plan', fr: 'Forfaits', es: 'Planes' },
  余额充值: { en: 'Top up', fr: 'Recharger', es: 'Recargar' },
  实名认证: { en: 'Real-name check', fr: 'Identité', es: 'Identidad' },
  用量记录: { en: 'Usage', fr: 'Consommation', es: 'Consumo' },
  套餐详情: { en: 'Plan details', fr: 'Mon forfait', es: 'Mi plan' },
  套餐记录: { en: 'Plan history', fr: 'Historique', es: 'Historial' },
  订单记录: { en: 'Orders', fr: 'Commandes', es: 'Pedidos' },
  余额明细: { en: 'Balance log', fr: 'Solde', es: 'Saldo' },
  购买卡券: { en: 'Coupons', fr: 'Coupons', es: 'Cupones' },
  绑定手机: { en: 'Bind a phone', fr: 'Lier un mobile', es: 'Vincular móvil' },
  切换网络: { en: 'Network', fr: 'Réseau', es: 'Red' },
  积分商城: { en: 'Points shop', fr: 'Boutique de points', es: 'Tienda de puntos' },
  客服中心: { en: 'Help centre', fr: 'Aide', es: 'Ayuda' },
  支付密码: { en: 'Pay password', fr: 'Code de paiement', es: 'Clave de pago' },
  首页: { en: 'Home', fr: 'Accueil', es: 'Inicio' },
  套餐: { en: 'Plans', fr: 'Forfaits', es: 'Planes' },
  我的: { en: 'Me', fr: 'Moi', es: 'Yo' },
};

/** The titles of menu entries in one locale, one by one. */
const titlesIn = (locale: Foreign, items: readonly { title: string }[]): string[] =>
  items.map((item) => {
    const title = menuTitles[item.title]?.[locale];
    if (title === undefined) throw new Error(`The demo menu ${item.title} has no ${locale} title`);
    return title;
  });

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

const demoLayout: SimLayoutInput = {
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
  popupAudience: 'unverified',
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

const sunriseLayout: SimLayoutInput = {
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

/** A layout with its menus, tab bar and services titled in en, fr and es, and its other words as given. */
const translated = (layout: SimLayoutInput, words: Readonly<Record<Foreign, Partial<SimLayoutTexts>>>): SimLayoutInput => ({
  ...layout,
  translations: Object.fromEntries(
    FOREIGN.map((locale) => [
      locale,
      {
        menus: titlesIn(locale, layout.menus ?? []),
        tabBar: titlesIn(locale, layout.tabBar.items),
        userService: titlesIn(locale, layout.userService ?? []),
        ...words[locale],
      },
    ]),
  ),
});

const demoWords: Record<Foreign, Partial<SimLayoutTexts>> = {
  en: {
    name: 'Best Numbers · Data SIM Self-Service',
    notice: 'Data SIMs work once registered in your name; a card suspended for arrears is back online about 10 minutes after a top-up arrives.',
    loginNotice: 'Log in with the ICCID on the back of the card or its 13-digit number to check data and balance and buy plans.',
    carousels: ['Annual plans 20% off', 'Top up, earn points'],
    popupTitle: 'Real-name reminder',
    popupContent:
      'As the Ministry of Industry and Information Technology requires, IoT SIMs go online only once registered in the holder’s name. Please register an unverified card soon.',
    userCarousels: ['Invite friends, earn points'],
    loginProtocolTitle: 'Best Numbers Data SIM User Agreement',
    loginProtocol: [
      'Welcome to the Best Numbers data SIM self-service (“the service”). By logging in you confirm that you have read and accept all of this agreement.',
      '1. The card number and card password are your keys to the service. Keep them safe: losses from disclosing them are yours to bear.',
      '2. Under the Cybersecurity Law of the People’s Republic of China and the rules of the Ministry of Industry and Information Technology, a data SIM works only once registered under a real name, with true and accurate details.',
      '3. The card is for data in the agreed device only. It must not be used as a phone card, for bulk messages, network attacks or any other unlawful use; a card so used is suspended.',
      '4. Plan data counts by the plan period; what is left at the end does not carry over. Use beyond the plan is charged to the add-on packs bought.',
      '5. We collect only what the service needs and protect your personal information as the Personal Information Protection Law requires.',
    ],
    serviceProtocolTitle: 'Best Numbers Data SIM Service Agreement',
    serviceProtocol: [
      '1. Service: we sell plans, take top-ups and show usage for your data SIM; the network is provided by a licensed carrier.',
      '2. Charges: a plan is paid in full when ordered; the balance pays renewals and add-on packs and cannot be withdrawn.',
      '3. Suspension: a card in arrears, misused or not registered in a real name is suspended, and comes back once that is resolved.',
      '4. Refunds: a plan in force is not refunded; if the network cannot be used, contact us and we will check and refund.',
    ],
    taskRuleTitle: 'Points Task Rules',
    taskRule: [
      '1. Tasks such as the real-name check, a first top-up or inviting friends earn points, each once per card.',
      '2. Points buy gifts and coupons in the points shop and are valid until 31 December of the next year.',
      '3. Points gained by cheating are taken back; serious cases lose the right to take part.',
    ],
  },
  fr: {
    name: 'Best Numbers · Espace carte data',
    carousels: ['Forfaits annuels -20 %', 'Rechargez, gagnez des points'],
    popupTitle: 'Rappel : vérification d’identité',
    userCarousels: ['Parrainez, gagnez des points'],
  },
  es: {
    name: 'Best Numbers · Autoservicio SIM de datos',
    carousels: ['Planes anuales -20 %', 'Recarga y gana puntos'],
    popupTitle: 'Aviso: verificación de identidad',
    userCarousels: ['Invita y gana puntos'],
  },
};

const sunriseWords: Record<Foreign, Partial<SimLayoutTexts>> = {
  en: {
    name: 'Sunrise Telecom · Card Centre',
    notice: 'Sunrise Telecom hotline 010-8000-5678, weekdays 9:00-18:00.',
    loginNotice: 'Sunrise Telecom card centre: log in with your card number.',
    carousels: ['Good cards, good plans'],
    loginProtocolTitle: 'Sunrise Telecom User Service Agreement',
    loginProtocol: [
      'The Sunrise Telecom card centre lets you check your data SIM and manage its services; by logging in you accept this agreement.',
      'Never tell anyone your card number or codes. A data SIM works once registered in your name, and only in the agreed device.',
    ],
  },
  fr: { name: 'Sunrise Télécom · Espace cartes', carousels: ['Bonnes cartes, bons forfaits'] },
  es: { name: 'Sunrise Telecom · Centro de tarjetas', carousels: ['Buenas tarjetas, buenos planes'] },
};

/** The SIM layouts of `demo` and `sunrise`, with their translations. */
export const seedDemoSimLayouts = async (db: Database): Promise<void> => {
  await saveSimLayout(db, translated(demoLayout, demoWords));
  await saveSimLayout(db, translated(sunriseLayout, sunriseWords));
};
