import { CARD_TOKEN_HEADER, requestHeaderNames } from '@shop/contract';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { BusinessError, invalidInput } from '../errors';
import { BoundedMap } from '../lib/bounded-map';
import { deepFreeze } from '../lib/deep-freeze';
import { decodeHeader } from './context';

type InputPart = 'query' | 'body';

const PART_NAME: Record<InputPart, string> = { query: '查询参数', body: '请求体' };
const MAX_ISSUES = 3;
const zhCN = z.locales.zhCN();

/** `items[0].name`, or the part's own name for an issue about the whole part. */
const fieldPath = (path: readonly PropertyKey[], part: InputPart): string => {
  if (path.length === 0) return PART_NAME[part];
  return path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`))
    .join('');
};

/** "promoCode：推广码只能…", one clause per problem (at most three), joined by "；". */
const describeIssues = (error: z.ZodError, part: InputPart): string => {
  const clauses = error.issues.map((issue) => `${fieldPath(issue.path, part)}：${issue.message}`);
  return [...new Set(clauses)].slice(0, MAX_ISSUES).join('；');
};

/**
 * Text neither database can keep as sent: NUL (refused in text and jsonb alike) and a lone
 * UTF-16 surrogate (stored as U+FFFD, so not what was sent). Code units, hence no `u` flag.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const isUnstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** "field：…"; the field's own unstorable characters are shown as U+FFFD. */
export const unstorableText = (field: string): string =>
  `${field.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATES, '\ufffd')}：不能含有空字符（U+0000）或残缺的 Unicode 字符`;

/** The path of the first key or string value holding unstorable text, if any. */
const unstorableAt = (value: unknown, path: readonly PropertyKey[]): readonly PropertyKey[] | undefined => {
  if (typeof value === 'string') return isUnstorable(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const at = [...path, key];
    if (typeof key === 'string' && isUnstorable(key)) return at;
    const found = unstorableAt(item, at);
    if (found) return found;
  }
  return undefined;
};

/** The headers the server reads (spec 7's, the card token, the browser's name), as it reads them (URI-decoded). */
const READ_HEADERS: readonly string[] = [...requestHeaderNames, CARD_TOKEN_HEADER, 'user-agent'];

/** Refuses a request whose read headers hold text the databases cannot keep, naming the header. */
export const checkHeaderText = (headers: IncomingHttpHeaders): void => {
  for (const name of READ_HEADERS) {
    const value = decodeHeader(headers[name]);
    if (value !== undefined && isUnstorable(value)) throw invalidInput(unstorableText(name));
  }
};

/**
 * Checks one part of a request against the endpoint's schema, in Chinese messages. Text the
 * databases cannot keep is refused first, whatever the field, so no handler ever sees it.
 */
export const validatePart = (schema: z.ZodType | undefined, value: unknown, part: InputPart): unknown => {
  if (!schema) return undefined;
  const unstorable = unstorableAt(value, []);
  if (unstorable) throw invalidInput(unstorableText(fieldPath(unstorable, part)));
  const result = schema.safeParse(value, { error: zhCN.localeError });
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
