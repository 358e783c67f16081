import {
  type CardLoginMode,
  WifiBand,
  wifiBandsOf,
  DEFAULT_MAX_MENU_TIMES,
  DEFAULT_USER_MAX_MENU_TIMES,
  type Locale,
  maskMobile,
  type SimInfo,
  type SimLayout,
} from '@shop/contract';
import type { ProtocolText, SimDevice, StoredWifiBand } from '../../db/schema/iot';
import type { PhoneBinding } from '../account/service';
import type { RealnameStatus } from '../realname/service';
import { textsIn, type Translations } from '../../lib/translations';
import type { SimLayoutRow, SimRow } from './queries';

const DAY_MS = 86_400_000;
const UNIT_DAYS = 1;
/** Spec 3: a surplusUnit of 20 or more means the plan never ends. */
const UNIT_LIFETIME = 20;

/** Whole days left on the plan, counting a started day as left. */
const surplusOf = (endAt: Date | null, now: Date): Pick<SimInfo, 'surplusTime' | 'surplusUnit'> =>
  endAt === null
    ? { surplusTime: 0, surplusUnit: UNIT_LIFETIME }
    : { surplusTime: Math.max(0, Math.ceil((endAt.getTime() - now.getTime()) / DAY_MS)), surplusUnit: UNIT_DAYS };

const publicBand = ({ password: _password, ...band }: StoredWifiBand) => band;

/** The device's bands without their passwords (shown only after a proof, in the device area); 5G as spec 9 has it. */
const publicDevice = (device: SimDevice | null): SimInfo['device'] =>
  device && {
    wifiEncrypt: device.wifiEncrypt,
    band2g: publicBand(device.band2g),
    band5g: device.band5g && wifiBandsOf(device.band5g).includes(WifiBand.band5g) ? publicBand(device.band5g) : null,
  };

/** What the card holds as its owners keep it: money (wallet), points, coupon coin (coupons), whether a pay password is set (checkout). */
export type CardHoldings = Pick<SimInfo, 'balance' | 'arrearsBalance' | 'rechargeTimes' | 'integral' | 'couponCoin' | 'needBuyCoupon' | 'existPayPassword'>;

/** What the other modules add to a card's SIM info: what it holds, its renewal, its membership and speed add-on in force, its usage alert. */
export type SimExtras = CardHoldings & Pick<SimInfo, 'renewal' | 'vipOrder' | 'accelerateOrder' | 'usageAlert'>;

/** What the card's other owners keep of it: its real-name standing, bound mobile, login mode and the package it must buy. */
export type CardParts = RealnameStatus & PhoneBinding & { cardPasswordMode: CardLoginMode; needBuyPackage: boolean };

/** The spec-3 SIM info of a stored card at `now`, with what the other modules keep and add. */
export const simInfoOf = (sim: SimRow, parts: CardParts, now: Date, extras: SimExtras): SimInfo => ({
  simNo: sim.simNo,
  iccid: sim.iccid,
  imsi: sim.imsi,
  imei: sim.imei,
  mobile: sim.mobile,
  simStatus: sim.simStatus,
  authStatus: parts.authStatus,
  authPlatformStatus: parts.authPlatformStatus,
  internetStatus: sim.internetStatus,
  onlineStatus: sim.onlineStatus,
  cancelStatus: sim.cancelStatus,
  replaceStatus: sim.replaceStatus,
  totalFlow: sim.totalFlow,
  useFlow: sim.useFlow,
  surplusFlow: sim.isInfiniteFlow ? 0 : Math.max(0, sim.totalFlow - sim.useFlow),
  ...surplusOf(sim.endAt, now),
  status: sim.status,
  endAt: sim.endAt?.toISOString() ?? null,
  lastRobinAt: sim.lastReadAt?.toISOString() ?? null,
  createdAt: sim.createdAt.toISOString(),
  operatorType: sim.operatorType,
  bindPhoneMode: parts.bindPhoneMode,
  boundMobile: parts.boundMobile === null ? null : maskMobile(parts.boundMobile),
  apn: sim.apn,
  promoCode: sim.promoCode,
  needBuyPackage: parts.needBuyPackage,
  needAuth: parts.needAuth,
  needPlatformAuth: parts.needPlatformAuth,
  platformAuthType: parts.platformAuthType,
  cardPasswordMode: parts.cardPasswordMode,
  sourceType: sim.sourceType,
  deviceNo: sim.deviceNo,
  isInfiniteFlow: sim.isInfiniteFlow,
  numbAuth: parts.numbAuth,
  breakRuleId: sim.breakRuleId,
  breakTips: sim.breakTips,
  allowRemoveBreak: sim.allowRemoveBreak,
  device: publicDevice(sim.device),
  viceSims: sim.viceSims,
  volumePackageId: sim.volume?.packageId ?? null,
  volume: sim.volume && { useFlow: sim.volume.useFlow, totalMoney: sim.volume.totalMoney, gPrice: sim.volume.gPrice },
  simShopLayout: { domain: sim.shopDomain },
  ...extras,
});

const PROTOCOLS_UPDATED_AT = '2026-01-01T00:00:00.000Z';

/** What a promoter without its own layout shows. */
export const defaultProtocols: Record<'loginProtocol' | 'serviceProtocol' | 'taskRule', ProtocolText> = {
  loginProtocol: {
    title: '物联网卡用户服务协议',
    paragraphs: [
      '欢迎使用物联网卡自助服务。登录即表示您已阅读并同意本协议。',
      '本服务用于查询卡片状态、流量余量、余额及办理相关业务，请妥善保管卡号及卡密码，勿转借他人使用。',
      '根据国家相关规定，物联网卡须完成实名认证后方可正常使用，请按页面提示如实登记。',
    ],
    updatedAt: PROTOCOLS_UPDATED_AT,
  },
  serviceProtocol: {
    title: '物联网卡服务协议',
    paragraphs: [
      '物联网卡仅限在约定的设备与用途中使用，不得用于语音、短信群发或其他违法违规用途。',
      '套餐流量按自然月或订购周期计算，到期未用完的流量不结转，具体以所购套餐说明为准。',
      '卡片欠费将暂停上网服务，充值到账后自动恢复。',
    ],
    updatedAt: PROTOCOLS_UPDATED_AT,
  },
  taskRule: {
    title: '任务规则',
    paragraphs: ['完成任务可获得积分，积分可在积分商城兑换礼品。', '同一任务每张卡仅可领取一次奖励，违规获取的积分将被收回。'],
    updatedAt: PROTOCOLS_UPDATED_AT,
  },
};

export const DEFAULT_LAYOUT: SimLayout = {
  name: '物联网卡自助服务',
  logo: '/shop/brand/default-avatar.svg',
  refreshSwitch: true,
  packageLamp: false,
  kefuUrl: '/pages/iot/index/customer/index',
  notice: '',
  maxMenuTimes: DEFAULT_MAX_MENU_TIMES,
  menus: [
    { title: '套餐订购', icon: 'package', link: '/pages/iot/index/package/index' },
    { title: '余额充值', icon: 'recharge', link: '/pages/iot/index/balance/index' },
    { title: '实名认证', icon: 'realname', link: '/pages/iot/index/realnameAuth/index' },
    { title: '客服中心', icon: 'service', link: '/pages/iot/index/customer/index' },
  ],
  carousels: [],
  popup: { switch: false, title: '', content: '' },
  tabBar: { switch: false, middleBulge: false, items: [] },
  user: { elements: ['asset', 'service'], carousels: [], maxMenuTimes: DEFAULT_USER_MAX_MENU_TIMES, service: [] },
};

type ProtocolName = keyof typeof defaultProtocols;
type ProtocolWords = { title: string; paragraphs: string[] };

/** The default protocols' words in other locales (fr and es read the English paragraphs). */
const defaultProtocolTranslations: Record<ProtocolName, Translations<ProtocolWords>> = {
  loginProtocol: {
    en: {
      title: 'IoT SIM User Service Agreement',
      paragraphs: [
        'Welcome to the IoT SIM self-service. By logging in you confirm that you have read and accept this agreement.',
        'The service shows the card’s state, data left and balance, and handles its services. Keep the card number and card password safe and do not lend the card to others.',
        'As national rules require, an IoT SIM works only once registered under a real name: register truthfully as the page asks.',
      ],
    },
    fr: { title: 'Conditions d’utilisation de la carte IoT' },
    es: { title: 'Condiciones de uso de la SIM IoT' },
  },
  serviceProtocol: {
    en: {
      title: 'IoT SIM Service Agreement',
      paragraphs: [
        'An IoT SIM may be used only in the agreed devices and for the agreed purposes, never for calls, bulk messages or any other unlawful use.',
        'Plan data counts by calendar month or by the period bought; what is left at the end does not carry over. The plan’s own description applies.',
        'A card in arrears loses its data service, which comes back by itself once a top-up arrives.',
      ],
    },
    fr: { title: 'Contrat de service de la carte IoT' },
    es: { title: 'Contrato de servicio de la SIM IoT' },
  },
  taskRule: {
    en: {
      title: 'Task Rules',
      paragraphs: ['Tasks earn points, which buy gifts in the points shop.', 'A task’s reward is given once per card; points gained against the rules are taken back.'],
    },
    fr: { title: 'Règles des tâches' },
    es: { title: 'Reglas de las tareas' },
  },
};

/** A default protocol as a visitor of `locale` reads it. */
export const defaultProtocolIn = (name: ProtocolName, locale: Locale): ProtocolText => {
  const protocol = defaultProtocols[name];
  return { ...protocol, ...textsIn({ title: protocol.title, paragraphs: protocol.paragraphs }, defaultProtocolTranslations[name], locale) };
};

const defaultLayoutTranslations: Translations<{ name: string; menus: string[] }> = {
  en: { name: 'IoT SIM Self-Service', menus: ['Buy a plan', 'Top up', 'Real-name check', 'Help centre'] },
  fr: { name: 'Espace carte IoT', menus: ['Forfaits', 'Recharger', 'Identité', 'Aide'] },
  es: { name: 'Autoservicio SIM IoT', menus: ['Planes', 'Recargar', 'Identidad', 'Ayuda'] },
};

const defaultLayoutIn = (locale: Locale): SimLayout => {
  const shown = textsIn({ name: DEFAULT_LAYOUT.name, menus: DEFAULT_LAYOUT.menus.map((menu) => menu.title) }, defaultLayoutTranslations, locale);
  return { ...DEFAULT_LAYOUT, name: shown.name, menus: DEFAULT_LAYOUT.menus.map((menu, index) => ({ ...menu, title: shown.menus[index] ?? menu.title })) };
};

/** The spec-3 layout of a promoter's stored design (already in the visitor's locale); the default one in it when it has none. */
export const simLayoutOf = (row: SimLayoutRow | undefined, locale: Locale): SimLayout =>
  row === undefined
    ? defaultLayoutIn(locale)
    : {
        name: row.name,
        logo: row.logo,
        refreshSwitch: row.refreshSwitch,
        packageLamp: row.packageLamp,
        kefuUrl: row.kefuUrl,
        notice: row.notice,
        maxMenuTimes: row.maxMenuTimes,
        menus: row.menus,
        carousels: row.carousels,
        popup: row.popup,
        tabBar: row.tabBar,
        user: { elements: row.userElements, carousels: row.userCarousels, maxMenuTimes: row.userMaxMenuTimes, service: row.userService },
      };

/** The layout a card's holder sees: a pop-up meant for cards not yet verified is off for a verified one. */
export const cardLayoutOf = (row: SimLayoutRow | undefined, status: Pick<RealnameStatus, 'needAuth' | 'needPlatformAuth'>, locale: Locale): SimLayout => {
  const layout = simLayoutOf(row, locale);
  const forHolder = row?.popupAudience !== 'unverified' || status.needAuth || status.needPlatformAuth;
  return forHolder ? layout : { ...layout, popup: { ...layout.popup, switch: false } };
};
