import type { Locale } from '@shop/contract';
import type { Messages } from './locales/en';

/** 'tab.home', 'mine.version', ...: every leaf of the English message tree. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = KeysOf<Messages>;

export type MessageValues = Record<string, string | number>;

const bundles = new Map<Locale, Messages>();

export const hasMessages = (locale: Locale): boolean => bundles.has(locale);

export const addMessages = (locale: Locale, messages: Messages): void => void bundles.set(locale, messages);

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (text: string, values: MessageValues) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The text in `locale`, else in the fallback, else the key itself (never an empty label). */
export function translate(locale: Locale, fallback: Locale, key: MessageKey, values?: MessageValues): string {
  const text = lookup(bundles.get(locale), key) ?? lookup(bundles.get(fallback), key) ?? key;
  return values ? interpolate(text, values) : text;
}
