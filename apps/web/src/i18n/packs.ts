import type { Locale } from '@shop/contract';
import type { ShellMessages } from './locales/en';

/**
 * Every text pack's messages by pack name. The shell's are here; a feature adds its pack's by
 * augmenting this interface beside the pack (`declare module '…/i18n/packs'`), so the message
 * keys stay typed while the texts live with their feature.
 */
export interface PackMessages {
  shell: ShellMessages;
}

/**
 * Texts only some pages need, in a chunk of their own per locale, so the home route loads the
 * shell's texts alone. A page names the packs of the features it shows (its `texts`) and they
 * load with its code.
 */
export interface TextPack {
  readonly name: string;
  /** The top-level namespaces the pack holds ('order', 'orderForm'), known before it loads. */
  readonly namespaces: readonly string[];
  readonly load: { readonly [L in Locale]: () => Promise<object> };
}

/**
 * A feature's text pack: its namespaces (every top-level key of its messages, checked by the
 * compiler) and a loader per locale.
 */
export function textPack<M extends object>(
  name: string,
  namespaces: { readonly [N in keyof M]: true },
  load: { readonly [L in Locale]: () => Promise<M> },
): TextPack {
  return { name, namespaces: Object.keys(namespaces), load };
}

/** The pack of each namespace of the packs known so far. */
const packOfNamespace = new Map<string, TextPack>();

/** Makes packs known by their namespaces, before any of their texts is asked for. */
export const knowPacks = (packs: Iterable<TextPack>): void => {
  for (const pack of packs) pack.namespaces.forEach((namespace) => packOfNamespace.set(namespace, pack));
};

/** The known pack holding a text's namespace. */
export const packOfKey = (key: string): TextPack | undefined => packOfNamespace.get(key.slice(0, key.indexOf('.')));

let packFinder: (() => Promise<Iterable<TextPack>>) | undefined;
let finding: Promise<void> | undefined;

/** Where the packs not known yet are found: in a chunk of their own, so the home route does not carry them. */
export const findPacksWith = (finder: () => Promise<Iterable<TextPack>>): void => {
  packFinder = finder;
};

function findOnce(): Promise<void> {
  finding ??= (packFinder?.() ?? Promise.resolve([])).then(knowPacks, (error: unknown) => {
    finding = undefined;
    throw error;
  });
  return finding;
}

/** The pack holding a text's namespace, asking the finder once when no known pack holds it. */
export async function findPackOf(key: string): Promise<TextPack | undefined> {
  if (!packOfKey(key)) await findOnce();
  return packOfKey(key);
}

/** Every pack, those the finder knows included. */
export async function everyPack(): Promise<TextPack[]> {
  await findOnce();
  return [...new Set(packOfNamespace.values())];
}
