import { useSyncExternalStore } from 'react';
import { localJson } from '../lib/storage';
import { FALLBACK_LOCALE, resolveLocale, type Locale } from '@shop/contract';
import type { ShellMessages } from './locales/en';
import { addMessages, hasMessages, translate, type MessageKey, type MessageValues } from './messages';
import { findPackOf, knowPacks, type TextPack } from './packs';

export { FALLBACK_LOCALE, isLocale, type Locale } from '@shop/contract';
export { languageNames } from './languageNames';
export { hasMessages, type MessageKey, type Messages } from './messages';
export { everyPack, findPacksWith, knowPacks, textPack, type TextPack } from './packs';

/** Local storage key of the user's chosen locale. */
export const LOCALE_STORAGE_KEY = 'locale';

// One lazily loaded chunk per locale for the shell's texts; the packs have their own.
const loaders: { [L in Locale]: () => Promise<ShellMessages> } = {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.messages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.messages),
  en: () => import('./locales/en').then((m) => m.messages),
  fr: () => import('./locales/fr').then((m) => m.messages),
  es: () => import('./locales/es').then((m) => m.messages),
};

export const loadMessages = (locale: Locale): Promise<ShellMessages> => loaders[locale]();

let active: Locale = FALLBACK_LOCALE;
/** The locale being switched to: packs asked for meanwhile load in it, not the old one. */
let target: Locale = FALLBACK_LOCALE;
/** Bumped on every switch and pack arrival, so components re-render with the new texts. */
let version = 0;
const listeners = new Set<() => void>();
const wantedPacks = new Set<TextPack>();
const loading = new Map<string, Promise<void>>();

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

function loadOnce(id: string, load: () => Promise<object>, locale: Locale): Promise<void> {
  const pending = loading.get(id) ?? load().then((messages) => addMessages(locale, messages));
  loading.set(id, pending);
  return pending.catch((error: unknown) => {
    loading.delete(id);
    throw error;
  });
}

// loadOnce keeps each load's promise, so a loaded shell is not asked for twice and a failed one is asked again.
const ensureShell = (locale: Locale): Promise<void> => loadOnce(`${locale}`, loaders[locale], locale);

const ensurePack = (locale: Locale, pack: TextPack): Promise<void> => loadOnce(`${locale}:${pack.name}`, pack.load[locale], locale);

/** Loads the packs a page needs in the current locale (and in any locale switched to later). */
export async function loadPacks(packs: readonly TextPack[]): Promise<void> {
  knowPacks(packs);
  const fresh = packs.filter((pack) => !wantedPacks.has(pack));
  fresh.forEach((pack) => wantedPacks.add(pack));
  const locale = target;
  try {
    await Promise.all(packs.map((pack) => ensurePack(locale, pack)));
  } catch (error) {
    fresh.forEach((pack) => wantedPacks.delete(pack));
    throw error;
  }
  if (fresh.length > 0 && locale === active) changed();
}

async function switchTo(locale: Locale): Promise<void> {
  target = locale;
  await Promise.all([ensureShell(locale), ...[...wantedPacks].map((pack) => ensurePack(locale, pack))]);
  if (target !== locale) return;
  active = locale;
  document.documentElement.lang = locale;
  changed();
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

export interface InitI18nOptions {
  /** The locale the app is configured with, used when the user has not chosen one. */
  appConfig?: string | null;
}

/** Resolves the locale (stored, app config, browser, en), loads it and sets `<html lang>`. */
export async function initI18n({ appConfig }: InitI18nOptions = {}): Promise<Locale> {
  const locale = resolveLocale({ stored: localJson.readText(LOCALE_STORAGE_KEY), appConfig, browser: browserLanguages() });
  // Nothing is shown before this first load, so calls made meanwhile already ask in the visitor's locale.
  active = locale;
  await switchTo(locale);
  return locale;
}

/** The user's choice: kept in local storage and applied at once. */
export async function setLocale(locale: Locale): Promise<void> {
  localJson.writeText(LOCALE_STORAGE_KEY, locale);
  await switchTo(locale);
}

export const currentLocale = (): Locale => active;

/** A text of a pack its page did not name: load the pack (loadPacks re-renders when it is there). */
function loadMissingPack(key: MessageKey): void {
  // Before the shell's texts are in, every text is missing: that is no sign of a pack to load.
  if (!hasMessages(active)) return;
  void findPackOf(key)
    .then((pack) => (pack && !wantedPacks.has(pack) ? loadPacks([pack]) : undefined))
    .catch(() => undefined);
}

/** A text in the current locale; outside React (toasts, dialogs) and inside it alike. */
export const t = (key: MessageKey, values?: MessageValues): string => {
  const text = translate(active, key, values);
  if (text === key) loadMissingPack(key);
  return text;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `t`, re-rendering the component when the locale changes or a pack arrives. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, () => version);
  return t;
}
