/** Business constants and limits of spec 9 (and the few numbers of spec 4), named once. */

// Network
export const REQUEST_TIMEOUT_MS = 120_000;
/** Socket, upload and download. */
export const NETWORK_TIMEOUT_MS = 60_000;
export const JSONP_TIMEOUT_MS = 30_000;
/** A lazily loaded page shows its loading state after this delay, and its error after the timeout. */
export const PAGE_LOAD_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
/** Config refreshes run on the leading edge, then at most one per interval. */
export const CONFIG_REFRESH_THROTTLE_MS = 1_000;
/** Spec 4: the WeChat browser is sent to the authorize endpoint after this delay. */
export const WECHAT_AUTHORIZE_DELAY_MS = 200;

// App
export const APP_VERSION = '1.2.5';
export const APP_VERSION_CODE = 125;
export const LOCALES = ['zh-Hans', 'zh-Hant', 'en', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const isLocale = (x: unknown): x is Locale => LOCALES.some((locale) => locale === x);

/** A text in every locale, in the order of LOCALES. */
export const inLocales = (zhHans: string, zhHant: string, en: string, fr: string, es: string): Record<Locale, string> => ({
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  en,
  fr,
  es,
});

// Self-service area
/** Recent card numbers kept for the card login, newest first. */
export const RECENT_CARDS_MAX = 5;
export const DEFAULT_MAX_MENU_TIMES = 10;
export const DEFAULT_USER_MAX_MENU_TIMES = 0;

export const WifiBand = { band2g: '2.4G', band5g: '5G' } as const;
export type WifiBand = (typeof WifiBand)[keyof typeof WifiBand];

/** A device always has 2.4G; 5G only when both its name and password are set. */
export const wifiBandsOf = (fiveG: { name?: string | null; password?: string | null }): WifiBand[] =>
  fiveG.name && fiveG.password ? [WifiBand.band2g, WifiBand.band5g] : [WifiBand.band2g];

/** Units of a validity length (packages, memberships). */
export const AgeUnit = { 1: 'days', 2: 'months', 3: 'years' } as const;
export type AgeUnitCode = keyof typeof AgeUnit;
export type AgeUnitName = (typeof AgeUnit)[AgeUnitCode];
/** A length this long or longer is shown as lifetime. */
export const LIFETIME_AGE = 20;
export const isLifetimeAge = (age: number): boolean => age >= LIFETIME_AGE;

// Greeting
/** The hour each greeting starts. */
export const GreetingHour = { morning: 6, noon: 11, afternoon: 14, evening: 20, lateNight: 22 } as const;
export type Greeting = keyof typeof GreetingHour;

/**
 * Greeting for an hour 0–23: [6,11) morning, [11,14) noon, [14,20) afternoon, [20,22)
 * evening, and late night from 22 until morning, so 0–5 is late night, not evening.
 */
export const greetingFor = (hour: number): Greeting => {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`hour must be 0–23, got ${hour}`);
  if (hour >= GreetingHour.lateNight || hour < GreetingHour.morning) return 'lateNight';
  if (hour >= GreetingHour.evening) return 'evening';
  if (hour >= GreetingHour.afternoon) return 'afternoon';
  if (hour >= GreetingHour.noon) return 'noon';
  return 'morning';
};

// Number shop
/** Operator images exist for codes 1–4; 99 marks a device rather than a SIM. */
export const OPERATOR_CODES = [1, 2, 3, 4] as const;
export type OperatorCode = (typeof OPERATOR_CODES)[number];
export const DEVICE_OPERATOR_CODE = 99;
/** The operator filter's Featured entry, shown when the promoter's suggest flag is on. */
export const FEATURED_OPERATOR_VALUE = -99;
export const DEFAULT_INDEX_GROUP = 2;

export type Arrangement = 1 | 2;
export const DEFAULT_ARRANGEMENT: Arrangement = 1;
/** The number list's arrangement; anything but the number 1 or 2 means 1. */
export const normaliseArrangement = (x: unknown): Arrangement => (x === 2 ? 2 : DEFAULT_ARRANGEMENT);

// Toasts
export const ToastMs = { default: 1_500, copy: 1_500, message: 2_000, long: 2_500 } as const;

// Layout
/** Design pixels to rem: 10 rem per 320 px, kept to 5 decimals. */
export const REM_PER_PX = 10 / 320;
export const REM_DECIMALS = 5;
export const DESIGN_WIDTH_RPX = 750;
export const DEVICE_WIDTH_PX = 375;
export const MAX_SCALING_WIDTH_PX = 960;
/** The design width in rem (750 × 10/320); the root font size is the screen width over this. */
export const DESIGN_WIDTH_REM = DESIGN_WIDTH_RPX * REM_PER_PX;

const roundTo = (x: number, decimals: number): number => {
  const factor = 10 ** decimals;
  // Round half away from zero so -x rounds like x, and never return -0.
  return (Math.sign(x) * Math.round(Math.abs(x) * factor)) / factor || 0;
};

export const rpxToRem = (rpx: number): number => roundTo(rpx * REM_PER_PX, REM_DECIMALS);

/**
 * Root font size in px for a screen width: 16 at 375. Wider than the scaling limit (a
 * desktop) lays out as a phone, and so does a width not known yet (0 before layout).
 */
export const rootFontSize = (width: number): number => {
  const scaled = width > 0 && width <= MAX_SCALING_WIDTH_PX ? width : DEVICE_WIDTH_PX;
  return scaled / DESIGN_WIDTH_REM;
};

// Gestures and components
export const LONG_PRESS_MS = 350;
export const LONG_PRESS_TOLERANCE_PX = 10;
export const REACH_BOTTOM_DISTANCE_PX = 50;
export const UPPER_THRESHOLD_PX = 50;
export const LOWER_THRESHOLD_PX = 50;
export const REFRESHER_THRESHOLD_PX = 45;
export const INPUT_MAX_LENGTH = 140;
export const CHOOSE_IMAGE_COUNT = 9;
export const CHOOSE_MEDIA_COUNT = 100;
export const VIDEO_MAX_DURATION_S = 60;
export const VIDEO_CONTROLS_HIDE_MS = 3_000;
export const NAV_BAR_HEIGHT_PX = 44;
export const MODAL_CONFIRM_COLOR = '#007aff';
export const SWIPER_INTERVAL_MS = 5_000;
export const SWIPER_DURATION_MS = 500;
export const IMAGE_PREVIEW_SCALE = { min: 1, max: 4 } as const;
export const VIBRATE_SHORT_MS = 15;

// Bars
export const TAB_BAR_DEFAULT_BACKGROUND = '#f7f7fa';
/** The shop's own tab bar: grey text, green when selected. */
export const TabBarStyle = {
  color: '#999999',
  selectedColor: '#018d71',
  backgroundColor: '#F8F8F8',
  borderStyle: 'black',
} as const;
export const NavigationBarStyle = { backgroundColor: '#f8f8f8', textStyle: 'black' } as const;
