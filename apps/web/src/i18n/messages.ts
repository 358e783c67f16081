import type { Locale } from '@shop/contract';
import type { PackMessages } from './packs';

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every text of the product: the shell's and every pack's. */
export type Messages = UnionToIntersection<PackMessages[keyof PackMessages]>;

/** 'tab.home', 'mine.version', ...: every leaf of the English message tree. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = KeysOf<Messages>;

export type MessageValues = Record<string, string | number>;

/** Per locale, the top-level namespaces loaded so far (the shell's, then packs as they come). */
const bundles = new Map<Locale, Record<string, unknown>>();

export const hasMessages = (locale: Locale): boolean => bundles.has(locale);

export const addMessages = (locale: Locale, messages: object): void =>
  void bundles.set(locale, { ...bundles.get(locale), ...messages });

function lookup(messages: Record<string, unknown> | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (text: string, values: MessageValues) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** `key_one` where the locale says "1 day" but "2 days" and the key has that form; else the key. */
function formOf(locale: Locale, key: string, values: MessageValues | undefined): string | undefined {
  const messages = bundles.get(locale);
  const count = values?.count;
  if (typeof count === 'number') {
    const rules = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
    const form = lookup(messages, `${key}_${rules.select(count)}`);
    if (form !== undefined) return form;
  }
  return lookup(messages, key);
}

/** The text in `locale` (in the count's plural form where the pack has one), else the key itself (never an empty label). */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const text = formOf(locale, key, values) ?? key;
  return values ? interpolate(text, values) : text;
}
