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
> {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  tag: string;
  access: Access;
  query?: Q;
  body?: B;
  data: D;
}

export const defineEndpoint = <Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(
  endpoint: Endpoint<Q, B, D>,
): Endpoint<Q, B, D> => endpoint;

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer D> ? z.output<D> : never;
export type ParsedQueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
export type ParsedBodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.output<B> : never;
