import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** Who may call an endpoint: anyone, a shop user's session, or a card holder's session. */
export type Access = 'public' | 'shop' | 'card';

/**
 * One API endpoint. The server registers its route from this (validating query and body
 * with the same schemas), the web client calls it through a typed function, and the
 * OpenAPI document is generated from it.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  tag: string;
  access: A;
  query?: Q;
  body?: B;
  data: D;
  /** In the spec but not built yet (see `notOpenEndpoint`). */
  notOpen?: true;
}

export const defineEndpoint = <Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType, A extends Access>(
  endpoint: Endpoint<Q, B, D, A>,
): Endpoint<Q, B, D, A> => endpoint;

/**
 * A spec endpoint that is not built yet: it exists in the contract (so the web, the docs and the
 * tests know it) and answers 40001 with the catalogue's text. Its schemas come with its issue.
 */
export const notOpenEndpoint = <A extends Access>(
  entry: { method: HttpMethod; path: `/api/${string}`; notOpen: true },
  summary: string,
  tag: string,
  access: A,
): Endpoint<z.ZodType, z.ZodType, z.ZodNull, A> => ({ ...entry, summary, tag, access, data: z.null() });

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, Access> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType, Access> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer D, Access> ? z.output<D> : never;
export type ParsedQueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, Access> ? z.output<Q> : never;
export type ParsedBodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType, Access> ? z.output<B> : never;
export type AccessOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer A> ? A : never;
