import type { z } from 'zod';

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
}

export const defineEndpoint = <Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType, A extends Access>(
  endpoint: Endpoint<Q, B, D, A>,
): Endpoint<Q, B, D, A> => endpoint;

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, Access> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType, Access> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer D, Access> ? z.output<D> : never;
export type ParsedQueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, Access> ? z.output<Q> : never;
export type ParsedBodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType, Access> ? z.output<B> : never;
export type AccessOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer A> ? A : never;
