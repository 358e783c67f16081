import {
  CARD_TOKEN_HEADER,
  defineMessages,
  inLocales,
  type Locale,
  LOCALES,
  type Message,
  renderMessage,
  requestHeaderNames,
  schemaMessageOf,
  SERVER_DEFAULT_LOCALE,
  untranslated,
  withValues,
} from '@shop/contract';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { BusinessError, invalidInput } from '../errors';
import { BoundedMap } from '../lib/bounded-map';
import { deepFreeze } from '../lib/deep-freeze';
import { decodeHeader } from './context';

type InputPart = 'query' | 'body';

export const InputMessage = defineMessages('input', {
  query: inLocales('查询参数', '查詢參數', 'query', 'paramètres de requête', 'parámetros de consulta'),
  body: inLocales('请求体', '請求主體', 'request body', 'corps de la requête', 'cuerpo de la solicitud'),
  /** "field：problem", the field named as the API names it. */
  clause: withValues(
    (field: string | Message, problem: Message) => ({ field, problem }),
    inLocales('{field}：{problem}', '{field}：{problem}', '{field}: {problem}', '{field} : {problem}', '{field}: {problem}'),
  ),
  /** The clauses of one refusal, joined as each locale joins them. */
  clauses: withValues((clauses: readonly Message[]) => ({ clauses }), inLocales('{clauses}', '{clauses}', '{clauses}', '{clauses}', '{clauses}')),
  unstorable: inLocales(
    '不能含有空字符（U+0000）或残缺的 Unicode 字符',
    '不能含有空字元（U+0000）或殘缺的 Unicode 字元',
    'must not hold a null character (U+0000) or a broken Unicode character',
    'ne doit contenir ni caractère nul (U+0000) ni caractère Unicode incomplet',
    'no puede contener el carácter nulo (U+0000) ni caracteres Unicode incompletos',
  ),
});

const MAX_ISSUES = 3;

/** zod's own texts (an issue no schema worded) in each locale, as zod's translations put them. */
const ZOD_LOCALES: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  'zh-Hans': z.locales.zhCN,
  'zh-Hant': z.locales.zhTW,
  en: z.locales.en,
  fr: z.locales.fr,
  es: z.locales.es,
};
const zodErrorMaps = LOCALES.map((locale) => [locale, ZOD_LOCALES[locale]().localeError] as const);

/** What an issue no schema worded says in place of a text: the issue is then worded by zod, in every locale. */
const ZOD_WORDS = '\u0000zod';
/** The issue keeps what was sent, which zod's texts may name ("expected string, received number"). */
const PARSE_OPTIONS = { error: () => ZOD_WORDS, reportInput: true } as const;

const textOf = (said: ReturnType<z.core.$ZodErrorMap>, fallback: string): string =>
  typeof said === 'string' ? said : (said?.message ?? fallback);

const zodWords = (issue: z.core.$ZodIssue): Message => {
  // A finished issue carries all that zod's texts read (code, origin, limits, the input asked for above).
  const raw = issue as unknown as z.core.$ZodRawIssue;
  const texts = Object.fromEntries(zodErrorMaps.map(([locale, map]) => [locale, textOf(map(raw), issue.code)])) as Record<Locale, string>;
  return { key: `zod.${issue.code}`, texts };
};

/** The problem an issue names: a schema's own text (known by its zh-Hans words), or zod's. */
const problemOf = (issue: z.core.$ZodIssue): Message =>
  issue.message === ZOD_WORDS ? zodWords(issue) : (schemaMessageOf(issue.message) ?? untranslated(issue.message));

/** `items[0].name`, or the part's own name for an issue about the whole part. */
const fieldPath = (path: readonly PropertyKey[], part: InputPart): string | Message => {
  if (path.length === 0) return InputMessage[part];
  return path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`))
    .join('');
};

/** "promoCode：推广码只能…", one clause per problem (at most three, each once), joined by "；" in zh-Hans. */
const describeIssues = (error: z.ZodError, part: InputPart): Message => {
  const clauses = new Map<string, Message>();
  for (const issue of error.issues) {
    const clause = InputMessage.clause(fieldPath(issue.path, part), problemOf(issue));
    clauses.set(renderMessage(clause, SERVER_DEFAULT_LOCALE), clause);
    if (clauses.size === MAX_ISSUES) break;
  }
  return InputMessage.clauses([...clauses.values()]);
};

/**
 * Text neither database can keep as sent: NUL (refused in text and jsonb alike) and a lone
 * UTF-16 surrogate (stored as U+FFFD, so not what was sent). Code units, hence no `u` flag.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const isUnstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** "field：…"; the field's own unstorable characters are shown as U+FFFD. */
const unstorable = (field: string | Message): Message =>
  InputMessage.clause(
    typeof field === 'string' ? field.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATES, '\ufffd') : field,
    InputMessage.unstorable,
  );

/** A value met on the walk, with how it was reached (its path is built only for the one reported). */
interface Visit {
  value: unknown;
  key: PropertyKey | undefined;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit, last?: PropertyKey): readonly PropertyKey[] => {
  const path: PropertyKey[] = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first key or string value holding unstorable text, if any. Walked with a
 * stack of its own rather than by recursion, so no shape of input can exhaust the call stack.
 */
const unstorableAt = (root: unknown): readonly PropertyKey[] | undefined => {
  const pending: Visit[] = [{ value: root, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return pathOf(visit);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const entries: [PropertyKey, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
    const badKey = entries.find(([key]) => typeof key === 'string' && isUnstorable(key));
    if (badKey) return pathOf(visit, badKey[0]);
    // Pushed last to first, so the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [PropertyKey, unknown];
      pending.push({ value: item, key, parent: visit });
    }
  }
  return undefined;
};

/** The headers the server reads (spec 7's, the card token, the browser's name), as it reads them (URI-decoded). */
const READ_HEADERS: readonly string[] = [...requestHeaderNames, CARD_TOKEN_HEADER, 'user-agent'];

/** Refuses a request whose read headers hold text the databases cannot keep, naming the header. */
export const checkHeaderText = (headers: IncomingHttpHeaders): void => {
  for (const name of READ_HEADERS) {
    const value = decodeHeader(headers[name]);
    if (value !== undefined && isUnstorable(value)) throw invalidInput(unstorable(name));
  }
};

/**
 * Checks one part of a request against the endpoint's schema; a refusal names the fields, and
 * says what is wrong in every locale. Text the databases cannot keep is refused first, whatever
 * the field, so no handler ever sees it.
 */
export const validatePart = (schema: z.ZodType | undefined, value: unknown, part: InputPart): unknown => {
  if (!schema) return undefined;
  const unstorableField = unstorableAt(value);
  if (unstorableField) throw invalidInput(unstorable(fieldPath(unstorableField, part)));
  const result = schema.safeParse(value, PARSE_OPTIONS);
  if (!result.success) throw invalidInput(describeIssues(result.error, part));
  return result.data;
};

/**
 * A query's validity depends only on its text, and storefront traffic repeats a few texts:
 * each distinct text is checked once and its (frozen) outcome reused.
 */
export const queryValidator = (schema: z.ZodType | undefined) => {
  const outcomes = new BoundedMap<string, { value: unknown } | BusinessError>(1_000);
  return (rawQuery: string, query: unknown): unknown => {
    let outcome = outcomes.get(rawQuery);
    if (outcome === undefined) {
      try {
        outcome = { value: deepFreeze(validatePart(schema, query, 'query')) };
      } catch (error) {
        if (!(error instanceof BusinessError)) throw error;
        outcome = error;
      }
      outcomes.set(rawQuery, outcome);
    }
    if (outcome instanceof BusinessError) throw outcome;
    return outcome.value;
  };
};
