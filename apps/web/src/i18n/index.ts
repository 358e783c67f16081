import { useSyncExternalStore } from 'react';
import { localJson } from '../lib/storage';
import { FALLBACK_LOCALE, type Locale } from '@shop/contract';
import { resolveLocale } from './locale';
import type { Messages } from './locales/en';
import { addMessages, hasMessages, translate, type MessageKey, type MessageValues } from './messages';

export { FALLBACK_LOCALE, isLocale, type Locale } from '@shop/contract';
export { normaliseLocale, resolveLocale } from './locale';
export { languageNames } from './languageNames';
export { hasMessages, type MessageKey } from './messages';
export type { Messages } from './locales/en';

/** Local storage key of the user's chosen locale. */
export const LOCALE_STORAGE_KEY = 'locale';

// One lazily loaded chunk per locale.
const loaders: { [L in Locale]: () => Promise<Messages> } = {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.messages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.messages),
  en: () => import('./locales/en').then((m) => m.messages),
  fr: () => import('./locales/fr').then((m) => m.messages),
  es: () => import('./locales/es').then((m) => m.messages),
};

export const loadMessages = (locale: Locale): Promise<Messages> => loaders[locale]();

let active: Locale = FALLBACK_LOCALE;
const listeners = new Set<() => void>();

async function ensureLoaded(locale: Locale): Promise<void> {
  if (!hasMessages(locale)) addMessages(locale, await loadMessages(locale));
}

/** Loads the locale and English (the fallback for any missing key), then switches. */
async function switchTo(locale: Locale): Promise<void> {
  await Promise.all([ensureLoaded(FALLBACK_LOCALE), ensureLoaded(locale)]);
  active = locale;
  document.documentElement.lang = locale;
  listeners.forEach((listener) => listener());
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
  await switchTo(locale);
  return locale;
}

/** The user's choice: kept in local storage and applied at once. */
export async function setLocale(locale: Locale): Promise<void> {
  localJson.writeText(LOCALE_STORAGE_KEY, locale);
  await switchTo(locale);
}

export const currentLocale = (): Locale => active;

/** A text in the current locale; outside React (toasts, dialogs) and inside it alike. */
export const t = (key: MessageKey, values?: MessageValues): string => translate(active, FALLBACK_LOCALE, key, values);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `t`, re-rendering the component when the locale changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, currentLocale);
  return t;
}
