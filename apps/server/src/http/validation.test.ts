import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BusinessError } from '../errors';
import { validatePart } from './validation';

/** An array inside an array, `depth` deep, with `leaf` at the bottom: deeper than any call stack. */
const nestedArray = (depth: number, leaf: unknown): unknown => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('the check for text the databases cannot keep', () => {
  it('walks a value of any depth without running out of stack', () => {
    const schema = z.object({ items: z.unknown() });
    const refusal = (() => {
      try {
        return validatePart(schema, { items: nestedArray(20_000, 'a\u0000b') }, 'body');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(BusinessError);
    expect((refusal as BusinessError).message).toMatch(/^items\[0\]\[0\]/);
  });
});
