import { inLocales, LOCALES, type Locale } from './constants';

/**
 * What the server says to a visitor (refusals, field errors, faults) as data, rendered only at
 * the edge in the locale the request asks for. Each area defines its texts once, in every
 * locale (`defineMessages`); a text missing a locale does not compile.
 */

/** A text in each of the shop's locales. */
export type Localised = Readonly<Record<Locale, string>>;

/** A value a text shows at its `{name}`: as given, or (a message, a list of them) in the same locale. */
export type MessageValue = string | number | Message | readonly MessageValue[];

/** One message: which text it is, that text in every locale, and the values its `{name}` places take. */
export interface Message {
  /** `area.name`, for logs and tests; the texts travel with it, so rendering needs no lookup. */
  readonly key: string;
  readonly texts: Localised;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/** Items of a list value are joined the way each locale joins clauses. */
export const LIST_SEPARATOR: Localised = inLocales('；', '；', '; ', ' ; ', '; ');

const PLACE = /\{(\w+)\}/g;

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && 'key' in value && 'texts' in value;

const renderValue = (value: MessageValue, locale: Locale): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isMessage(value)) return renderMessage(value, locale);
  return value.map((item) => renderValue(item, locale)).join(LIST_SEPARATOR[locale]);
};

/** The message in one locale. Values are put in once: a value holding `{x}` is shown as it is. */
export function renderMessage(message: Message, locale: Locale): string {
  const { values } = message;
  const text = message.texts[locale];
  if (!values) return text;
  return text.replace(PLACE, (place, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? place : renderValue(value, locale);
  });
}

/** A text that is the same in every locale: what others wrote (a test's, a gateway's), never the shop's own words. */
export const untranslated = (text: string): Message => ({ key: 'untranslated', texts: inLocales(text, text, text, text, text) });

/** A text with values: the function takes what the caller has and names the values the texts' `{name}` places show. */
export interface ValuedText<A extends unknown[]> {
  readonly texts: Localised;
  readonly values: (...args: A) => Readonly<Record<string, MessageValue>>;
}

export const withValues = <A extends unknown[]>(values: (...args: A) => Readonly<Record<string, MessageValue>>, texts: Localised): ValuedText<A> => ({
  texts,
  values,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list: the entry's own function types it.
type Entry = Localised | ValuedText<any>;

/** An area's messages: a constant one for a plain text, a function of the caller's arguments for a text with values. */
export type Catalogue<T extends Record<string, Entry>> = {
  readonly [K in keyof T]: T[K] extends ValuedText<infer A> ? (...args: A) => Message : Message;
};

const isValued = (entry: Entry): entry is ValuedText<unknown[]> => 'values' in entry;

/** Where a catalogue keeps its area and texts, out of the way of its messages (see `catalogueTexts`). */
const DEFINITION = Symbol('catalogue');

/**
 * An area's messages, each text given in every locale: `{ unknownCard: inLocales('卡号不存在…', …) }`
 * gives `Catalogue.unknownCard`, and `{ wrongCode: withValues((left: number) => ({ left }), inLocales('…{left}…', …)) }`
 * gives `Catalogue.wrongCode(3)`. No side effect: an area nobody uses costs nothing in a bundle.
 */
export const defineMessages = <T extends Record<string, Entry>>(area: string, entries: T): Catalogue<T> => {
  const messages: Record<string, Message | ((...args: unknown[]) => Message)> = {};
  for (const [name, entry] of Object.entries(entries)) {
    const key = `${area}.${name}`;
    messages[name] = isValued(entry)
      ? (...args: unknown[]): Message => ({ key, texts: entry.texts, values: entry.values(...args) })
      : Object.freeze({ key, texts: entry });
  }
  Object.defineProperty(messages, DEFINITION, { value: { area, entries } });
  return Object.freeze(messages) as Catalogue<T>;
};

/** Every text of a catalogue by key, or undefined for anything else (the tests check that no text is missing or empty). */
export const catalogueTexts = (value: unknown): { key: string; texts: Localised }[] | undefined => {
  if (typeof value !== 'object' || value === null || !(DEFINITION in value)) return undefined;
  const { area, entries } = (value as { [DEFINITION]: { area: string; entries: Record<string, Entry> } })[DEFINITION];
  return Object.entries(entries).map(([name, entry]) => ({ key: `${area}.${name}`, texts: isValued(entry) ? entry.texts : entry }));
};

type AnyCatalogue = Readonly<Record<string, Message | ((...args: never) => Message)>>;

/** A catalogue's texts in one locale, in the catalogue's shape: strings, and functions of the same arguments. */
export type RenderedCatalogue<C extends AnyCatalogue> = {
  readonly [K in keyof C]: C[K] extends (...args: infer A) => Message ? (...args: A) => string : string;
};

const renderEach = <C extends AnyCatalogue>(catalogue: C, render: (message: Message) => string): RenderedCatalogue<C> =>
  Object.freeze(
    Object.fromEntries(
      Object.entries(catalogue).map(([name, message]) => [
        name,
        typeof message === 'function' ? (...args: unknown[]) => render((message as (...values: unknown[]) => Message)(...args)) : render(message),
      ]),
    ),
  ) as RenderedCatalogue<C>;

/** A catalogue rendered in one locale: the zh-Hans texts for logs and tests, and for what a request naming no locale reads. */
export const renderCatalogue = <C extends AnyCatalogue>(catalogue: C, locale: Locale): RenderedCatalogue<C> =>
  renderEach(catalogue, (message) => renderMessage(message, locale));

/**
 * zod keeps one string per issue, so the contract's schemas say their texts in zh-Hans and the
 * server finds the message behind each here, to answer it in the visitor's locale.
 */
const schemaMessages = new Map<string, Message>();

const sameTexts = (a: Message, b: Message): boolean => LOCALES.every((locale) => renderMessage(a, locale) === renderMessage(b, locale));

const schemaText = (message: Message): string => {
  const text = renderMessage(message, 'zh-Hans');
  const known = schemaMessages.get(text);
  if (known && !sameTexts(known, message)) throw new Error(`The schema text "${text}" is translated in two ways (${known.key}, ${message.key})`);
  schemaMessages.set(text, message);
  return text;
};

/** A catalogue's zh-Hans texts for zod schemas: each text given out is known to `schemaMessageOf`. */
export const schemaTexts = <C extends AnyCatalogue>(catalogue: C): RenderedCatalogue<C> => renderEach(catalogue, schemaText);

/** The message a schema's text stands for, when a catalogue gave it (see `schemaTexts`). */
export const schemaMessageOf = (text: string): Message | undefined => schemaMessages.get(text);
