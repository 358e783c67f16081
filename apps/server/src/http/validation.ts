import { Code } from '@shop/contract';
import { z } from 'zod';
import { BusinessError } from '../errors';
import { BoundedMap } from '../lib/bounded-map';
import { deepFreeze } from '../lib/deep-freeze';

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

/** Input that breaks an endpoint's schema: HTTP 400, code -1, and nothing is done. */
export const invalidInput = (message: string): BusinessError => new BusinessError(Code.failed, message, 400);

/** Checks one part of a request against the endpoint's schema, in Chinese messages. */
export const validatePart = (schema: z.ZodType | undefined, value: unknown, part: InputPart): unknown => {
  if (!schema) return undefined;
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
