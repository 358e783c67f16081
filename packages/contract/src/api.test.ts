import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { api, type ApiName } from './api';
import { endpointsByName } from './endpoints';

const fieldsOf = (schema: z.ZodType | undefined): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

describe('the api table', () => {
  it('marks exactly the endpoints that take a promo code, and where', () => {
    for (const name of Object.keys(api) as ApiName[]) {
      const endpoint = endpointsByName[name];
      const where = fieldsOf(endpoint.query).includes('promoCode') ? 'query' : fieldsOf(endpoint.body).includes('promoCode') ? 'body' : undefined;
      const entry: { method: string; promoCode?: string } = api[name];
      expect({ name, promoCode: entry.promoCode }).toEqual({ name, promoCode: where });
    }
  });
});
