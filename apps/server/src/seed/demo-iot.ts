import { AUTH_STATUS, INTERNET_STATUS, ONLINE_STATUS, SIM_STATUS } from '@shop/contract';
import type { Database } from '../db/client';
import { type SimDevice, simUsageMonths } from '../db/schema/iot';
import type { SandboxCarrierLineInsert } from '../db/schema/sandbox-carrier';
import { simPackages } from '../db/schema/packages';
import { chinaDateTime } from '../lib/china-time';
import { hashPin, newPinSalt } from '../lib/pin-hash';
import { monthlyShareMb } from '../modules/iot/usage';
import { provisionSandboxLines } from '../providers/carrier';
import { provisionSandboxDevices } from '../providers/device';
import { seedDemoSimLayouts } from './demo-iot-layouts';
import { type CardInsert, storeCard } from './cards';
import { openingLine, seedDemoRecharge } from './demo-wallet';

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
  needCoupon: '8986011234567890007',
  nearlyUsed: '8986011234567890008',
} as const;
export const DEMO_CARD_PASSWORD = '123456';

/** What the sandbox carrier runs a line by, beyond what the card shows of it. */
export type LineKnobs = Partial<Pick<SandboxCarrierLineInsert, 'dailyUsageMb' | 'speedCode' | 'speedUntil'>>;
/** A demo or test card: the shop's rows, and the knobs of its line at the sandbox carrier. */
export type CardOverrides = Partial<CardInsert> & LineKnobs;

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
export const aCard = (simNo: string, now: Date, { dailyUsageMb: _daily, speedCode: _speed, speedUntil: _until, ...overrides }: CardOverrides): CardInsert => ({
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
  lastUsageAt: now,
  lastReadAt: new Date(now.getTime() - 2 * 3600_000),
  ...overrides,
});

/** The card's line as the carrier has it: what the card shows, and the knobs (800 MB a day unless told). */
export const aLine = (card: CardInsert, now: Date, knobs: LineKnobs = {}): SandboxCarrierLineInsert => ({
  simNo: card.simNo,
  iccid: card.iccid,
  simStatus: card.simStatus,
  internetStatus: card.internetStatus,
  onlineStatus: card.onlineStatus,
  authStatus: card.authStatus,
  authPlatformStatus: card.authPlatformStatus,
  operatorType: card.operatorType,
  apn: card.apn,
  viceSims: card.viceSims,
  totalFlow: card.totalFlow,
  useFlow: card.useFlow,
  isInfiniteFlow: card.isInfiniteFlow,
  endAt: card.endAt,
  breakRuleId: card.breakRuleId,
  breakTips: card.breakTips,
  allowRemoveBreak: card.allowRemoveBreak,
  volume: card.volume && {
    packageId: card.volume.packageId,
    useFlow: card.volume.useFlow,
    totalMoney: card.volume.totalMoney,
    gPrice: card.volume.gPrice,
    closedAt: card.volume.closed ? now.toISOString() : null,
  },
  lastUsageAt: card.lastUsageAt ?? now,
  dailyUsageMb: 800,
  ...knobs,
});

/** Stores a card, with its line provisioned at the sandbox carrier and its Wi-Fi device (if any) at the sandbox device platform. */
export const insertCard = async (db: Database, simNo: string, now: Date, overrides: CardOverrides = {}): Promise<CardInsert & { id: number }> => {
  const card = aCard(simNo, now, overrides);
  const { dailyUsageMb, speedCode, speedUntil } = overrides;
  const knobs = Object.fromEntries(Object.entries({ dailyUsageMb, speedCode, speedUntil }).filter(([, value]) => value !== undefined));
  await provisionSandboxLines(db, [aLine(card, now, knobs)]);
  if (card.device) {
    const device = { simNo, deviceNo: card.deviceNo, imei: card.imei, onlineStatus: card.onlineStatus, settings: card.device };
    await provisionSandboxDevices(db, [device]);
  }
  return { ...card, id: await storeCard(db, card) };
};

const demoCards = async (now: Date): Promise<[string, CardOverrides][]> => {
  const salt = newPinSalt();
  const passwordHash = await hashPin(DEMO_CARD_PASSWORD, salt);
  return [
    // Points enough to shop with in the points shop.
    [DemoCard.normal, { couponCoin: 200, rechargeTimes: 3, integral: 2000 }],
    [DemoCard.wifi, {
      sourceType: 2,
      deviceNo: 'SMF5G20260002',
      imei: '860123045678902',
      operatorType: 2,
      apn: '3GNET',
      totalFlow: 300 * GB,
      useFlow: 87 * GB,
      dailyUsageMb: 3 * GB,
      device: wifiDevice,
    }],
    [DemoCard.needAuth, {
      simStatus: SIM_STATUS.notActivated,
      authStatus: AUTH_STATUS.none,
      authPlatformStatus: AUTH_STATUS.none,
      internetStatus: INTERNET_STATUS.off,
      onlineStatus: ONLINE_STATUS.offline,
      needAuth: true,
      useFlow: 0,
      balance: 0,
    }],
    [DemoCard.arrears, {
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
    }],
    // Verified with its operator, but its promoter also asks for the platform's three-factor check.
    [DemoCard.password, {
      authPlatformStatus: AUTH_STATUS.none,
      needPlatformAuth: true,
      platformAuthType: 1,
      cardPasswordMode: 'password',
      cardPasswordSalt: salt,
      cardPasswordHash: passwordHash,
      totalFlow: 50 * GB,
      useFlow: 12 * GB,
      balance: 990,
    }],
    [DemoCard.viceAndBreak, {
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
    }],
    [DemoCard.needCoupon, { needBuyCoupon: true, totalFlow: 30 * GB, useFlow: 4 * GB, balance: 8000 }],
    // Near the end of its data: the next read passes 80% of the plan (a usage alert's level).
    [DemoCard.nearlyUsed, { useFlow: 79.5 * GB, dailyUsageMb: 3 * GB, lastUsageAt: new Date(now.getTime() - DAY_MS / 2), balance: 5000 }],
  ];
};

/** 'YYYY-MM' in China time, `back` months before `now`. */
const monthBefore = (now: Date, back: number): string => {
  const [year, month] = chinaDateTime(now).slice(0, 7).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** Six months of use, each a fixed part of the plan's monthly share. */
const historyOf = (simId: number, card: CardInsert, now: Date) => {
  const monthly = monthlyShareMb(card.totalFlow, card.isInfiniteFlow ?? false);
  const shares = [0.42, 0.63, 0.55, 0.81, 0.7, 0.36];
  return shares.map((share, back) => ({
    simId,
    month: monthBefore(now, back),
    totalFlow: monthly,
    useFlow: Math.round((monthly || 12 * GB) * share),
  }));
};

const packagesOf = (simId: number, card: CardInsert, now: Date) => {
  const end = card.endAt ?? new Date(now.getTime() + 3650 * DAY_MS);
  const start = new Date(end.getTime() - 365 * DAY_MS);
  return [
    { simId, name: `年卡 ${Math.round(card.totalFlow / GB) || '不限'}GB`, totalFlow: card.totalFlow, useFlow: card.useFlow ?? 0, startAt: start, endAt: end },
    { simId, name: '体验包 10GB', totalFlow: 10 * GB, useFlow: 10 * GB, startAt: new Date(start.getTime() - 30 * DAY_MS), endAt: start },
  ];
};

/** The demo SIMs with their use history, packages and opening balance, and the two promoters' SIM layouts and top-up amounts. */
export const seedDemoIot = async (db: Database, now = new Date()): Promise<void> => {
  await seedDemoSimLayouts(db);
  await seedDemoRecharge(db, ['demo', 'sunrise']);
  for (const [simNo, overrides] of await demoCards(now)) {
    const card = await insertCard(db, simNo, now, overrides);
    await db.insert(simUsageMonths).values(historyOf(card.id, card, now));
    await db.insert(simPackages).values(packagesOf(card.id, card, now));
    await openingLine(db, card.id, card.balance ?? 0);
  }
};
