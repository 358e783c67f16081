import { parseQuery, QueryError } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { invalidInput } from '../errors';
import { BoundedMap } from '../lib/bounded-map';
import { deepFreeze } from '../lib/deep-freeze';

/** Queries the codec refused, by the placeholder object handed to Fastify in their place. */
const refused = new WeakMap<object, QueryError>();

/** Storefront traffic repeats a few query strings; each is read once. Results are frozen, so sharing is safe. */
const readQueries = new BoundedMap<string, Readonly<Record<string, unknown>> | QueryError>(1_000);

const read = (qs: string): Readonly<Record<string, unknown>> | QueryError => {
  try {
    return deepFreeze(parseQuery(qs));
  } catch (error) {
    if (error instanceof QueryError) return error;
    throw error;
  }
};

/**
 * Fastify's query-string parser (nested brackets, spec 7). The router cannot answer from
 * inside the parser, so a refused query becomes an empty placeholder that `queryRefusal`
 * turns into a 400 naming the key.
 */
export const querystringParser = (qs: string): Record<string, unknown> => {
  let query = readQueries.get(qs);
  if (query === undefined) {
    query = read(qs);
    readQueries.set(qs, query);
  }
  if (!(query instanceof QueryError)) return query;
  const placeholder = {};
  refused.set(placeholder, query);
  return placeholder;
};

/** The 400 for a request whose query the codec refused, naming the key. */
export const queryRefusal = ({ query }: FastifyRequest): Error | undefined => {
  const error = typeof query === 'object' && query !== null ? refused.get(query) : undefined;
  return error && invalidInput(error.text);
};
